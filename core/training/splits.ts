// Which split suits the days, and what each day type trains. A slot asks for one exercise of a
// group, optionally of a kind (compound or isolation) and aimed at certain muscles.
import type { Muscle, MuscleGroup } from "./exercise";
import type { DayType, Tier } from "./workout-plan";

export interface Slot {
  group: MuscleGroup;
  mechanics?: "compound" | "isolation";
  /** Prefer exercises whose primary muscles include one of these. */
  muscles?: Muscle[];
}

const s = (group: MuscleGroup, mechanics?: Slot["mechanics"], ...muscles: Muscle[]): Slot => ({ group, mechanics, muscles });

/**
 * The week's day types for a number of days: full body up to three days (every group two or
 * three times a week), upper/lower on four, upper/lower plus push/pull/legs on five, and
 * push/pull/legs twice on six (upper/lower when the equipment cannot train the back).
 */
export function splitFor(days: number, canTrainBack: boolean): DayType[] {
  if (days <= 3) return Array.from({ length: days }, () => "full_body");
  if (days === 4) return ["upper", "lower", "upper", "lower"];
  // A pull day without any back exercise would be empty: keep to upper/lower.
  if (!canTrainBack) return days === 5 ? ["upper", "lower", "upper", "lower", "full_body"] : ["upper", "lower", "upper", "lower", "upper", "lower"];
  if (days === 5) return ["upper", "lower", "push_day", "pull_day", "leg_day"];
  return ["push_day", "pull_day", "leg_day", "push_day", "pull_day", "leg_day"];
}

/**
 * The slots of a day. `occurrence` counts earlier days of the same type this week, so the
 * second full-body or upper day varies the movements (a hinge instead of a squat, rows instead
 * of pull-downs). Higher tiers add slots: more exercises, more weekly volume.
 */
export function slotsFor(type: DayType, occurrence: number, tier: Tier): Slot[] {
  const slots = slotsInOrder(type, occurrence, tier);
  // Core work comes last, so it never tires the trunk before the heavy lifts.
  return [...slots.filter((x) => x.group !== "core"), ...slots.filter((x) => x.group === "core")];
}

function slotsInOrder(type: DayType, occurrence: number, tier: Tier): Slot[] {
  const alt = occurrence % 2 === 1;
  const third = occurrence % 3 === 2;
  const extra = tier === "beginner" ? 0 : tier === "popular" ? 1 : 2;
  switch (type) {
    case "full_body": {
      const legs = third ? s("legs", "compound", "glutes") : alt ? s("legs", "compound", "hamstrings") : s("legs", "compound", "quads");
      const back = alt ? s("back", "compound", "upper_back") : s("back", "compound", "lats");
      const shoulders = alt ? s("shoulders", "isolation", "side_delts") : s("shoulders", "compound", "front_delts");
      const arms = alt ? s("arms", undefined, "triceps") : s("arms", undefined, "biceps");
      const base = [legs, s("chest", "compound"), back, shoulders, arms, s("core")];
      const more = [alt ? s("legs", "compound", "quads") : s("legs", "compound", "hamstrings", "glutes"), s("back", "compound", alt ? "lats" : "upper_back")];
      return [...base.slice(0, 3), ...more.slice(0, extra), ...base.slice(3)];
    }
    case "upper": {
      const base = [
        s("chest", "compound"),
        s("back", "compound", alt ? "upper_back" : "lats"),
        s("shoulders", "compound", "front_delts"),
        s("back", "compound", alt ? "lats" : "upper_back"),
        s("arms", "isolation", "biceps"),
        s("arms", undefined, "triceps"),
      ];
      const more = [s("chest", alt ? "compound" : "isolation"), s("shoulders", "isolation", alt ? "rear_delts" : "side_delts")];
      return [...base, ...more.slice(0, extra)];
    }
    case "lower": {
      const main = [s("legs", "compound", alt ? "hamstrings" : "quads"), s("legs", "compound", alt ? "quads" : "hamstrings", "glutes")];
      const more = [s("legs", undefined, alt ? "glutes" : "quads"), s("core", undefined, "obliques")];
      return [...main, ...more.slice(0, extra), s("legs", "isolation", "calves"), s("core")];
    }
    case "push_day": {
      const base = [s("chest", "compound"), s("shoulders", "compound", "front_delts"), s("chest", alt ? "isolation" : "compound"), s("shoulders", "isolation", "side_delts"), s("arms", undefined, "triceps")];
      const more = [s("arms", "isolation", "triceps"), s("chest", "isolation")];
      return [...base, ...more.slice(0, extra)];
    }
    case "pull_day": {
      const base = [s("back", "compound", "lats"), s("back", "compound", "upper_back"), s("arms", "isolation", "biceps"), s("back", undefined, alt ? "upper_back" : "lats")];
      const more = [s("arms", "isolation", "biceps", "forearms"), s("back", "isolation")];
      return [...base, ...more.slice(0, extra)];
    }
    case "leg_day": {
      const base = [s("legs", "compound", "quads"), s("legs", "compound", "hamstrings", "glutes"), s("legs", undefined, alt ? "glutes" : "quads"), s("legs", "isolation", "calves"), s("core")];
      const more = [s("legs", "isolation", "hamstrings"), s("core", undefined, "obliques")];
      return [...base, ...more.slice(0, extra)];
    }
  }
}
