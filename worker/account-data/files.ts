// What "Download my data" puts in the ZIP, in the order written, with what each file holds in
// both languages: the README inside the ZIP is written from this list, and README.md lists the
// same files. A path with <id> or <ext> stands for one file per record (a photo of each).
import type { Localized } from "../../core/content";

export interface ExportFile {
  path: string;
  what: Localized;
}

export const exportFiles = [
  {
    path: "README.txt",
    what: { en: "This file: what each file holds.", ru: "Этот файл: что лежит в каждом файле." },
  },
  {
    path: "account.json",
    what: {
      en: "Your account: e-mail, first and last name, language, the time zone of your billing dates (if known), the units you chose (metric or imperial; null if never chosen), when the account was created and the e-mail confirmed.",
      ru: "Аккаунт: e-mail, имя и фамилия, язык, часовой пояс для дат оплаты (если известен), выбранные единицы измерения (metric — метрические, imperial — имперские, null — не выбраны), когда аккаунт создан и когда подтверждён e-mail.",
    },
  },
  {
    path: "profile.json",
    what: {
      en: "Your profile: body metrics, activity, goal, goal weight, plan, and health context (pregnancy or breastfeeding, the pre-exercise screening's answers, and when the coach last noted signs of an eating disorder, while your targets are paused).",
      ru: "Профиль: параметры тела, активность, цель, целевой вес, тариф и сведения о здоровье (беременность или грудное вскармливание, ответы анкеты перед тренировками и когда ИИ-тренер в последний раз заметил признаки расстройства пищевого поведения, пока цели на паузе).",
    },
  },
  {
    path: "plans/workout-plan.json",
    what: {
      en: "Your workout plan as generated (null if you have none).",
      ru: "План тренировок в том виде, в каком он составлен (null, если плана нет).",
    },
  },
  {
    path: "plans/nutrition-plan.json",
    what: {
      en: "Your nutrition plan as generated (null if you have none).",
      ru: "План питания в том виде, в каком он составлен (null, если плана нет).",
    },
  },
  {
    path: "progress/measurements.csv",
    what: {
      en: "Every body entry, one row a day: weight (kg), waist, neck, hips, chest, arm and thigh (cm), body fat (%).",
      ru: "Все записи замеров, по строке на день: вес (кг), талия, шея, бёдра, грудь, рука и бедро (см), процент жира.",
    },
  },
  {
    path: "progress/measurements.json",
    what: { en: "The same body entries as JSON.", ru: "Те же записи замеров в формате JSON." },
  },
  {
    path: "workouts/sets.csv",
    what: {
      en: "One row per set you logged: date, workout, when it started and finished, exercise (its id and English name), set number, kind (warmup, work, drop for a drop set, failure for a set to failure), weight (kg), reps, seconds, RPE, RIR, the exercise's note, the workout's note, and the exercise's superset letter (A, B…; empty for one done on its own).",
      ru: "По строке на каждый записанный подход: дата, тренировка, когда она началась и закончилась, упражнение (его код и название по-английски), номер подхода, тип (разминочный — warmup, рабочий — work, дроп-сет — drop, до отказа — failure), вес (кг), повторы, секунды, RPE, RIR, заметка к упражнению, заметка к тренировке и буква суперсета упражнения (A, B…; пусто, если упражнение выполнялось отдельно).",
    },
  },
  {
    path: "workouts/workouts.json",
    what: {
      en: "Your workouts with their exercises in the order done and their sets, and the plan each workout followed.",
      ru: "Тренировки: упражнения в том порядке, в каком выполнялись, их подходы и план, по которому шла тренировка.",
    },
  },
  {
    path: "workouts/settings.json",
    what: {
      en: "Your workout logger's settings: effort logging (off, the RPE scale or reps in reserve), the bar and plates at hand in kg and in lb, and the rest you chose for an exercise (seconds, by its id; 0 for no timer). Empty (null) until you change one.",
      ru: "Настройки записи тренировок: усилие (не записывать, шкала RPE или повторения в запасе), гриф и блины в кг и в фунтах и отдых, выбранный для упражнения (секунды по коду упражнения; 0 — без таймера). Пусто (null), пока вы ничего не меняли.",
    },
  },
  {
    path: "workouts/routines.json",
    what: {
      en: "Your routines, the workouts you saved to start again: each with its name and its exercises in order (by id, with the name), and the superset an exercise is done in (A, B, …; null for none).",
      ru: "Ваши шаблоны — тренировки, сохранённые, чтобы начинать их снова: название и упражнения по порядку (код и название), а также суперсет, в котором выполняется упражнение (A, B, …; null — без суперсета).",
    },
  },
  {
    path: "exercises/own-exercises.json",
    what: {
      en: "Exercises you created yourself (workouts name them own-<id>); removed ones are kept with deleted: true, since your history still names them.",
      ru: "Упражнения, созданные вами (в тренировках они записаны как own-<id>); удалённые остаются с пометкой deleted: true, потому что на них ссылается история.",
    },
  },
  {
    path: "exercises/import-names.json",
    what: {
      en: "How exercise names from imported files were matched to exercises here, remembered for the next import.",
      ru: "Как названия упражнений из импортированных файлов сопоставлены с упражнениями приложения (запоминается для следующего импорта).",
    },
  },
  {
    path: "diary/entries.csv",
    what: {
      en: "Every food in your diary: date, meal, the food's names, grams, the portion (in English and Russian), when it was logged, its id, and its values per 100 g (units in the column names; empty where unknown). Settings → Your data imports it into a Forma account again.",
      ru: "Все продукты дневника питания: дата, приём пищи, названия продукта, граммы, порция (по-английски и по-русски), когда записан, код записи и пищевая ценность на 100 г (единицы — в названиях столбцов; пусто, если неизвестно). Этот файл можно снова импортировать в аккаунт Forma: «Настройки» → «Ваши данные».",
    },
  },
  {
    path: "diary/entries.json",
    what: { en: "The same diary entries as JSON.", ru: "Те же записи дневника в формате JSON." },
  },
  {
    path: "diary/own-foods.json",
    what: {
      en: "Foods you added from their labels: the values as you entered them and per 100 g.",
      ru: "Продукты, добавленные вами по этикетке: значения в том виде, как вы их ввели, и на 100 г.",
    },
  },
  {
    path: "diary/recipes.json",
    what: {
      en: "Your recipes: ingredients, finished weight, servings and values per 100 g of the dish.",
      ru: "Ваши рецепты: ингредиенты, вес готового блюда, число порций и пищевая ценность на 100 г.",
    },
  },
  {
    path: "diary/favourites.json",
    what: { en: "Foods you marked as favourites.", ru: "Продукты, отмеченные как избранные." },
  },
  {
    path: "diary/day-targets.json",
    what: {
      en: "Each day's own energy and macro targets, as the diary showed them on that day: where they came from (your plan or the calculator), and the health reason when a deficit was withheld.",
      ru: "Цели по калориям и макронутриентам на каждый день\u00a0— такие, какими их показывал дневник в тот день: откуда они (ваш план или калькулятор) и причина по здоровью, если дефицит не назначался.",
    },
  },
  {
    path: "nutrition/adjustments.json",
    what: {
      en: "Weekly diet adjustments: the calories before and after, the weight trend and the reason.",
      ru: "Еженедельные корректировки питания: калорийность до и после, динамика веса и причина.",
    },
  },
  {
    path: "education/lessons.json",
    what: { en: "The course lessons you finished, and when.", ru: "Пройденные уроки курса и когда они пройдены." },
  },
  {
    path: "chat/history.md",
    what: { en: "Your conversation with the AI coach, easy to read.", ru: "Переписка с ИИ-тренером в удобном для чтения виде." },
  },
  {
    path: "chat/history.json",
    what: { en: "The same conversation as JSON.", ru: "Та же переписка в формате JSON." },
  },
  {
    path: "support/requests.json",
    what: { en: "Your support requests.", ru: "Ваши обращения в поддержку." },
  },
  {
    path: "support/screenshots/<id>.<ext>",
    what: {
      en: "The screenshot sent with a support request, by the request's id.",
      ru: "Снимок экрана, приложенный к обращению, по коду обращения.",
    },
  },
  {
    path: "billing/subscription.json",
    what: {
      en: "Your subscription: plan, billing interval, status, when the period ends, the payment provider and the card's last four digits (null without a subscription).",
      ru: "Подписка: тариф, период оплаты, статус, дата окончания периода, платёжный сервис и последние четыре цифры карты (null, если подписки нет).",
    },
  },
  {
    path: "billing/payments.json",
    what: {
      en: "Your payments where the app keeps them: plan, amount (e.g. 12.99), currency, status and date; payments in rubles also with their kind (first, renewal, method_check), payment method, amount refunded and receipt data, followed by their refunds (kind refund).",
      ru: "Ваши оплаты, если приложение их хранит: тариф, сумма (например, 12.99), валюта, статус и дата; у оплат в рублях — ещё вид платежа (first — первый, renewal — продление, method_check — проверка способа оплаты), способ оплаты, возвращённая сумма и данные чека, а после них — возвраты (kind refund).",
    },
  },
  {
    path: "time-machine/previews.json",
    what: { en: "Your Time machine previews.", ru: "Ваши прогнозы «Машины времени»." },
  },
  {
    path: "time-machine/<id>-photo.<ext>",
    what: { en: "The photo you uploaded for a preview.", ru: "Фотография, загруженная для прогноза." },
  },
  {
    path: "time-machine/<id>-preview.<ext>",
    what: { en: "The picture made from it.", ru: "Изображение, созданное по ней." },
  },
  {
    path: "reminders.json",
    what: {
      en: "Your reminder settings, the devices that receive them (by their push service) and the reminders sent in the last two weeks.",
      ru: "Настройки напоминаний, устройства, которые их получают (по службе push-уведомлений), и напоминания за последние две недели.",
    },
  },
  {
    path: "security/ways-in.json",
    what: {
      en: "How you sign in: whether a password is set, your passkeys (name, when added and last used), accounts connected at Google or Yandex (the provider and its e-mail), and whether two-step verification is on. No key, secret or code is included.",
      ru: "Как вы входите: задан ли пароль, ваши ключи доступа (название, когда добавлены и когда использовались), аккаунты Google или Яндекса, связанные с вашим (сервис и его e-mail), и включена ли двухэтапная проверка. Ключи, секреты и коды в выгрузку не входят.",
    },
  },
  {
    path: "security/sign-ins.json",
    what: {
      en: "Sign-ins of the last 90 days: when, how (password, e-mailed link, passkey, Google, Yandex; the second step), the browser and system, and the country.",
      ru: "Входы за последние 90 дней: когда, каким способом (пароль, ссылка из письма, ключ доступа, Google, Яндекс; второй этап), браузер и система, страна.",
    },
  },
  {
    path: "transfers.json",
    what: {
      en: "Every download of your data and every import you made, with when an import's workouts were removed again.",
      ru: "Все скачивания ваших данных и все импорты, а для импорта — когда его тренировки были удалены.",
    },
  },
] as const satisfies readonly ExportFile[];

export type ExportPath = (typeof exportFiles)[number]["path"];
