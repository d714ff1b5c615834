// Words that mean the same thing to the coach, the first of each group standing for the rest:
// everyday forms the stemmer keeps apart («съел», «еды», «поесть»), slang («трень», «жрать») and
// short forms ("carbs", "kcal"). Applied to passages and questions alike.
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as russianStemmer } from "@orama/stemmers/russian";
import type { Locale } from "../locale";

const groups: Record<Locale, string[]> = {
  en: [
    "eat ate eaten eating eats food foods meal meals snack snacks nutrition",
    "training train trained workout workouts session sessions gym lifting lift",
    "carbohydrate carbs carb carbohydrates",
    "calorie calories kcal cals cal",
    "deficit cut cutting shred shredding",
    "surplus bulk bulking",
    "soreness sore doms aching ache",
    "sleep slept sleeping asleep",
    "water hydration hydrate hydrated drink drinking thirsty",
    "warmup warm warming",
    "stretching stretch stretches mobility flexibility",
    "repetitions reps rep",
    "plateau stall stalled stuck",
    "muscle muscles muscular",
    "motivation motivated lazy",
    "hunger hungry starving appetite cravings craving",
    "fatigue tired tiredness exhausted exhaustion overtraining overtrained burnout",
    "minute minutes min mins",
  ],
  ru: [
    "еда есть съесть съел съела съели поесть поел поела ем ешь едим едят еды еду едой пища пищи пищу кушать покушать жрать пожрать хавать перекус перекусить",
    "тренировка тренировки тренировку тренировке тренировок тренить трень треня трени треньки тренька качалка качалке зал зале занятие занятия тренироваться тренируюсь",
    "белок белка белки белков протеин протеина",
    "углеводы углеводов углевод угли углей углеводка",
    "калории калорий калорийность ккал калораж",
    "похудение похудеть худеть худею похудеть сбросить скинуть сушка сушиться сушке",
    "крепатура крепатуры крепатурой забитость забились",
    "сон сна спать сплю высыпаться недосып выспаться",
    "вода воды воду пить попить пью водички",
    "разминка разминки размяться разминаться разогрев",
    "растяжка растяжки растягиваться стретчинг мобильность гибкость",
    "плато застой застрял",
    "подход подходы подходов сеты сетов сет",
    "повторения повторений повторы повторов",
    "мышцы мышц мышечный мышечной мышцам",
    "мотивация мотивации лень лениво",
    "голод голодный голодная голодно аппетит",
    "усталость устал устала устаю утомление перетрен перетренированность выгорание",
    "минута минут минуты мин",
    "жарка жарки жарить жарю обжаривать",
    "bcaa бцаа",
  ],
};

const stemmers: Record<Locale, (word: string) => string> = { en: englishStemmer, ru: russianStemmer };

function table(lang: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const group of groups[lang]) {
    const [first = "", ...rest] = group.split(" ");
    const to = stemmers[lang](first);
    for (const w of [first, ...rest]) {
      out[stemmers[lang](w)] = to;
      out[w] = to;
    }
  }
  return out;
}

/** Each stem (or whole word) that stands for another, per language. */
export const sameAs: Record<Locale, Record<string, string>> = { en: table("en"), ru: table("ru") };
