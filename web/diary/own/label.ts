// The own-food form's rules, apart from the screen: what was typed (text, a decimal comma or
// point) becomes a `food` change checked by the server's own schema (core/validation/diary.ts),
// and each issue lands on the field it is about. Empty is unknown (null), never 0.
import * as v from "valibot";
import type { CustomFoodJson } from "../../../core/api/diary";
import type { FoodResultJson } from "../../../core/api/foods";
import { nutrientColumns, type NutrientColumn } from "../../../core/foods/database";
import { per100gOf } from "../../../core/diary/values";
import type { Locale } from "../../../core/locale";
import { foodChangeSchema, type CustomFoodChange } from "../../../core/validation/diary";
import { parseDecimal } from "../../shared/forms/number";
import type { OwnFoodDraft } from "./draft";

export type Basis = "100g" | "serving";
export type EnergyUnit = "kcal" | "kJ";

/** What the form holds: every number as it was typed. */
export interface LabelForm {
  name: string;
  brand: string;
  barcode: string;
  basis: Basis;
  servingLabel: string;
  servingGrams: string;
  energyUnit: EnergyUnit;
  /** Every column as typed; `kcal` is in `energyUnit`. */
  values: Record<NutrientColumn, string>;
  /** Grams of salt, kept beside sodium (mg): typing one writes the other. */
  salt: string;
}

/** A label's kJ: 4.184 kJ in a kcal. */
export const kcalFromKj = (kj: number) => kj / 4.184;
/** Salt is sodium chloride: 1 g of salt holds 400 mg of sodium (the EU label's factor 2.5). */
export const sodiumFromSalt = (saltGrams: number) => saltGrams * 400;
export const saltFromSodium = (sodiumMg: number) => sodiumMg / 400;

/** A number as the member would type it in their language: "3,5" in Russian, at most `digits` decimals. */
export function decimalText(x: number, locale: Locale, digits = 4): string {
  const rounded = Math.round(x * 10 ** digits) / 10 ** digits;
  const text = String(rounded);
  return locale === "ru" ? text.replace(".", ",") : text;
}

/** The other one of salt and sodium, from the one just typed ("" while it reads as no number). */
export function saltToSodium(salt: string, locale: Locale): string {
  const x = parseDecimal(salt);
  return x === null || Number.isNaN(x) ? "" : decimalText(sodiumFromSalt(x), locale, 1);
}
export function sodiumToSalt(sodium: string, locale: Locale): string {
  const x = parseDecimal(sodium);
  return x === null || Number.isNaN(x) ? "" : decimalText(saltFromSodium(x), locale, 3);
}

const emptyValues = () => Object.fromEntries(nutrientColumns.map((c) => [c, ""])) as Record<NutrientColumn, string>;

/** The form as it opens: empty, from a product or a typed code (the draft), or the food being edited as it was entered. */
export function formOf(draft: OwnFoodDraft | undefined, locale: Locale, servingDefault: string): LabelForm {
  const food = draft?.editing;
  const values = emptyValues();
  const known: Partial<Record<NutrientColumn, number | null>> = food ? food.values : (draft?.per100g ?? {});
  for (const c of nutrientColumns) {
    const x = known[c];
    if (typeof x === "number") values[c] = decimalText(x, locale);
  }
  const grams = food ? food.serving?.grams : draft?.servingGrams;
  return {
    name: food?.name ?? draft?.name ?? "",
    brand: food?.brand ?? draft?.brand ?? "",
    barcode: food?.barcode ?? draft?.barcode ?? "",
    basis: food?.basis ?? "100g",
    servingLabel: food?.serving?.label ?? servingDefault,
    servingGrams: grams === undefined ? "" : decimalText(grams, locale),
    energyUnit: "kcal",
    values,
    salt: values.sodium === "" ? "" : sodiumToSalt(values.sodium, locale),
  };
}

/** A typed number for the schema: null when empty, NaN (refused with the field's message) when not a number. */
const number = (raw: string) => parseDecimal(raw);

/** The label's values as the schema takes them: energy in kcal, every empty column null. */
export function labelValues(form: LabelForm): Record<NutrientColumn, number | null> {
  const out = {} as Record<NutrientColumn, number | null>;
  for (const c of nutrientColumns) out[c] = number(form.values[c]);
  if (form.energyUnit === "kJ" && out.kcal !== null && !Number.isNaN(out.kcal)) out.kcal = kcalFromKj(out.kcal);
  return out;
}

