// The Time machine respects the member's health context: a cut (a leaner body) is refused to
// members under 18, underweight adults, in pregnancy or breastfeeding, and with eating-disorder
// signs on record, before any photo work.
import type { Locale } from "../../core/locale";
import type { DeficitBlock } from "../../core/safety/health-context";
import { choiceRefusal, type TransformType } from "../../core/transform/rules";
import { utcDay } from "../../core/validation/progress";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { ApiError } from "../platform/errors";
import { findProfile } from "../shared/find-profile";
import { profileHealth } from "../shared/profile-json";

const refusals: Record<DeficitBlock, typeof m.hc_transform_cut_minor> = {
  "eating-disorder": m.hc_transform_cut_eating,
  minor: m.hc_transform_cut_minor,
  underweight: m.hc_transform_cut_underweight,
  pregnancy: m.hc_transform_cut_pregnancy,
  lactation: m.hc_transform_cut_lactation,
  "life-stage-unasked": m.hc_transform_cut_life_stage,
};

/** Throws 409 `transform_cut_not_allowed`, with the member's reason, when the choice is not for them. */
export async function refuseUnsafeChoice(db: Db, userId: string, type: TransformType, now: number, locale: Locale): Promise<void> {
  if (type !== "cut") return;
  const profile = await findProfile(db, userId);
  if (!profile) return;
  const block = choiceRefusal(type, profileHealth(profile, utcDay(now)));
  if (block) throw new ApiError(409, "transform_cut_not_allowed", refusals[block]({}, { locale }));
}
