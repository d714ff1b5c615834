import { CartesianGrid, ComposedChart, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { weightTrend, type WeightPoint } from "../../core/progress/trend";
import { formatAmount, formatDate, formatNumber } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Weight by day (dots), its smoothed trend (line) and the goal weight (dashed). */
export default function WeightChart({ points, goal, label }: { points: WeightPoint[]; goal: number | null; label: string }) {
  const data = weightTrend(points).map((p) => ({ x: dayMs(p.date), weight: p.weight, trend: Math.round(p.trend * 10) / 10 }));
  const values = data.flatMap((d) => [d.weight, d.trend]).concat(goal === null ? [] : [goal]);
  const low = Math.floor(Math.min(...values) - 1);
  const high = Math.ceil(Math.max(...values) + 1);
  const short = (x: number) => formatDate(new Date(x), { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <div className="h-72 w-full" role="img" aria-label={label} data-testid="weight-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="x"
            type="number"
            scale="time"
            domain={["dataMin", "dataMax"]}
            tickFormatter={short}
            tick={{ fill: "var(--muted)", fontSize: 11 }}
            stroke="var(--border)"
            minTickGap={24}
          />
          <YAxis
            domain={[low, high]}
            tick={{ fill: "var(--muted)", fontSize: 11 }}
            stroke="var(--border)"
            allowDecimals={false}
            tickFormatter={(y: number) => formatNumber(y)}
            width={48}
          />
          <Tooltip
            contentStyle={{
              background: "var(--surface)",
              border: "1px solid var(--border)",
              borderRadius: 12,
              color: "var(--text)",
            }}
            labelFormatter={(x) => formatDate(new Date(Number(x)), { dateStyle: "medium", timeZone: "UTC" })}
            formatter={(value, name) => [
              formatAmount(Number(value), m.unit_kg(), 1),
              name === "trend" ? m.progress_trend() : m.progress_weight(),
            ]}
          />
          {goal !== null && (
            <ReferenceLine
              y={goal}
              stroke="var(--warning)"
              strokeDasharray="6 4"
              label={{
                value: m.progress_goal_line({ kg: formatNumber(goal, 1) }),
                fill: "var(--muted)",
                fontSize: 11,
                position: "insideTopRight",
              }}
            />
          )}
          <Line
            dataKey="weight"
            stroke="transparent"
            dot={{ r: 3, fill: "var(--muted)", stroke: "none" }}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
          <Line dataKey="trend" stroke="var(--accent)" strokeWidth={2.5} dot={false} type="monotone" isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
