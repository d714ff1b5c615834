// README.txt of the ZIP: how the files are written, then each file and what it holds, in the
// member's language.
import type { Localized } from "../../core/content";
import type { Locale } from "../../core/locale";
import { exportFiles } from "./files";

const intro: Localized<string[]> = {
  en: [
    "Forma: your data",
    "",
    "Everything Forma keeps about you, downloaded on {date} (UTC).",
    "",
    "How the files are written:",
    "- Text files are UTF-8. CSV files have a header row and are separated by commas; JSON files can be read by any program that reads JSON.",
    "- Moments (when something was logged, created or changed) are ISO 8601 in UTC, e.g. 2026-11-29T08:30:00.000Z. A date alone (YYYY-MM-DD) is your own calendar day.",
    "- Weights are in kilograms, lengths in centimetres, food in grams. An empty cell or null means the value was not recorded.",
    "- Exercises are named by their id in the app's library (e.g. barbell-bench-press) with the English name beside it; your own exercises are own-<id>.",
    "- Removed records are left out.",
    "- To bring your workouts, your food diary (with your own foods, recipes and favourites) or your weigh-ins and measurements into a Forma account again, choose this ZIP as it is in Settings → Your data → Bring your history (“Forma: workouts from our own download”, “Forma: food diary from our own download” or “Weight and measurements: a CSV file”).",
    "",
    "The files:",
  ],
  ru: [
    "Forma: ваши данные",
    "",
    "Всё, что Forma хранит о вас, по состоянию на {date} (UTC).",
    "",
    "Как устроены файлы:",
    "- Текстовые файлы в кодировке UTF-8. В CSV-файлах первая строка — заголовки, значения разделены запятыми; JSON-файлы открывает любая программа, которая читает JSON.",
    "- Моменты времени (когда запись сделана, создана или изменена) записаны в формате ISO 8601 по UTC, например 2026-11-29T08:30:00.000Z. Дата без времени (ГГГГ-ММ-ДД) — ваш календарный день.",
    "- Вес указан в килограммах, обхваты — в сантиметрах, продукты — в граммах. Пустая ячейка или null означает, что значение не записано.",
    "- Упражнения записаны кодом из библиотеки приложения (например, barbell-bench-press) и английским названием; ваши собственные упражнения — own-<код>.",
    "- Удалённые записи в выгрузку не входят.",
    "- Чтобы снова перенести тренировки, дневник питания (со своими продуктами, рецептами и избранным) или историю веса и обхватов в аккаунт Forma, выберите этот ZIP-архив как есть: «Настройки» → «Ваши данные» → «Перенос истории из других приложений» (вариант «Forma: тренировки из нашей выгрузки», «Forma: дневник питания из нашей выгрузки» или «Вес и обхваты: CSV-файл»).",
    "",
    "Файлы:",
  ],
};

/** The README for an export made at `now`, with Windows line ends so Notepad shows it right too. */
export function readmeText(locale: Locale, now: number): string {
  const date = new Date(now).toISOString().slice(0, 10);
  const files = exportFiles.flatMap((f) => [`${f.path}`, `    ${f.what[locale]}`]);
  return [...intro[locale].map((l) => l.replace("{date}", date)), "", ...files, ""].join("\r\n");
}
