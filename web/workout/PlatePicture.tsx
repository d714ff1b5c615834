import type { UnitSystem } from "../shared/units/units";

// Competition colours (IWF): 25 red, 20 blue, 15 yellow, 10 green, 5 white; small plates dark.
const kgColours: Record<string, string> = { "25": "#dc2626", "20": "#2563eb", "15": "#eab308", "10": "#16a34a", "5": "#f8fafc", "2.5": "#1f2937", "1.25": "#9ca3af" };
const lbColours: Record<string, string> = { "45": "#2563eb", "35": "#eab308", "25": "#16a34a", "10": "#f8fafc", "5": "#dc2626", "2.5": "#9ca3af" };

/**
 * One side of the bar as a small picture: the sleeve and each plate, taller and thicker the
 * heavier it is, in its usual colour. Decorative: the text beside it says the same.
 */
export function PlatePicture({ perSide, units, largest }: { perSide: readonly number[]; units: UnitSystem; largest: number }) {
  const colours = units === "imperial" ? lbColours : kgColours;
  const height = 96;
  // Each plate's size, then its place: the next one starts where the one before ends.
  const sized = perSide.map((plate) => {
    const share = Math.min(1, plate / largest);
    return { plate, h: Math.round(height * (0.35 + 0.65 * share)), w: Math.round(8 + 10 * share) };
  });
  const starts = sized.reduce<number[]>((xs, p, i) => [...xs, i === 0 ? 18 : xs[i - 1]! + sized[i - 1]!.w + 2], []);
  const end = sized.length ? starts.at(-1)! + sized.at(-1)!.w + 2 : 18;
  const plates = sized.map(({ plate, h, w }, i) => (
    <rect key={i} x={starts[i]} y={(height - h) / 2 + 4} width={w} height={h} rx={2} fill={colours[String(plate)] ?? "#64748b"} stroke="currentColor" strokeOpacity={0.35} />
  ));
  const width = Math.max(120, end + 40);
  return (
    <svg viewBox={`0 0 ${width} ${height + 8}`} className="h-24 w-full max-w-xs text-text" aria-hidden="true" data-testid="plate-picture">
      {/* The collar and the sleeve the plates slide onto. */}
      <rect x={0} y={height / 2 - 1} width={width} height={10} rx={3} fill="#94a3b8" />
      <rect x={10} y={height / 2 - 8} width={6} height={24} rx={1.5} fill="#64748b" />
      {plates}
    </svg>
  );
}
