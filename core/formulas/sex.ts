// Sex as the formulas take it. The equations (BMR, body fat, DOTS, strength standards) were
// fitted separately for men and women; the profile stores the same choice as MALE or FEMALE.
import type { Gender } from "../plans";

export const sexes = ["male", "female"] as const;
export type Sex = (typeof sexes)[number];

/** The profile's gender as the formulas' sex. */
export const sexOf = (gender: Gender): Sex => (gender === "MALE" ? "male" : "female");
