import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Tabs } from "radix-ui";
import { useEffect, useMemo, useState } from "react";
import type { MicronutrientNeedsJson } from "../../core/api/micronutrients";
import type { Locale } from "../../core/locale";
import type { LifeStage } from "../../core/safety/health-context";
import type { DayItem } from "../../core/micronutrients/day-totals";
import type { MicronutrientKind } from "../../core/micronutrients/nutrients";
import * as m from "../../i18n/paraglide/messages.js";
import { useProfile } from "../shared/queries/profile";
import { ApiFailure } from "../shared/api/client";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";
import { QueryState } from "../shared/ui/QueryState";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { tabClass, tabListClass } from "../shared/ui/tab-styles";
import { TabPanel } from "../shared/ui/TabPanel";
import { analysisQuery, needsQuery } from "./api";
import { itemsOf, rowFor, updateDraft, useDayDraft } from "./day-draft";
import { DayBuilder, rowError } from "./DayBuilder";
import { NeedsList } from "./NeedsList";
import { NutrientBars } from "./NutrientBars";
import { RiskNotes } from "./RiskNotes";
import { SavedDays } from "./SavedDays";
import { Suggestions } from "./Suggestions";

type Tab = "day" | "needs" | "saved";

/** The life stage the needs are for; it is set in the profile, not on this screen. */
const stageText: Record<LifeStage, () => string> = {
  none: m.micro_stage_profile_none,
  pregnancy: m.micro_stage_profile_pregnancy,
  lactation: m.micro_stage_profile_lactation,
};

const copy = {
  vitamin: { title: m.nav_vitamins, lead: m.micro_vitamins_lead, results: m.micro_results_vitamins },
  mineral: { title: m.nav_minerals, lead: m.micro_minerals_lead, results: m.micro_results_minerals },
} as const;

/** The vitamin or the mineral analyzer: one engine and one day, the screen's own nutrients. */
export function AnalyzerPage({ kind }: { kind: MicronutrientKind }) {
  const locale = useLocale();
  const { user, data: profile } = useProfile();
  // The life stage is the profile's; it keys the queries so a change in the profile asks again.
  const stage = profile?.lifeStage ?? "none";
  const needs = useQuery({ ...needsQuery(user?.id ?? "-", stage), enabled: user !== null });
  if (!user) return null;
  const incomplete =
    needs.error instanceof ApiFailure && needs.error.code === "micronutrients_profile_incomplete" ? needs.error.message : null;
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={copy[kind].title()} lead={copy[kind].lead()} />
      {incomplete !== null ? (
        <ProfileIncomplete message={incomplete} />
      ) : (
        <QueryState
          query={needs}
          loadingLabel={m.micro_loading()}
          failedText={m.micro_needs_failed()}
          retryLabel={m.micro_retry()}
          skeletonClassName="h-96 rounded-2xl"
        >
          {(data) => <Analyzer kind={kind} userId={user.id} stage={stage} needs={data} locale={locale} />}
        </QueryState>
      )}
      <p className="text-xs text-muted">{m.micro_data_note()}</p>
      <p className="text-xs text-muted">{m.micro_method_note()}</p>
    </section>
  );
}

function ProfileIncomplete({ message }: { message: string }) {
  const href = useScreenHref();
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-2xl border border-warning/60 bg-surface p-5">
      <p>{message}</p>
      <Link to={href("/profile")} className={buttonClass("primary", "sm")}>
        {m.micro_open_profile()}
      </Link>
    </div>
  );
}

