// The profile API's payloads: create takes every metric, update any
// of them. Same rules and messages as the sign-up metrics.
import * as v from "valibot";
import { goals } from "../plans";
import { metricsSchema } from "./account";

export const profileCreateSchema = metricsSchema;

/** The goal weight the progress chart draws; null clears it. */
export const targetWeightSchema = v.nullable(metricsSchema.entries.weight);

export const profileUpdateSchema = v.pipe(
  v.partial(
    v.object({
      ...metricsSchema.entries,
      goal: v.picklist(goals, "validation_goal_required"),
      targetWeight: targetWeightSchema,
    }),
  ),
  v.check((input) => Object.keys(input).length > 0, "validation_profile_empty"),
);

export type ProfileCreateInput = v.InferInput<typeof profileCreateSchema>;
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>;
