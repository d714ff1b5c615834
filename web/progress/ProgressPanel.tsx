import { Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { lazy, useEffect, useState } from "react";
import { weeklyRate } from "../../core/progress/trend";
import type { BodyEntryJson } from "../../core/progress/entry";
import type { ProfileJson } from "../../core/profile";
import { chartValueOf, compositionFields, type ChartField } from "../../core/progress/composition";
import { circumferences } from "../../core/progress/measurements";
import { formatAmount, formatNumber, formatPercent, localIsoDateFromToday, withUnit } from "../shared/i18n/format";
import { useUnits, weightIn, type UnitSystem } from "../shared/units/units";
import { useScreenHref } from "../shared/navigation/paths";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { chipClass } from "../shared/ui/chip-styles";
import { cn } from "../shared/ui/cn";
import { QueryState } from "../shared/ui/QueryState";
import { Segmented } from "../shared/ui/Segmented";
import { WhenNear } from "../shared/ui/WhenNear";
import { notify } from "../shared/ui/toast";
import { useBodyLog } from "../shared/offline/body-log";
import { latestMeasurements } from "../shared/queries/progress";
import { EntriesList } from "./EntriesList";
import { LatestMeasurements } from "./LatestMeasurements";
import { allValues, EntryDialog, givenValues, type Draft } from "./EntryDialog";
import { SyncNote } from "./SyncNote";
import { GoalWeight } from "./GoalWeight";
import { chartLabels } from "./labels";
import { shownOf, unitOf } from "./units";

/** The chart's choices in the chips' order: the weight, body fat with the masses it gives, the circumferences. */
const chartFields: readonly ChartField[] = ["weight", "bodyFat", ...compositionFields, ...circumferences];

const WeightChart = lazy(() => import("./WeightChart"));

const ranges = [
  { key: "1m", days: 31, label: m.progress_range_month },
  { key: "3m", days: 92, label: m.progress_range_quarter },
  { key: "1y", days: 366, label: m.progress_range_year },
  { key: "all", days: Infinity, label: m.progress_range_all },
] as const;
type Range = (typeof ranges)[number]["key"];

const sign = (n: number) => (n > 0 ? "+" : n < 0 ? "−" : "");
const signed = (n: number, digits = 1) => `${sign(n)}${formatNumber(Math.abs(n), digits)}`;

/**
 * Weight, body fat and measurements over time: the chart with its trend and goal, the log, the
 * latest values. Every change is kept on this device first and shown at once, marked until the
 * server has it (decision 0042's addendum); the server's answers refresh the profile's weight and
 * the activity overview.
 */
export default function ProgressPanel({ userId, profile }: { userId: string; profile: ProfileJson | null }) {
  const log = useBodyLog(userId);
  const { engine, refused, refusalSeen } = log;
  // Kept here so a failed refresh and a retry do not reset the chosen period and measurement.
  const [range, setRange] = useState<Range>("3m");
  const [field, setField] = useState<ChartField>("weight");
  const weighIn = useWeighInAnchor();
  const units = useUnits();

  // A change the server refused for good (its day taken, its entry gone) is said once.
  useEffect(() => {
    if (!refused) return;
    notify.error(m.progress_sync_refused({ count: String(refused) }), { duration: 10_000 });
    refusalSeen();
  }, [refused, refusalSeen]);

  return (
    <section aria-labelledby="progress-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="progress-title" className="text-lg font-semibold">
            {m.progress_title()}
          </h2>
          <p className="text-sm text-muted">{m.progress_lead()}</p>
        </div>
        <EntryDialog
          key={weighIn}
          openAtStart={weighIn > 0}
          units={units}
          onSave={(value) => engine.log(value.date, givenValues(value))}
          trigger={
            <button type="button" className={buttonClass("primary", "sm")}>
              <Plus aria-hidden="true" className="size-4" />
              {m.progress_log()}
            </button>
          }
        />
      </header>

      <SyncNote sync={log.sync} />

      <QueryState
        query={log.query}
        loadingLabel={m.profile_loading()}
        failedText={m.progress_load_failed()}
        retryLabel={m.profile_retry()}
        skeletonClassName="h-72 rounded-xl"
      >
        {(list) => (
          <ProgressBody
            userId={userId}
            profile={profile}
            units={units}
            entries={log.entries ?? list}
            unsentIds={log.unsentIds}
            range={range}
            onRange={setRange}
            field={field}
            onField={setField}
            onEdit={(entry, value) => engine.edit(entry, value.date, allValues(value))}
            onRemove={(entry) => engine.remove(entry)}
          />
        )}
      </QueryState>
    </section>
  );
}

const weighInAnchor = "#weigh-in";

/**
 * /profile#weigh-in, where a weigh-in reminder leads: the day's log opens (again for each such
 * link while the page is open), and the address drops the anchor so a reload does not reopen it.
 * Counts the links followed: the dialog is keyed by it.
 */
function useWeighInAnchor(): number {
  const [count, setCount] = useState(() => (typeof window !== "undefined" && window.location.hash === weighInAnchor ? 1 : 0));
  useEffect(() => {
    const drop = () => {
      if (window.location.hash !== weighInAnchor) return false;
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      return true;
    };
    drop();
    const follow = () => drop() && setCount((n) => n + 1);
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  return count;
}

/** The loaded log: the period, the goal, the numbers, the chart, the latest measurements and the list. */
function ProgressBody(props: {
  userId: string;
  profile: ProfileJson | null;
  units: UnitSystem;
  /** In date order, as this device sees them. */
  entries: BodyEntryJson[];
  unsentIds: ReadonlySet<string>;
  range: Range;
  onRange: (range: Range) => void;
  /** The measurement the chart and the numbers above it show (the weight unless chosen). */
  field: ChartField;
  onField: (field: ChartField) => void;
  onEdit: (entry: BodyEntryJson, value: Draft) => Promise<unknown>;
  onRemove: (entry: BodyEntryJson) => Promise<unknown>;
}) {
  const { entries, profile, units } = props;
  const href = useScreenHref();
  const days = ranges.find((r) => r.key === props.range)!.days;
  const since = Number.isFinite(days) ? localIsoDateFromToday(-days) : "";
  // The chart's series is `weight` by name (core/progress/trend) whichever value it holds, in the
  // member's units: the trend, the change and the rate are worked out in what the member reads.
  const seriesOf = (f: ChartField) =>
    entries.flatMap((e) => {
      const v = e.date >= since ? chartValueOf(e, f) : null;
      return v === null ? [] : [{ date: e.date, weight: shownOf(f, v, units) }];
    });
  // The measurements with two days or more in the period can be charted; the weight leads, the
  // masses a weighed body fat reading gives follow the body fat.
  const chartable = chartFields.filter((f) => seriesOf(f).length >= 2);
  const field = chartable.includes(props.field) ? props.field : (chartable[0] ?? "weight");
  const series = seriesOf(field);
  const value = chartValue(field, units);
  const rate = weeklyRate(series);
  const change = series.length >= 2 ? series.at(-1)!.weight - series[0]!.weight : null;
  const latest = latestMeasurements(entries);
  const current = entries.findLast((e) => chartValueOf(e, field) !== null);
  const goal = field === "weight" && profile?.targetWeight != null ? weightIn(profile.targetWeight, units) : null;
  const chartLabel =
    field === "weight"
      ? m.progress_chart_label({ count: String(series.length) })
      : m.progress_chart_label_measurement({ measurement: value.name, count: String(series.length) });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Segmented
          name="progress-range"
          legend={m.progress_range()}
          legendHidden
          options={ranges.map((r) => ({ value: r.key, label: r.label() }))}
          value={props.range}
          onChange={props.onRange}
          // Four in a row from a 360 px phone, two and two under it: never three and one alone.
          columns="grid-cols-2 min-[360px]:grid-cols-4"
          className="w-full sm:w-auto"
        />
        <GoalWeight userId={props.userId} profile={profile} units={units} />
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat
          term={field === "weight" ? m.progress_current() : m.progress_current_measurement({ measurement: value.name })}
          value={current ? value.format(shownOf(field, chartValueOf(current, field)!, units)) : "—"}
        />
        <Stat term={m.progress_change()} value={change === null ? "—" : value.signed(change, 1)} />
        <Stat
          term={m.progress_rate()}
          value={rate === null ? "—" : m.progress_rate_per_week({ value: value.signed(rate, 2) })}
          className="col-span-2 sm:col-span-1"
        />
      </dl>

      {/* The chips name what the chart shows whenever it is not the weight (one measurement alone too). */}
      {(chartable.length > 1 || field !== "weight") && (
        <ToggleGroup.Root
          type="single"
          value={field}
          // A second press on the chosen chip keeps it: the chart always shows something.
          onValueChange={(v) => v && props.onField(v as ChartField)}
          aria-label={m.progress_chart_measurement()}
          className="flex flex-wrap gap-2"
          data-testid="progress-chart-measurement"
        >
          {chartable.map((f) => (
            <ToggleGroup.Item key={f} value={f} className={chipClass}>
              {chartLabels[f]()}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      )}

      {/* The chart's code loads, and it draws, once it comes near the view (decision 0035). */}
      {series.length >= 2 ? (
        <WhenNear placeholder={<div className="h-72 animate-pulse rounded-xl bg-surface-2" role="img" aria-label={chartLabel} />}>
          <WeightChart points={series} goal={goal} label={chartLabel} value={value} />
        </WhenNear>
      ) : (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{m.progress_chart_empty()}</p>
      )}

      {(latest.bodyFat || circumferences.some((k) => latest[k])) && (
        <div className="grid gap-2">
          <LatestMeasurements entries={entries} units={units} />
          {/* The calculator estimates body fat from the circumferences. */}
          {circumferences.some((k) => latest[k]) && (
            <Link
              to={href("/calculators")}
              hash="body-fat"
              className="justify-self-start text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              {m.progress_body_fat_link()}
            </Link>
          )}
        </div>
      )}

      <EntriesList entries={entries} units={units} unsentIds={props.unsentIds} onEdit={props.onEdit} onRemove={props.onRemove} />
    </>
  );
}

/**
 * A measurement's name and how its values and changes (already in the member's units) are written:
 * kg or lb for the weight, % for body fat ("22%" / «22 %»), cm or in for the circumferences.
 */
function chartValue(field: ChartField, units: UnitSystem) {
  const name = chartLabels[field]();
  if (field === "bodyFat") {
    return {
      name,
      unit: "%",
      format: (n: number) => formatPercent(n),
      signed: (n: number, digits: number) => `${sign(n)}${formatPercent(Math.abs(n), digits)}`,
    };
  }
  const unit = unitOf(field, units);
  return {
    name,
    unit,
    format: (n: number) => formatAmount(n, unit, 1),
    signed: (n: number, digits: number) => withUnit(signed(n, digits), unit),
  };
}

function Stat({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className={cn("rounded-xl bg-surface-2/60 px-4 py-3", className)}>
      <dt className="text-xs font-medium text-muted">{term}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}
