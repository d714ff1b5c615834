import type { Muscle, MuscleGroup } from "../../core/training/exercise";
import * as m from "../../i18n/paraglide/messages.js";
import { cn } from "../shared/ui/cn";
import { muscleGroupOf } from "./muscle-groups";

export type Highlight = Partial<Record<Muscle, "primary" | "secondary">>;

type Shape = { muscle: Muscle; d: string };

// The project's own drawing: a simple figure, front and back, 200 × 420 units each. Each
// shape is one muscle; left and right sides share a muscle.
const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx},${cy}a${rx},${ry} 0 1,0 ${rx * 2},0a${rx},${ry} 0 1,0 ${-rx * 2},0`;
const mirror = (muscle: Muscle, make: (side: 1 | -1) => string): Shape[] => [
  { muscle, d: make(-1) },
  { muscle, d: make(1) },
];
const at = (side: 1 | -1, dx: number) => 100 + side * dx;

const outline =
  "M88,56 L112,56 L138,66 Q152,72 154,92 L160,190 Q161,205 156,212 L149,213 Q145,200 145,190 L139,112 L134,150 L135,210 Q137,232 132,252 L126,330 L128,398 L107,400 L104,330 L102,252 L100,244 L98,252 L96,330 L93,400 L72,398 L74,330 L68,252 Q63,232 65,210 L66,150 L61,112 L55,190 Q55,200 51,213 L44,212 Q39,205 40,190 L46,92 Q48,72 62,66 Z";

const front: Shape[] = [
  { muscle: "neck", d: "M92,48 L108,48 L110,62 L90,62 Z" },
  { muscle: "traps", d: "M90,60 L100,66 L110,60 L124,68 L76,68 Z" },
  ...mirror("side_delts", (s) => ellipse(at(s, 44), 84, 7, 13)),
  ...mirror("front_delts", (s) => ellipse(at(s, 35), 84, 9, 14)),
  ...mirror(
    "pectorals",
    (s) => `M${at(s, 2)},74 L${at(s, 27)},72 Q${at(s, 31)},92 ${at(s, 25)},106 Q${at(s, 12)},112 ${at(s, 2)},106 Z`,
  ),
  ...mirror("serratus", (s) => ellipse(at(s, 27), 120, 4, 9)),
  ...mirror("biceps", (s) => ellipse(at(s, 45), 120, 8, 19)),
  ...mirror("forearms", (s) => ellipse(at(s, 50), 168, 7, 23)),
  { muscle: "abs", d: "M88,112 L112,112 L113,186 Q100,194 87,186 Z" },
  ...mirror("obliques", (s) => `M${at(s, 15)},114 L${at(s, 26)},122 L${at(s, 27)},178 L${at(s, 15)},186 Z`),
  ...mirror("hip_flexors", (s) => `M${at(s, 4)},196 L${at(s, 18)},192 L${at(s, 12)},214 Z`),
  ...mirror("abductors", (s) => ellipse(at(s, 31), 226, 4, 14)),
  ...mirror("quads", (s) => ellipse(at(s, 17), 266, 13, 42)),
  ...mirror("adductors", (s) => ellipse(at(s, 5), 242, 3.5, 20)),
  ...mirror("calves", (s) => ellipse(at(s, 17), 348, 9, 30)),
];

const back: Shape[] = [
  { muscle: "neck", d: "M92,48 L108,48 L108,58 L92,58 Z" },
  { muscle: "traps", d: "M100,56 L126,69 L112,90 L100,98 L88,90 L74,69 Z" },
  ...mirror("side_delts", (s) => ellipse(at(s, 44), 84, 7, 13)),
  ...mirror("rear_delts", (s) => ellipse(at(s, 35), 86, 9, 13)),
  { muscle: "upper_back", d: "M88,92 L100,100 L112,92 L114,118 L86,118 Z" },
  ...mirror("lats", (s) => `M${at(s, 26)},94 L${at(s, 13)},102 L${at(s, 12)},150 L${at(s, 22)},160 L${at(s, 28)},122 Z`),
  { muscle: "lower_back", d: "M88,150 L112,150 L113,194 L87,194 Z" },
  ...mirror("triceps", (s) => ellipse(at(s, 45), 118, 8, 20)),
  ...mirror("forearms", (s) => ellipse(at(s, 50), 168, 7, 23)),
  ...mirror("glutes", (s) => ellipse(at(s, 15), 218, 15, 17)),
  ...mirror("abductors", (s) => ellipse(at(s, 31), 212, 4, 12)),
  ...mirror("hamstrings", (s) => ellipse(at(s, 16), 280, 12, 38)),
  ...mirror("calves", (s) => ellipse(at(s, 16), 346, 10, 28)),
];

function Figure({
  shapes,
  label,
  highlight,
  selected,
  onPick,
}: {
  shapes: Shape[];
  label: string;
  highlight: Highlight;
  selected?: MuscleGroup | null;
  onPick?: (group: MuscleGroup) => void;
}) {
  return (
    <figure className="grid justify-items-center gap-1">
      <svg viewBox="0 0 200 420" className="h-64 w-auto sm:h-80" aria-hidden="true">
        <path d={outline} className="fill-surface-2 stroke-border" strokeWidth="1.5" />
        <circle cx="100" cy="30" r="17" className="fill-surface-2 stroke-border" strokeWidth="1.5" />
        {shapes.map((s, i) => {
          const group = muscleGroupOf(s.muscle);
          const level = highlight[s.muscle];
          return (
            <path
              key={i}
              d={s.d}
              data-muscle={s.muscle}
              onClick={onPick && group ? () => onPick(group) : undefined}
              className={cn(
                "stroke-bg transition-colors",
                level === "primary" ? "fill-accent" : level === "secondary" ? "fill-accent/45" : "fill-border",
                onPick && group && "cursor-pointer hover:fill-accent/70",
                selected && group === selected && !level && "fill-accent/30",
              )}
              strokeWidth="1"
            />
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted">{label}</figcaption>
    </figure>
  );
}

/**
 * Front and back views. The drawing is for the eye (and a mouse or finger): the same choices
 * are buttons beside it, so keyboards and screen readers get them too.
 */
export function BodyMap({
  highlight,
  selected,
  onPick,
  className,
}: {
  highlight: Highlight;
  selected?: MuscleGroup | null;
  onPick?: (group: MuscleGroup) => void;
  className?: string;
}) {
  return (
    <div className={cn("flex justify-center gap-2 sm:gap-6", className)} data-testid="body-map">
      <Figure shapes={front} label={m.exercises_front()} highlight={highlight} selected={selected} onPick={onPick} />
      <Figure shapes={back} label={m.exercises_back_view()} highlight={highlight} selected={selected} onPick={onPick} />
    </div>
  );
}
