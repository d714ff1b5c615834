// Red flags first: before the coach answers anything, a message is read for signs that need
// another answer than a training tip, in English and Russian, highest priority first:
// an emergency (stop and call emergency services), eating-disorder signs (no targets), pain or
// injury (stop the movement, see a professional), and a member for whom a deficit is not
// allowed (pregnancy, breastfeeding, under 18, underweight). Pure: text and health facts in,
// a verdict out.
import type { HealthContext } from "./health-context";
import {
  breathSigns,
  calorieAskSigns,
  dizzySigns,
  eatingDisorderSigns,
  emergencySigns,
  jawSigns,
  lactationSigns,
  leftArmSigns,
  lossSigns,
  normalHardEffort,
  notSigns,
  otherPersonSigns,
  painSigns,
  pregnancySigns,
  racingHeartSigns,
  selfHarmSigns,
  teenSigns,
  underweightSigns,
} from "./triage-signs";
import { anyHolds, holds, sentencesOf, setAside, type Sentence, type Sign } from "./triage-text";
import { ageLimits } from "./limits";

export const triageKinds = ["emergency", "eating-disorder", "pain", "special-group"] as const;
export type TriageKind = (typeof triageKinds)[number];

/** Who a calorie deficit is not for. */
export const specialGroups = ["pregnancy", "lactation", "minor", "underweight"] as const;
export type SpecialGroup = (typeof specialGroups)[number];

export type Triage =
  /** `crisis`: the member wrote of wanting to die or to harm themselves. */
  | { kind: "emergency"; crisis?: true }
  | { kind: "eating-disorder" } | { kind: "pain" } | { kind: "special-group"; group: SpecialGroup };

/** What the triage needs of the member's health context. */
export type TriageHealth = Pick<HealthContext, "minor" | "underweight" | "lifeStage">;

/**
 * A stated daily intake under this many kcal is very low intake: below any safe floor
 * (1,200 kcal for women, 1,500 for men) by a margin that needs a doctor, not a coach.
 */
export const veryLowIntakeKcal = 1000;

const kcalWord = /^(kcal|kcals|cal|cals|calorie|calories|ккал|кал|калори\p{L}*|килокалори\p{L}*)$/u;
/** Words around a number of kcal that make it a difference, not an intake: "a 500 kcal deficit", "burn 700 kcal". */
const differenceBefore =
  /^(deficit|surplus|burn\p{L}*|burnt|cut|cutting|minus|extra|plus|add\p{L}*|drop|reduce|lower|дефицит\p{L}*|профицит\p{L}*|сжиг\p{L}*|сжег\p{L}*|сжечь|сожг\p{L}*|сожж\p{L}*|потрат\p{L}*|трат\p{L}*|урез\p{L}*|минус|плюс|добав\p{L}*|сниз\p{L}*|снижа\p{L}*|убрать|убира\p{L}*|отнять|сверх)$/u;
const differenceAfter =
  /^(deficit|surplus|below|under|less|fewer|more|above|over|extra|burn\p{L}*|burnt|дефицит\p{L}*|профицит\p{L}*|меньше|ниже|больше|выше|сверх\p{L}*|сжиг\p{L}*|сожж\p{L}*)$/u;
const intakeWord =
  /^(eat|eats|eating|ate|omad|сижу|держусь|consume\p{L}*|intake|day|daily|days|ем|ест|ела|ел|едим|съеда\p{L}*|питаюсь|питаться|потребля\p{L}*|рацион\p{L}*|день|сутки|дня)$/u;
const dayWord = /^(day|daily|days|день|сутки|дня)$/;
/** One meal or one moment of the day: "a 600 kcal lunch", "500 kcal before bed", «400 ккал перед тренировкой». */
const mealWord =
  /^(breakfast|lunch|dinner|snack|meal|before|after|bed|bedtime|pre|post|завтрак\p{L}*|обед\p{L}*|ужин\p{L}*|перекус\p{L}*|перед|после|сном)$/u;

/** "I eat 700 calories a day", «ем 700 ккал в день», "800kcal daily": a stated intake under the threshold. */
function statesVeryLowIntake(s: Sentence): boolean {
  const hasIntake = s.some((w) => intakeWord.test(w));
  // "a 600 kcal lunch" or "500 kcal before bed" is one meal, not the day.
  const oneMeal = s.some((w) => mealWord.test(w)) && !s.some((w) => dayWord.test(w));
  if (oneMeal) return false;
  return s.some((w, i) => {
    if (!/^\d+$/.test(w) || !kcalWord.test(s[i + 1] ?? "")) return false;
    // "I'm on 900 calories", «я на 800 калорий»: a diet named by its number.
    const onDiet = (s[i - 1] === "on" || s[i - 1] === "на") && !s.slice(i + 2).some((x) => mealWord.test(x));
    if (!hasIntake && !onDiet) return false;
    const n = Number(w);
    if (n <= 0 || n >= veryLowIntakeKcal) return false;
    const before = s.slice(Math.max(0, i - 3), i);
    const after = s.slice(i + 2, i + 5);
    return !before.some((x) => differenceBefore.test(x)) && !after.some((x) => differenceAfter.test(x));
  });
}

