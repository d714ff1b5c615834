// The exercise library: the list entries of all six groups (details load per page).
import { arms } from "./arms";
import { back } from "./back";
import { chest } from "./chest";
import { core } from "./core";
import { legs } from "./legs";
import { shoulders } from "./shoulders";
import type { Exercise, MuscleGroup } from "../../core/training/exercise";

export const exercisesByGroup: Record<MuscleGroup, Exercise[]> = { chest, back, legs, shoulders, arms, core };
export const exercises: Exercise[] = Object.values(exercisesByGroup).flat();

const slugs = new Set(exercises.map((e) => e.slug));
/** Whether a slug names an exercise of the library (not an own one, `own-<id>`, nor an unknown one). */
export const isLibraryExercise = (slug: string): boolean => slugs.has(slug);
