// The Time machine's choices as the screen names them.
import type { DeficitBlock } from "../../core/safety/health-context";
import type { TransformMonths, TransformType } from "../../core/transform/rules";
import * as m from "../../i18n/paraglide/messages.js";

export const typeLabels: Record<TransformType, () => string> = { cut: m.transform_cut, bulk: m.transform_bulk };
export const typeHints: Record<TransformType, () => string> = { cut: m.transform_cut_hint, bulk: m.transform_bulk_hint };

export const monthLabels: Record<TransformMonths, () => string> = {
  1: m.transform_months_1,
  3: m.transform_months_3,
  6: m.transform_months_6,
  12: m.transform_months_12,
};

export const monthsLabel = (months: number) => monthLabels[months as TransformMonths]?.() ?? String(months);

/** Why a cut is not offered: the same words the API answers with. */
export const cutRefusalTexts: Record<DeficitBlock, () => string> = {
  "eating-disorder": m.hc_transform_cut_eating,
  minor: m.hc_transform_cut_minor,
  underweight: m.hc_transform_cut_underweight,
  pregnancy: m.hc_transform_cut_pregnancy,
  lactation: m.hc_transform_cut_lactation,
  "life-stage-unasked": m.hc_transform_cut_life_stage,
};
