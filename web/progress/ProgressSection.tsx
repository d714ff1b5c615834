import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { weeklyRate } from "../../core/progress/trend";
import type { ProfileJson } from "../../core/profile";
import { formatDate, formatNumber, localIsoDate } from "../i18n/format";
import { isMobilePath } from "../navigation/paths";
import * as m from "../paraglide/messages.js";
import { profileApi, storeProfile } from "../profile/api";
import { buttonClass } from "../ui/button-styles";
import { cn } from "../ui/cn";
import { notify } from "../ui/toast";
import { entriesQuery, latestMeasurements, measurementKeys, progressApi, type EntryInput } from "./api";
import { EntriesList } from "./EntriesList";
import { EntryDialog } from "./EntryDialog";
import { GoalWeight } from "./GoalWeight";
import { valueLabels } from "./labels";

const WeightChart = lazy(() => import("./WeightChart"));

const ranges = [
  { key: "1m", days: 31, label: m.progress_range_month },
  { key: "3m", days: 92, label: m.progress_range_quarter },
  { key: "1y", days: 366, label: m.progress_range_year },
  { key: "all", days: Infinity, label: m.progress_range_all },
] as const;
type Range = (typeof ranges)[number]["key"];

const signed = (n: number, digits = 1) => `${n > 0 ? "+" : n < 0 ? "−" : ""}${formatNumber(Math.abs(n), digits)}`;

/** Weight and measurements over time: the chart with its trend and goal, the log, the latest values. */
export function ProgressSection({ userId, profile }: { userId: string; profile: ProfileJson | null }) {
  const queryClient = useQueryClient();
  const mobile = isMobilePath(useLocation().pathname);
  const { data: entries, isPending, isError, refetch } = useQuery(entriesQuery(userId));
  const [range, setRange] = useState<Range>("3m");

  const save = async (input: EntryInput, id?: string) => {
    await (id ? progressApi.edit(id, input) : progressApi.log(input));
    const newest = entries?.reduce((d, e) => (e.date > d ? e.date : d), "") ?? "";
    // The newest logged weight is the member's current weight: the profile follows it.
    if (profile && typeof input.weight === "number" && input.date >= newest && input.weight !== profile.weight) {
      const { warnings: _w, ...next } = await profileApi.update({ weight: input.weight });
      storeProfile(queryClient, userId, next);
    }
    await queryClient.invalidateQueries({ queryKey: ["progress", userId] });
    void queryClient.invalidateQueries({ queryKey: ["overview", userId] });
    notify.success(m.progress_saved());
  };

  const days = ranges.find((r) => r.key === range)!.days;
  const since = Number.isFinite(days) ? localIsoDate(new Date(Date.now() - days * 86_400_000)) : "";
  const weights = (entries ?? []).filter((e) => e.weight !== null && e.date >= since).map((e) => ({ date: e.date, weight: e.weight! }));
  const rate = weeklyRate(weights);
  const change = weights.length >= 2 ? weights.at(-1)!.weight - weights[0]!.weight : null;
  const latest = latestMeasurements(entries ?? []);
  const goal = profile?.targetWeight ?? null;

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
          onSave={(input) => save(input)}
          trigger={
            <button type="button" className={buttonClass("primary", "sm")}>
              <Plus aria-hidden="true" className="size-4" />
              {m.progress_log()}
            </button>
          }
        />
      </header>

      {isPending ? (
        <div role="status" aria-label={m.profile_loading()} className="h-72 animate-pulse rounded-xl bg-surface-2" />
      ) : isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-danger">{m.progress_load_failed()}</span>
          <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline" onClick={() => void refetch()}>
            {m.profile_retry()}
          </button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div role="group" aria-label={m.progress_range()} className="inline-flex gap-1 rounded-xl border border-border bg-surface-2 p-1">
              {ranges.map((r) => (
                <button
                  key={r.key}
                  type="button"
                  aria-pressed={range === r.key}
                  onClick={() => setRange(r.key)}
                  className={cn("h-8 rounded-lg px-3 text-sm font-semibold text-muted", range === r.key && "bg-surface text-text shadow-sm")}
                >
                  {r.label()}
                </button>
              ))}
            </div>
            <GoalWeight userId={userId} profile={profile} />
          </div>

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat term={m.progress_current()} value={latest.weight ? `${formatNumber(latest.weight.value, 1)} ${m.unit_kg()}` : "—"} />
            <Stat term={m.progress_change()} value={change === null ? "—" : `${signed(change)} ${m.unit_kg()}`} />
            <Stat term={m.progress_rate()} value={rate === null ? "—" : m.progress_rate_value({ kg: signed(rate, 2) })} className="col-span-2 sm:col-span-1" />
          </dl>

          {weights.length >= 2 ? (
            <Suspense fallback={<div className="h-72 animate-pulse rounded-xl bg-surface-2" />}>
              <WeightChart points={weights} goal={goal} label={m.progress_chart_label({ count: String(weights.length) })} />
            </Suspense>
          ) : (
            <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{m.progress_chart_empty()}</p>
          )}

          {measurementKeys.some((k) => latest[k]) && (
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{m.progress_latest_measurements()}</h3>
              <ul className="flex flex-wrap gap-2">
                {measurementKeys.map(
                  (k) =>
                    latest[k] && (
                      <li key={k} className="rounded-lg border border-border bg-surface-2/60 px-3 py-1.5 text-sm" title={formatDate(latest[k].date)}>
                        <span className="text-muted">{valueLabels[k]()}</span> <strong className="tabular-nums">{formatNumber(latest[k].value, 1)}</strong> {m.unit_cm()}
                      </li>
                    ),
                )}
              </ul>
              <Link to={mobile ? "/mcalculators" : "/calculators"} hash="body-fat" className="justify-self-start text-sm font-semibold text-accent underline-offset-4 hover:underline">
                {m.progress_body_fat_link()}
              </Link>
            </div>
          )}

          <EntriesList entries={entries} onSave={save} onDelete={async (id) => {
            await progressApi.remove(id);
            await queryClient.invalidateQueries({ queryKey: ["progress", userId] });
            void queryClient.invalidateQueries({ queryKey: ["overview", userId] });
            notify.success(m.progress_deleted());
          }} />
        </>
      )}
    </section>
  );
}

function Stat({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className={cn("rounded-xl bg-surface-2/60 px-4 py-3", className)}>
      <dt className="text-xs font-medium text-muted">{term}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}
