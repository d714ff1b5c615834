// The amount of a food to log (pure): grams, or a count of one of the food's household measures
// ("2 × 1 cup"), checked as the server checks an entry (core/validation/diary.ts), and what that
// amount holds of energy and the macros.
import type { DiaryPortionJson } from "../../../core/api/diary";
import type { FoodDetailJson, FoodResultJson } from "../../../core/api/foods";
import { diaryLimits } from "../../../core/validation/diary";
import type { Locale } from "../../../core/locale";
import { parseDecimal } from "../../shared/forms/number";
import { besideGrams, onlyAWeight, weightText } from "../format";

export interface Amount {
  grams: number;
  portion: DiaryPortionJson | null;
}

/** A household measure: what one of it weighs, and its label in both languages. */
export interface Measure {
  grams: number;
  label: { en: string; ru: string };
}

/** A portion's label as the server keeps it: trimmed, at most its length. */
const clip = (text: string) => text.trim().slice(0, diaryLimits.labelLength).trim();

/**
 * The measures to offer beside grams: a database food's household measures (from its detail,
 * once read), another kind's serving (`servingLabel` names one without a label of its own), and
 * the portion last logged when it is none of these (so logging it again shows it).
 */
export function measuresOf(
  food: FoodResultJson,
  detail: Pick<FoodDetailJson, "portions"> | undefined,
  servingLabel: { en: string; ru: string },
  last?: Amount,
): Measure[] {
  const measures: Measure[] = [];
  const add = (m: Measure) => {
    const label = { en: clip(m.label.en), ru: clip(m.label.ru) };
    if (m.grams > 0 && label.en && label.ru && !measures.some((x) => x.label.en === label.en))
      measures.push({ grams: m.grams, label });
  };
  if (food.kind === "db") for (const p of detail?.portions ?? []) add(p);
  else if (food.serving) {
    const own = food.serving.label;
    add({ grams: food.serving.grams, label: own ? { en: own, ru: own } : servingLabel });
  }
  if (last?.portion && last.portion.count > 0) add({ grams: last.grams / last.portion.count, label: last.portion.label });
  return measures;
}

/** Grams of `count` measures, to a tenth of a gram (2 × 29.6 g is 59.2 g, not 59.199999…). */
export const gramsOfCount = (count: number, measure: Measure) => Math.round(count * measure.grams * 10) / 10;

/** What the member has typed: grams, or a count of the measure at `measure` (its label's English). */
export interface AmountInput {
  measure: string | null;
  grams: string;
  count: string;
}

/** The amount typed, or why it cannot be logged (the server's own messages). */
export function amountOf(
  input: AmountInput,
  measures: readonly Measure[],
): { amount: Amount; problem: null } | { amount: null; problem: "validation_diary_grams" | "validation_diary_portion" } {
  const measure = input.measure === null ? undefined : measures.find((m) => m.label.en === input.measure);
  if (!measure) {
    const grams = parseDecimal(input.grams);
    return grams !== null && Number.isFinite(grams) && grams > 0 && grams <= diaryLimits.grams
      ? { amount: { grams, portion: null }, problem: null }
      : { amount: null, problem: "validation_diary_grams" };
  }
  const count = parseDecimal(input.count);
  if (count === null || !Number.isFinite(count) || count <= 0 || count > diaryLimits.portionCount)
    return { amount: null, problem: "validation_diary_portion" };
  const grams = gramsOfCount(count, measure);
  if (grams <= 0 || grams > diaryLimits.grams) return { amount: null, problem: "validation_diary_grams" };
  return { amount: { grams, portion: { count, label: measure.label } }, problem: null };
}

/**
 * Where the picker starts: the amount given (the last one logged), else the food's serving
 * (one of it), else 100 g.
 */
export function initialInput(food: FoodResultJson, measures: readonly Measure[], initial?: Amount): AmountInput {
  const asText = (x: number) => String(Math.round(x * 10) / 10);
  if (initial) {
    const measure = initial.portion && measures.find((m) => m.label.en === initial.portion!.label.en);
    return measure
      ? { measure: measure.label.en, count: asText(initial.portion!.count), grams: asText(initial.grams) }
      : { measure: null, count: "1", grams: asText(initial.grams) };
  }
  const serving = food.kind !== "db" && food.serving ? measures[0] : undefined;
  return serving
    ? { measure: serving.label.en, count: "1", grams: asText(serving.grams) }
    : { measure: null, count: "1", grams: "100" };
}

/** Energy and the macros in `grams` of a food whose values per 100 g are these. */
export function valuesIn(per100g: FoodResultJson["per100g"], grams: number) {
  const of = (x: number) => (x * grams) / 100;
  return { kcal: of(per100g.kcal), protein: of(per100g.protein), fat: of(per100g.fat), carbs: of(per100g.carbs) };
}

/**
 * "1 cup · 168 g" / «1 стакан (235 мл) · 206 г» (a label may hold brackets of its own, but not a
 * weight beside the weight: «1 упаковка · 907 г»); «454 г» for "1 lb".
 */
export const measureText = (measure: Measure, locale: Locale) =>
  onlyAWeight(measure.label[locale])
    ? weightText(measure.grams)
    : `${besideGrams(measure.label[locale])} · ${weightText(measure.grams)}`;