/** The serving: required per serving; per 100 g it is offered for logging when its grams are given. */
function servingOf(form: LabelForm): { label: string; grams: number } | null {
  const grams = number(form.servingGrams);
  if (grams === null && (form.basis === "100g" || form.servingLabel.trim() === "")) return null;
  return { label: form.servingLabel, grams: grams ?? Number.NaN };
}

/** The change the form would record (not yet checked). */
export function foodChangeInput(form: LabelForm, id: string, updatedAt: number) {
  const text = (s: string) => (s.trim() === "" ? null : s.trim());
  return {
    type: "food" as const,
    id,
    updatedAt,
    deleted: false,
    name: form.name,
    brand: text(form.brand),
    barcode: text(form.barcode.replace(/\s/g, "")),
    basis: form.basis,
    serving: servingOf(form),
    values: labelValues(form),
  };
}

/** Where a schema issue shows: a form field's key ("name", "serving", "values.kcal"). */
export type FieldKey = "name" | "brand" | "barcode" | "serving" | `values.${NutrientColumn}`;

export function fieldOf(path: readonly { key: unknown }[] | undefined): FieldKey | null {
  const keys = (path ?? []).map((p) => String(p.key));
  const [first, second] = keys;
  if (first === "name" || first === "brand" || first === "barcode") return first;
  if (first === "serving" || first === "basis") return "serving";
  if (first === "values") return (nutrientColumns as readonly string[]).includes(second ?? "") ? `values.${second as NutrientColumn}` : "values.kcal";
  return null;
}

/** The moment a check while typing stamps on the change (any valid one: only the fields are looked at). */
export const whileTyping = Date.UTC(2025, 0, 1);

export type Checked<T> = { ok: true; change: T } | { ok: false; errors: Partial<Record<string, string>> };

/** The form checked by the server's schema: the change to record, or each field's first message key. */
export function checkLabel(form: LabelForm, id: string, updatedAt: number): Checked<CustomFoodChange> {
  const result = v.safeParse(foodChangeSchema, foodChangeInput(form, id, updatedAt));
  if (result.success) return { ok: true, change: result.output };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.issues) {
    const field = fieldOf(issue.path) ?? "name";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The four macros per 100 g the label gives so far (null where unknown), for the form's live line. */
export function macrosPer100g(form: LabelForm): { kcal: number | null; protein: number | null; fat: number | null; carbs: number | null } | null {
  const values = labelValues(form);
  const grams = number(form.servingGrams);
  if (form.basis === "serving" && !(grams !== null && grams > 0)) return null;
  const known = Object.fromEntries(
    (["kcal", "protein", "fat", "carbs"] as const).map((c) => [c, values[c] !== null && !Number.isNaN(values[c]) ? values[c] : null]),
  );
  const per100 = per100gOf(known, form.basis, grams);
  return { kcal: per100.kcal, protein: per100.protein, fat: per100.fat, carbs: per100.carbs };
}

/** The saved food as a search result, so the caller can log it at once. */
export const foodResultOf = (change: CustomFoodChange): FoodResultJson => customResult(customFoodOf(change));

/** A food of the member's as a search result, named with its brand as the diary's entries name it. */
export function customResult(food: CustomFoodJson): FoodResultJson {
  const p = food.per100g;
  return {
    kind: "custom",
    id: food.id,
    name: { en: food.brand ? `${food.name} (${food.brand})` : food.name, ru: null, usda: null },
    group: null,
    per100g: { kcal: p.kcal ?? 0, protein: p.protein ?? 0, fat: p.fat ?? 0, carbs: p.carbs ?? 0 },
    serving: food.serving ? { grams: food.serving.grams, label: food.serving.label } : null,
  };
}

/** A food of the member's as it stands once the change is kept (for lists laid over the server's answer). */
export function customFoodOf(change: CustomFoodChange): CustomFoodJson {
  const values = per100gOf(change.values, "100g", null);
  return {
    id: change.id,
    name: change.name,
    brand: change.brand,
    barcode: change.barcode,
    basis: change.basis,
    serving: change.serving,
    values,
    per100g: per100gOf(change.values, change.basis, change.serving?.grams ?? null),
    updatedAt: change.updatedAt,
  };
}

/** A removal: the food's whole record as a tombstone (the server checks every change whole). */
export function removalOf(f: CustomFoodJson): CustomFoodChange {
  return {
    type: "food",
    id: f.id,
    updatedAt: Math.max(Date.now(), f.updatedAt + 1),
    deleted: true,
    name: f.name,
    brand: f.brand,
    barcode: f.barcode,
    basis: f.basis,
    serving: f.serving,
    values: f.values as CustomFoodChange["values"],
  };
}