const unitAfterAge =
  /^(kg|kgs|kilo\p{L}*|lb|lbs|pound\p{L}*|stone|st|rep\p{L}*|set\p{L}*|min\p{L}*|sec\p{L}*|hour\p{L}*|hr\p{L}*|week\p{L}*|day\p{L}*|month\p{L}*|km|mile\p{L}*|percent|cm|inch\p{L}*|times|x|кг|кило\p{L}*|килограмм\p{L}*|г|грамм\p{L}*|см|км|раз\p{L}*|подход\p{L}*|повтор\p{L}*|минут\p{L}*|мин|сек\p{L}*|недел\p{L}*|дн\p{L}*|день|час\p{L}*|процент\p{L}*|месяц\p{L}*|ккал|кал\p{L}*|шаг\p{L}*)$/u;

/** "I'm 16", "15 years old", "15yo", «мне 16», «мне 15 лет», «16-летняя»: an age under 18 stated in the message. */
function statesMinorAge(s: Sentence): boolean {
  return s.some((w, i) => {
    if (!/^\d+$/.test(w)) return false;
    const n = Number(w);
    if (n < 5 || n >= ageLimits.adult) return false;
    const prev = s[i - 1] ?? "";
    const next = s[i + 1] ?? "";
    if (/^(years?|yrs?)$/.test(next) && s[i + 2] === "old") return true;
    if (/^(yo|y)$/u.test(next) || /^летн\p{L}*$/u.test(next)) return true;
    const saysAge = prev === "im" || prev === "aged" || prev === "age" || (prev === "am" && s[i - 2] === "i") || prev === "мне";
    return saysAge && !unitAfterAge.test(next);
  });
}

/** "BMI 17", «ИМТ 17,5»: a body-mass index under 18.5 stated in the message. */
function statesLowBmi(s: Sentence): boolean {
  return s.some((w, i) => {
    if (w !== "bmi" && w !== "имт") return false;
    const at = /^\d+$/.test(s[i + 1] ?? "") ? i + 1 : i + 2;
    if (!/^\d+$/.test(s[at] ?? "")) return false;
    const n = Number(s[at]);
    const tenths = /^\d$/.test(s[at + 1] ?? "") ? Number(s[at + 1]) : 0;
    return n >= 10 && n + tenths / 10 < 18.5;
  });
}

/** Whether a sentence about the member's own body holds a sign (not "my wife is pregnant"). */
const ownHolds = (sentences: readonly Sentence[], signs: readonly Sign[]) =>
  sentences.some((s) => !otherPersonSigns.some((g) => holds(s, g)) && signs.some((g) => holds(s, g)));

/** The group the message itself names, if any. */
function groupInMessage(sentences: readonly Sentence[]): SpecialGroup | null {
  if (ownHolds(sentences, pregnancySigns)) return "pregnancy";
  if (ownHolds(sentences, lactationSigns)) return "lactation";
  if (anyHolds(sentences, teenSigns) || sentences.some(statesMinorAge)) return "minor";
  if (ownHolds(sentences, underweightSigns) || sentences.some(statesLowBmi)) return "underweight";
  return null;
}

/** The group the member's health context puts them in, if any. */
function groupInHealth(h: TriageHealth | null | undefined): SpecialGroup | null {
  if (!h) return null;
  if (h.lifeStage === "pregnancy") return "pregnancy";
  if (h.lifeStage === "lactation") return "lactation";
  if (h.minor) return "minor";
  if (h.underweight) return "underweight";
  return null;
}

/**
 * The first red flag of the message, or null when the coach may answer as usual. A group the
 * message names is answered for that group only when it asks to lose weight, cut, diet down or
 * for a number of calories (other questions get the usual answer: «мне 17, сколько белка?»); a
 * group known only from the profile, only when it asks to lose weight, cut or diet down.
 */
export function triage(text: string, health?: TriageHealth | null): Triage | null {
  const sentences = sentencesOf(text).map((s) => setAside(s, notSigns));
  if (anyHolds(sentences, selfHarmSigns)) return { kind: "emergency", crisis: true };
  const has = (signs: readonly Sign[]) => anyHolds(sentences, signs);
  const breathless = has(breathSigns) && !has(normalHardEffort);
  const cardiac = (has(racingHeartSigns) && has(dizzySigns)) || (has(leftArmSigns) && has(jawSigns));
  if (has(emergencySigns) || breathless || cardiac) return { kind: "emergency" };
  if (has(eatingDisorderSigns) || sentences.some(statesVeryLowIntake)) return { kind: "eating-disorder" };
  if (has(painSigns)) return { kind: "pain" };
  const loss = has(lossSigns);
  const named = loss || has(calorieAskSigns) ? groupInMessage(sentences) : null;
  if (named) return { kind: "special-group", group: named };
  // The usual calorie answer already respects a group the profile knows: only a loss is refused.
  const known = loss ? groupInHealth(health) : null;
  return known ? { kind: "special-group", group: known } : null;
}
