import {
  equipment as allEquipment,
  levels as allLevels,
  muscleGroups,
  type Equipment,
  type Exercise,
  type Level,
  type MuscleGroup,
} from "../../core/training/exercise";

/** The list's state as it travels in the address: ?q=&group=&equipment=a,b&level=a,b */
export interface ExerciseFilters {
  q: string;
  group: MuscleGroup | null;
  equipment: Equipment[];
  level: Level[];
}

const listOf = <T extends string>(raw: string | undefined, allowed: readonly T[]): T[] =>
  (raw ?? "").split(",").filter((v): v is T => (allowed as readonly string[]).includes(v));

export function readFilters(search: { q?: string; group?: string; equipment?: string; level?: string }): ExerciseFilters {
  return {
    q: search.q ?? "",
    group: (muscleGroups as readonly string[]).includes(search.group ?? "") ? (search.group as MuscleGroup) : null,
    equipment: listOf(search.equipment, allEquipment),
    level: listOf(search.level, allLevels),
  };
}

export function writeFilters(f: ExerciseFilters) {
  return {
    q: f.q || undefined,
    group: f.group ?? undefined,
    equipment: f.equipment.length ? f.equipment.join(",") : undefined,
    level: f.level.length ? f.level.join(",") : undefined,
  };
}

/**
 * The exercises to show, in search order: the group, the levels, and equipment the member
 * has (an exercise passes when everything it needs is among the chosen items; bodyweight
 * counts as always there).
 */
export function applyFilters(exercises: Exercise[], ranked: string[], f: ExerciseFilters): Exercise[] {
  const bySlug = new Map(exercises.map((e) => [e.slug, e]));
  const have = new Set<Equipment>([...f.equipment, "bodyweight"]);
  return ranked
    .map((slug) => bySlug.get(slug)!)
    .filter((e) => e && (!f.group || e.group === f.group))
    .filter((e) => !f.level.length || f.level.includes(e.level))
    .filter((e) => !f.equipment.length || e.equipment.every((q) => have.has(q)));
}
