// The Time machine's choices as the screen names them.
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
