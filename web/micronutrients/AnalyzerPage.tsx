import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Tabs } from "radix-ui";
import { useState } from "react";
import type { MicronutrientNeedsJson } from "../../core/api/micronutrients";
import type { Locale } from "../../core/locale";
import type { LifeStage } from "../../core/safety/health-context";
import type { MicronutrientKind } from "../../core/micronutrients/nutrients";
import * as m from "../../i18n/paraglide/messages.js";
import { useProfile } from "../shared/queries/profile";
import { ApiFailure } from "../shared/api/client";
import { localIsoDate } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";
import { QueryState } from "../shared/ui/QueryState";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { tabClass, tabListClass } from "../shared/ui/tab-styles";
import { TabPanel } from "../shared/ui/TabPanel";
import { needsQuery } from "./api";
import { DayAnalysis } from "./DayAnalysis";
import { LastDays } from "./LastDays";
import { NeedsList } from "./NeedsList";
import { RiskNotes } from "./RiskNotes";

type Tab = "day" | "needs" | "average";

/**
 * The life stage the needs are for; it is set in the profile, not on this screen. "No" is an
 * answer: a woman who said she is neither pregnant nor breastfeeding is told so, not "not set".
 */
const stageText = (stage: LifeStage, answered: boolean): string =>
  stage === "pregnancy"
    ? m.micro_stage_profile_pregnancy()
    : stage === "lactation"
      ? m.micro_stage_profile_lactation()
      : answered
        ? m.micro_stage_profile_neither()
        : m.micro_stage_profile_none();

const copy = {
  vitamin: { title: m.nav_vitamins, lead: m.micro_vitamins_lead, results: m.micro_results_vitamins },
  mineral: { title: m.nav_minerals, lead: m.micro_minerals_lead, results: m.micro_results_minerals },
} as const;

/** The vitamin or the mineral analyzer: the food diary's days against the member's needs, the screen's own nutrients. */
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
          {(data) => (
            <Analyzer
              kind={kind}
              userId={user.id}
              stage={stage}
              stageAnswered={profile?.lifeStageAnswered ?? false}
              needs={data}
              locale={locale}
            />
          )}
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

/** The day the "Day" tab shows, kept while the member moves between the two analyzers. */
let shownDate: { date: string; today: string } | null = null;

function useShownDate(): [date: string, today: string, setDate: (date: string) => void] {
  const today = localIsoDate();
  // A new day since (the tab left open overnight) starts at the new today.
  const [date, setDate] = useState(() => (shownDate?.today === today ? shownDate.date : today));
  return [
    date,
    today,
    (next) => {
      shownDate = { date: next, today };
      setDate(next);
    },
  ];
}

function Analyzer({
  kind,
  userId,
  stage,
  stageAnswered,
  needs,
  locale,
}: {
  kind: MicronutrientKind;
  userId: string;
  stage: LifeStage;
  stageAnswered: boolean;
  needs: MicronutrientNeedsJson;
  locale: Locale;
}) {
  const [tab, setTab] = useState<Tab>("day");
  const [date, today, setDate] = useShownDate();
  const href = useScreenHref();
  const screenNeeds = needs.needs.filter((n) => n.kind === kind);
  const sex = needs.sex === "male" ? m.micro_sex_male() : m.micro_sex_female();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="font-medium" data-testid="needs-for">
          {m.micro_needs_for({ sex, age: String(needs.age) })}
        </p>
        {needs.stageApplies && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-muted" data-testid="needs-stage">
            <span>{stageText(needs.stage, stageAnswered)}</span>
            <Link
              to={href("/profile")}
              className="inline-flex min-h-6 items-center font-medium text-accent underline-offset-4 hover:underline"
            >
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
          <Tabs.Trigger value="average" className={tabClass}>
            {m.micro_tab_average()}
          </Tabs.Trigger>
        </Tabs.List>

        <TabPanel value="day">
          <DayAnalysis
            kind={kind}
            userId={userId}
            stage={stage}
            needs={needs}
            locale={locale}
            resultsLabel={copy[kind].results()}
            date={date}
            today={today}
            onDate={setDate}
          />
        </TabPanel>

        <TabPanel value="needs">
          <NeedsList needs={screenNeeds} locale={locale} />
        </TabPanel>

        <TabPanel value="average">
          <LastDays
            userId={userId}
            stage={stage}
            kind={kind}
            locale={locale}
            today={today}
            onOpen={(day) => {
              setDate(day);
              setTab("day");
            }}
          />
        </TabPanel>
      </Tabs.Root>
    </div>
  );
}
