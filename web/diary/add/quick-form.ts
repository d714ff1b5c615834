// The quick-add form's numbers as typed (decision 0075), read and checked with the server's own
// schema: the energy, left empty, is counted from the macros typed (4, 9 and 4 kcal per gram).
import * as v from "valibot";
import { macroKcal, type QuickValues } from "../../../core/diary/quick";
import { quickValuesSchema } from "../../../core/validation/diary";
import { parseDecimal, toFieldText } from "../../shared/forms/number";

export interface QuickForm {
  kcal: string;
  protein: string;
  fat: string;
  carbs: string;
  name: string;
}

export type QuickField = keyof QuickForm;

export const quickFormOf = (q: QuickValues | undefined): QuickForm => ({
  kcal: q ? toFieldText(q.kcal, 1) : "",
  protein: q ? toFieldText(q.protein, 1) : "",
  fat: q ? toFieldText(q.fat, 1) : "",
  carbs: q ? toFieldText(q.carbs, 1) : "",
  name: q?.name ?? "",
});

/** The energy the macros typed give, or null when none is typed (or one cannot be read). */
export function kcalFromMacros(form: QuickForm): number | null {
  const macros = { protein: parseDecimal(form.protein), fat: parseDecimal(form.fat), carbs: parseDecimal(form.carbs) };
  const typed = Object.values(macros);
  if (typed.every((x) => x === null)) return null;
  if (typed.some((x) => x !== null && !(x >= 0))) return null;
  return Math.round(macroKcal(macros));
}

export type QuickChecked = { ok: true; values: QuickValues } | { ok: false; errors: Partial<Record<QuickField, string>> };

export function checkQuick(form: QuickForm): QuickChecked {
  const kcal = parseDecimal(form.kcal) ?? kcalFromMacros(form);
  const input = {
    name: form.name,
    kcal: kcal ?? undefined,
    protein: parseDecimal(form.protein),
    fat: parseDecimal(form.fat),
    carbs: parseDecimal(form.carbs),
  };
  const parsed = v.safeParse(quickValuesSchema, input);
  if (parsed.success) return { ok: true, values: parsed.output };
  const errors: Partial<Record<QuickField, string>> = {};
  for (const issue of parsed.issues) {
    const field = (issue.path?.[0]?.key as QuickField | undefined) ?? "kcal";
    errors[field] ??= issue.message;
  }
  // An empty energy is the macros' to give: while one of them is wrong, that is what to fix.
  if (form.kcal.trim() === "" && (errors.protein || errors.fat || errors.carbs)) delete errors.kcal;
  return { ok: false, errors };
}

/** Whether the energy typed is well below what its macros give (said, not refused: labels round). */
export function energyLooksLow(values: QuickValues): boolean {
  const fromMacros = macroKcal(values);
  return fromMacros > values.kcal * 1.2 + 20;
}
