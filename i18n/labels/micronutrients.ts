import type { LifeStage } from "../../core/safety/health-context";
import type { NutrientStatus } from "../../core/micronutrients/analysis";
import type { Locale } from "../../core/locale";
import * as m from "../paraglide/messages.js";
import type { Label } from "./label";

// The analyzers' units, life stages and statuses as the member reads them.

/** The reference table's units in each language (RAE, DFE and NE are the Russian РАЭ, ДФЭ, НЭ). */
const units: Record<string, Record<Locale, string>> = {
  mg: { en: "mg", ru: "мг" },
  µg: { en: "µg", ru: "мкг" },
  "µg RAE": { en: "µg RAE", ru: "мкг РАЭ" },
  "µg DFE": { en: "µg DFE", ru: "мкг ДФЭ" },
  "mg NE": { en: "mg NE", ru: "мг НЭ" },
  "mg α-tocopherol": { en: "mg α-tocopherol", ru: "мг α-токоферола" },
};

export function unitLabel(unit: string, locale: Locale): string {
  return units[unit]?.[locale] ?? unit;
}

export const lifeStageLabels: Record<LifeStage, Label> = {
  none: m.micro_stage_none,
  pregnancy: m.micro_stage_pregnancy,
  lactation: m.micro_stage_lactation,
};

export const nutrientStatusLabels: Record<NutrientStatus, Label> = {
  low: m.micro_status_low,
  ok: m.micro_status_ok,
  over: m.micro_status_over,
  reduce: m.micro_status_reduce,
  "no-data": m.micro_status_no_data,
};