/** Waits until the value has stopped changing for `ms`, so typing does not send a request per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Analyzer({
  kind,
  userId,
  stage,
  needs,
  locale,
}: {
  kind: MicronutrientKind;
  userId: string;
  stage: LifeStage;
  needs: MicronutrientNeedsJson;
  locale: Locale;
}) {
  const draft = useDayDraft();
  const [tab, setTab] = useState<Tab>("day");
  const href = useScreenHref();
  const valid = draft.rows.length > 0 && draft.rows.every((r) => rowError(r) === null);
  // The whole day, for saving; the analysis leaves out rows with an impossible amount (marked on the row).
  const items: DayItem[] | null = useMemo(() => (valid ? itemsOf(draft.rows) : null), [valid, draft.rows]);
  const goodRows = useMemo(() => draft.rows.filter((r) => rowError(r) === null), [draft.rows]);
  const analysed: DayItem[] = useMemo(() => itemsOf(goodRows), [goodRows]);
  const leftOut = draft.rows.length - goodRows.length;
  const settled = useSettled(analysed, 350);
  const analysis = useQuery({
    ...analysisQuery(userId, stage, settled),
    enabled: settled.length > 0,
  });
  const screenNeeds = needs.needs.filter((n) => n.kind === kind);
  const slugs = screenNeeds.map((n) => n.slug);
  const sex = needs.sex === "male" ? m.micro_sex_male() : m.micro_sex_female();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="font-medium" data-testid="needs-for">
          {m.micro_needs_for({ sex, age: String(needs.age) })}
        </p>
        {needs.stageApplies && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-muted" data-testid="needs-stage">
            <span>{stageText[needs.stage]()}</span>
            <Link to={href("/profile")} className="inline-flex min-h-6 items-center font-medium text-accent underline-offset-4 hover:underline">
              {m.micro_stage_change()}
            </Link>
          </p>
        )}
      </div>

      <RiskNotes ids={needs.riskNotes} kind={kind} locale={locale} />

      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)} className="grid gap-5">
        <Tabs.List aria-label={m.micro_tabs_label()} className={tabListClass}>
          <Tabs.Trigger value="day" className={tabClass}>
            {m.micro_tab_day()}
          </Tabs.Trigger>
          <Tabs.Trigger value="needs" className={tabClass}>
            {m.micro_tab_needs()}
          </Tabs.Trigger>
          <Tabs.Trigger value="saved" className={tabClass}>
            {m.micro_tab_saved()}
          </Tabs.Trigger>
        </Tabs.List>

        <TabPanel value="day" className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <DayBuilder userId={userId} locale={locale} draft={draft} planDay={needs.planDay} items={items} counted={analysed} />
          <div className="grid gap-6">
            <section aria-labelledby="micro-results-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
              <header className="grid gap-1">
                <h2 id="micro-results-title" className="text-lg font-semibold">
                  {m.micro_results_title()}
                </h2>
                <p className="text-sm text-muted">{copy[kind].results()}</p>
              </header>
              {leftOut > 0 && <p className="text-sm text-danger">{m.micro_rows_left_out({ count: String(leftOut) })}</p>}
              {draft.rows.length === 0 ? (
                <p className="text-muted">{m.micro_day_empty()}</p>
              ) : analysed.length === 0 ? (
                <p className="text-danger">{m.micro_fix_items()}</p>
              ) : (
                <QueryState
                  query={analysis}
                  loadingLabel={m.micro_analysing()}
                  failedText={m.micro_analysis_failed()}
                  retryLabel={m.micro_retry()}
                  skeletonClassName="h-96 rounded-xl"
                >
                  {(day) => (
                    <div
                      aria-busy={analysis.isFetching}
                      className={analysis.isPlaceholderData ? "opacity-70 transition-opacity" : undefined}
                    >
                      <NutrientBars
                        results={day.nutrients.filter((n) => n.kind === kind)}
                        locale={locale}
                        label={copy[kind].results()}
                      />
                    </div>
                  )}
                </QueryState>
              )}
            </section>
            {analysis.data && analysed.length > 0 && (
              <Suggestions
                analysis={analysis.data}
                slugs={slugs}
                locale={locale}
                onAdd={(food, grams) => updateDraft((d) => ({ ...d, rows: [...d.rows, rowFor(food, grams)] }))}
              />
            )}
          </div>
        </TabPanel>

        <TabPanel value="needs">
          <NeedsList needs={screenNeeds} locale={locale} />
        </TabPanel>

        <TabPanel value="saved">
          <SavedDays userId={userId} stage={stage} kind={kind} locale={locale} onOpen={() => setTab("day")} />
        </TabPanel>
      </Tabs.Root>
    </div>
  );
}
