import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from "recharts";

export interface BalancePoint {
  lift: string;
  score: number;
}

/** The lifts' levels on one radar (1 beginner … 5 elite): a round shape is balanced strength. */
export default function BalanceChart({ points, label }: { points: BalancePoint[]; label: string }) {
  return (
    <div className="h-72 w-full" role="img" aria-label={label} data-testid="balance-chart">
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={points} outerRadius="62%">
          <PolarGrid stroke="var(--border)" />
          <PolarAngleAxis dataKey="lift" tick={{ fill: "var(--text)", fontSize: 11 }} />
          <PolarRadiusAxis domain={[0, 5]} tickCount={6} tick={{ fill: "var(--muted)", fontSize: 10 }} axisLine={false} />
          <Radar dataKey="score" stroke="var(--accent)" fill="var(--accent)" fillOpacity={0.35} isAnimationActive={false} />
        </RadarChart>
      </ResponsiveContainer>
    </div>
  );
}
