// Chooses the library exercise for each slot: only what the member's equipment allows, at the
// tier's level, aimed at the slot's muscles, varied across the week and across regenerations.
import type { Equipment, Exercise, Level } from "./exercise";
import type { Slot } from "./splits";
import { hash } from "../stable-hash";
import { staples } from "./staples";
import type { Tier } from "./workout-plan";

const allowedLevels: Record<Tier, Level[]> = {
  beginner: ["beginner"],
  popular: ["beginner", "intermediate"],
  advanced: ["beginner", "intermediate", "advanced"],
};

const loads = new Set<Equipment>(["barbell", "dumbbell", "kettlebell", "cable", "machine", "smith_machine", "ez_bar", "trap_bar"]);

export function canDo(exercise: Exercise, equipment: ReadonlySet<Equipment>): boolean {
  return exercise.equipment.every((item) => item === "bodyweight" || equipment.has(item));
}

export interface Picker {
  pick(slot: Slot, key: string, takenToday: ReadonlySet<string>): Exercise | null;
}

/** A picker over the exercises the equipment allows; `seed` varies the choice between regenerations. */
export function createPicker(library: readonly Exercise[], equipment: ReadonlySet<Equipment>, tier: Tier, seed: string): Picker {
  const possible = library.filter((e) => canDo(e, equipment));
  const levels = allowedLevels[tier];
  const usedThisWeek = new Map<string, number>();
  const aims = (e: Exercise, slot: Slot) => !slot.muscles?.length || slot.muscles.some((m) => e.primary.includes(m));
  // Strictest first; the tier's level is dropped last, so a beginner with only a pull-up bar still trains their back.
  const stages: ((e: Exercise, slot: Slot) => boolean)[] = [
    (e, slot) => levels.includes(e.level) && (!slot.mechanics || e.mechanics === slot.mechanics) && aims(e, slot),
    (e, slot) => levels.includes(e.level) && aims(e, slot),
    (e, slot) => levels.includes(e.level) && (!slot.mechanics || e.mechanics === slot.mechanics),
    (e) => levels.includes(e.level),
    () => true,
  ];
  // With weights at hand, loaded exercises come first: they can progress for years.
  const loadable = (e: Exercise) => e.equipment.some((item) => loads.has(item));
  const hasLoads = [...equipment].some((item) => loads.has(item));
  const rank = (e: Exercise, slot: Slot, key: string) => [
    usedThisWeek.get(e.slug) ?? 0,
    staples.has(e.slug) ? 0 : 1,
    hasLoads && slot.group !== "core" && !loadable(e) ? 1 : 0,
    // Advanced members skip the easiest regressions (knee push-ups, assisted pull-ups) when there is a choice.
    tier === "advanced" && e.level === "beginner" ? 1 : 0,
    // Main lifts are counted in reps; holds suit the core.
    slot.group !== "core" && e.measure === "seconds" ? 1 : 0,
    hash(`${seed}|${key}|${e.slug}`),
  ];
  return {
    pick(slot, key, takenToday) {
      const ofGroup = possible.filter((e) => e.group === slot.group && !takenToday.has(e.slug));
      for (const stage of stages) {
        const candidates = ofGroup.filter((e) => stage(e, slot));
        if (candidates.length === 0) continue;
        const ranked = candidates
          .map((e) => ({ e, r: rank(e, slot, key) }))
          .sort((a, b) => {
            for (let i = 0; i < a.r.length; i++) if (a.r[i] !== b.r[i]) return a.r[i]! - b.r[i]!;
            return 0;
          });
        const chosen = ranked[0]!.e;
        usedThisWeek.set(chosen.slug, (usedThisWeek.get(chosen.slug) ?? 0) + 1);
        return chosen;
      }
      return null;
    },
  };
}
