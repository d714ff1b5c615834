// An exercise page's text, loaded with the page: one chunk per muscle group.
import type { ExerciseDetails, MuscleGroup } from "../../core/training/exercise";

const loaders: Record<MuscleGroup, () => Promise<Record<string, ExerciseDetails>>> = {
  chest: () => import("./chest.details").then((m) => m.chestDetails),
  back: () => import("./back.details").then((m) => m.backDetails),
  legs: () => import("./legs.details").then((m) => m.legsDetails),
  shoulders: () => import("./shoulders.details").then((m) => m.shouldersDetails),
  arms: () => import("./arms.details").then((m) => m.armsDetails),
  core: () => import("./core.details").then((m) => m.coreDetails),
};

export async function loadExerciseDetails(group: MuscleGroup, slug: string): Promise<ExerciseDetails | undefined> {
  return (await loaders[group]())[slug];
}
