import * as m from "../../i18n/paraglide/messages.js";

/** The calculators in page order; the ids are the links' hashes (/calculators#body-fat). */
export const sections = [
  { id: "bmi", label: m.calc_bmi_short },
  { id: "bmr", label: m.calc_bmr_short },
  { id: "tdee", label: m.calc_tdee_short },
  { id: "body-fat", label: m.calc_body_fat_short },
  { id: "ideal-weight", label: m.calc_ideal_short },
  { id: "one-rep-max", label: m.calc_orm_short },
  { id: "macros", label: m.calc_macros_short },
  { id: "water", label: m.calc_water_short },
  { id: "weeks-to-target", label: m.calc_weeks_short },
] as const;

export type SectionId = (typeof sections)[number]["id"];

export const isSectionId = (value: string): value is SectionId => sections.some((s) => s.id === value);
