// Risk notes from what the app knows about the member: a vegetarian nutrition plan, age over
// 50, a woman of 19 to 50, heavy training. Each note names the nutrients it is about; its text
// and sources are in content/micronutrients/risk-notes.ts.
import type { Sex } from "../formulas/sex";
import type { ActivityLevel } from "../plans";

export const riskNoteIds = ["vegetarian", "over-50", "women-19-50", "heavy-training"] as const;
export type RiskNoteId = (typeof riskNoteIds)[number];

export interface RiskContext {
  sex: Sex;
  age: number;
  activity: ActivityLevel | null;
  /** The member's nutrition plan is vegetarian. */
  vegetarian: boolean;
  /** Training days a week in the member's workout plan; 0 without one. */
  trainingDays: number;
}

/** Five or more training days a week, or an active or very active day, count as heavy training. */
export const heavyTrainingDays = 5;

export function riskNotesFor(ctx: RiskContext): RiskNoteId[] {
  const notes: RiskNoteId[] = [];
  if (ctx.vegetarian) notes.push("vegetarian");
  if (ctx.age > 50) notes.push("over-50");
  if (ctx.sex === "female" && ctx.age >= 19 && ctx.age <= 50) notes.push("women-19-50");
  if (ctx.trainingDays >= heavyTrainingDays || ctx.activity === "ACTIVE" || ctx.activity === "VERY_ACTIVE")
    notes.push("heavy-training");
  return notes;
}
