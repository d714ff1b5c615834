import type { Muscle, MuscleGroup } from "../../core/training/exercise";

/** Which muscles the body map lights up for a group. */
export const groupMuscles: Record<MuscleGroup, Muscle[]> = {
  chest: ["pectorals", "serratus"],
  back: ["lats", "upper_back", "lower_back", "traps"],
  shoulders: ["front_delts", "side_delts", "rear_delts"],
  arms: ["biceps", "triceps", "forearms"],
  core: ["abs", "obliques"],
  legs: ["glutes", "quads", "hamstrings", "adductors", "abductors", "calves", "hip_flexors"],
};

export const muscleGroupOf = (muscle: Muscle): MuscleGroup | undefined =>
  (Object.keys(groupMuscles) as MuscleGroup[]).find((g) => groupMuscles[g].includes(muscle));
