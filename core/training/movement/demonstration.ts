// What an exercise's demonstration is drawn from: a movement pattern and the exercise's own
// parameters (what is held, where from, how far, how wide).

export const movementPatterns = [
  "squat",
  "hinge",
  "swing",
  "lunge",
  "step-up",
  "calf-raise",
  "leg-press",
  "leg-extension",
  "leg-curl",
  "nordic-curl",
  "hip-thrust",
  "glute-bridge",
  "bench-press",
  "fly",
  "pullover",
  "lying-extension",
  "push-up",
  "dip",
  "overhead-press",
  "seated-press",
  "handstand",
  "front-raise",
  "lateral-raise",
  "rear-fly",
  "upright-row",
  "shrug",
  "row",
  "seated-row",
  "inverted-row",
  "pull-up",
  "pulldown",
  "straight-arm-pulldown",
  "curl",
  "wrist-curl",
  "pushdown",
  "overhead-extension",
  "kickback",
  "plank",
  "mountain-climber",
  "bird-dog",
  "dead-bug",
  "crunch",
  "leg-raise",
  "hanging-leg-raise",
  "rollout",
  "carry",
  "press-forward",
  "chop",
  "back-extension",
] as const;
export type MovementPattern = (typeof movementPatterns)[number];

/** What the figure holds or works against, as drawn. */
export const drawnEquipment = ["body", "barbell", "dumbbells", "kettlebell", "cable", "band", "machine", "ball", "wheel", "straps"] as const;
export type DrawnEquipment = (typeof drawnEquipment)[number];

/** Where a standing figure holds its load, when the pattern leaves the arms free. */
export const holds = ["sides", "back", "front", "chest", "forward", "overhead"] as const;
export type Hold = (typeof holds)[number];

export interface Demonstration {
  pattern: MovementPattern;
  equipment: DrawnEquipment;
  /** Feet width: the far leg is drawn that much apart. */
  stance?: "narrow" | "hip" | "wide";
  /** Hand width and the way the hands face. */
  grip?: "overhand" | "underhand" | "neutral" | "wide" | "close";
  /** Share of the pattern's full range the exercise moves through, 0.2 to 1 (1 when absent). */
  range?: number;
  hold?: Hold;
  /** Degrees the upper body is turned from the pattern's own (incline +, decline -). */
  tilt?: number;
  /** Where a cable or band pulls from: in front (or behind) at the height given. */
  from?: "high" | "mid" | "low" | "feet";
  behind?: boolean;
}
