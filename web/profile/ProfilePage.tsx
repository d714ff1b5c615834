import { Tabs } from "radix-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { SessionUser } from "../../core/session";
import { entitlements } from "../../core/billing/entitlements";
import { bodyOfProfile, type ProfileJson } from "../../core/profile";
import { applyProfile, plansApi } from "../shared/queries/plans";
import { toastFailure } from "../shared/api/toast-failure";
import { workoutKeys } from "../shared/queries/workout";
import { subscriptionQuery } from "../shared/queries/billing";
import { entriesQuery } from "../shared/queries/progress";
import { notify } from "../shared/ui/toast";
import { useLocale } from "../shared/i18n/locale";
import { nextTask, whenIdle } from "../shared/ui/idle";
import * as m from "../../i18n/paraglide/messages.js";
import { QueryState } from "../shared/ui/QueryState";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { WhenNear } from "../shared/ui/WhenNear";
import { cn } from "../shared/ui/cn";
import { tabClass, tabListClass } from "../shared/ui/tab-styles";
import { TabPanel } from "../shared/ui/TabPanel";
import { useShownAfterPaint } from "../shared/ui/use-shown-after-paint";
import { AccountDetails } from "./AccountDetails";
import { ActivityOverview } from "./ActivityOverview";
import { MetricsAnalysis } from "./MetricsAnalysis";
import { useProfile } from "../shared/queries/profile";
import { PanelsContext, usePanels, type ProfilePanels } from "./panels";
import { useReminderAnchor } from "./use-reminder-anchor";
import { useWarmPlanTabs } from "./use-warm-plan-tabs";

export type { ProfilePanels } from "./panels";

type Tab = "profile" | "workout" | "nutrition";

// A tab's lock, for a plan without it.
const Lock = lazy(() => import("../shared/billing/Lock").then((mod) => ({ default: mod.Lock })));

// The progress section and the metrics form sit two screens and more down the page: their code
// loads, and they render, once they come near the view or the member starts using Tab (WhenNear).
const MetricsCard = lazy(() => import("./MetricsCard").then((mod) => ({ default: mod.MetricsCard })));
const LifeStageCard = lazy(() => import("../shared/health/LifeStageCard").then((mod) => ({ default: mod.LifeStageCard })));

/**
 * The data the sections below ask for, fetched ahead so that they show at once when reached: the
 * subscription right after hydration (the account card asks for it with the profile), the
 * progress log once the page is idle (only the section two screens down needs it, and a year of
 * weigh-ins is no light read while the page is starting).
 */
function usePrefetchedSections(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void nextTask().then(() => {
      if (live) void queryClient.prefetchQuery(subscriptionQuery(userId));
    });
    const cancelIdle = whenIdle(() => void queryClient.prefetchQuery(entriesQuery(userId)));
    return () => {
      live = false;
      cancelIdle();
    };
  }, [queryClient, userId]);
}

/** Stands for the progress section and the metrics form until they render: their headings stay in the page's outline. */
function SectionOutline({ title, lead }: { title: string; lead: string }) {
  return (
    <section aria-label={title} className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <header className="grid gap-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted">{lead}</p>
      </header>
      <div aria-hidden="true" className="h-72 animate-pulse rounded-xl bg-surface-2" />
    </section>
  );
}

const lowerOutline = (profile: ProfileJson | null) => (
  <>
    <SectionOutline title={m.progress_title()} lead={m.progress_lead()} />
    <SectionOutline title={m.profile_metrics_title()} lead={profile ? m.profile_metrics_lead() : m.profile_metrics_lead_new()} />
  </>
);

const PlanPanel = memo(function PlanPanel({
  kind,
  userId,
  plan,
  profile,
}: {
  kind: "workout" | "nutrition";
  userId: string;
  plan: ProfileJson["plan"];
  profile: ProfileJson | null | undefined;
}) {
  // Memoised: the language is read here too, so a switch re-renders it.
  useLocale();
  const { WorkoutPlan, NutritionPlan } = usePanels();
  const needs = kind === "workout" ? "workoutPlans" : "nutritionPlans";
  if (!entitlements[needs](plan))
    return (
      <Suspense fallback={null}>
        <Lock needs={needs} layout="panel" />
      </Suspense>
    );
  if (profile === undefined)
    return <div role="status" aria-label={m.plans_loading()} className="h-64 animate-pulse rounded-2xl bg-surface-2" />;
  if (!profile || !bodyOfProfile(profile)) {
    return <p className="rounded-2xl border border-border bg-surface p-5">{m.api_error_profile_incomplete()}</p>;
  }
  const Tab = kind === "workout" ? WorkoutPlan : NutritionPlan;
  return (
    <Suspense
      fallback={<div role="status" aria-label={m.plans_loading()} className="h-64 animate-pulse rounded-2xl bg-surface-2" />}
    >
      <Tab userId={userId} profile={profile} />
    </Suspense>
  );
});

/**
 * The member's home: profile, metrics and progress, and the two plan tabs.
 * The member and the profile arrive as store updates, which React renders synchronously, in one
 * task: the screen takes them as deferred values, so the synchronous pass stops here (the screen
 * is memoised on the old values) and the screen re-renders as deferred work React splits into
 * short tasks.
 */
export default function ProfilePage({ panels }: { panels: ProfilePanels }) {
  const { user, data, isError, refetch } = useDeferredValue(useProfile());
  return (
    <PanelsContext value={panels}>
      <ProfileScreen user={user} profileQuery={useMemo(() => ({ data, isError, refetch }), [data, isError, refetch])} />
    </PanelsContext>
  );
}

const ProfileScreen = memo(function ProfileScreen({
  user,
  profileQuery,
}: {
  user: SessionUser | null;
  profileQuery: { data: ProfileJson | null | undefined; isError: boolean; refetch: () => unknown };
}) {
  useLocale();
  const [tab, setTab] = useState<Tab>("profile");
  const shown = useShownAfterPaint(tab);
  const queryClient = useQueryClient();
  usePrefetchedSections(user?.id);
  useWarmPlanTabs(user?.plan);
  useReminderAnchor(setTab);
  const rebuild = useMutation({
    mutationFn: (_userId: string) => plansApi.refresh(),
    onSuccess: (profile, userId) => {
      applyProfile(queryClient, userId, profile);
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all(userId) });
      notify.success(m.profile_plans_updated());
    },
    onError: (err) => toastFailure(err, m.profile_plans_update_failed()),
  });
  // "Update Plans" after new metrics: both plans rebuilt on the server, then the workout tab,
  // brought into view (the offer sits a screen below it on a phone, and the tab may be short: a
  // member without plans sees the builder or what unlocks it, not the footer).
  const { mutate } = rebuild;
  const userId = user?.id;
  const current = profileQuery.data;
  const tabsRef = useRef<HTMLDivElement>(null);
  const updatePlans = useCallback(() => {
    if (!userId) return;
    const showWorkout = () => {
      setTab("workout");
      tabsRef.current?.scrollIntoView({ block: "start" });
    };
    if (current?.workout_plan || current?.nutrition_plan) mutate(userId, { onSettled: showWorkout });
    else showWorkout();
  }, [current, mutate, userId]);
  if (!user) return null;
  return (
    // One column as wide as the screen (minmax(0, 1fr)): nothing inside can widen the page.
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader
        title={user.firstName ? m.profile_greeting({ name: user.firstName }) : m.nav_profile()}
        lead={m.screen_profile_lead()}
      />
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)} className="grid min-w-0 grid-cols-1 gap-5">
        <Tabs.List ref={tabsRef} aria-label={m.nav_profile()} className={cn(tabListClass, "scroll-mt-20")}>
          <Tabs.Trigger value="profile" className={tabClass}>
            {m.profile_tab_profile()}
          </Tabs.Trigger>
          <Tabs.Trigger value="workout" className={tabClass}>
            <span className="hidden sm:inline">{m.profile_tab_workout()}</span>
            <span className="sm:hidden">{m.profile_tab_workout_short()}</span>
          </Tabs.Trigger>
          <Tabs.Trigger value="nutrition" className={tabClass}>
            <span className="hidden sm:inline">{m.profile_tab_nutrition()}</span>
            <span className="sm:hidden">{m.profile_tab_nutrition_short()}</span>
          </Tabs.Trigger>
        </Tabs.List>
        {/* The panels follow the pressed tab once it has painted (TabPanel with `shown`); they are
            memoised, so the press itself renders the tabs alone. */}
        <TabPanel value="profile" shown={shown} className="grid min-w-0 grid-cols-1 gap-6">
          <ProfileTab user={user} profileQuery={profileQuery} onUpdatePlans={updatePlans} />
        </TabPanel>
        <TabPanel value="workout" shown={shown} className="min-w-0">
          <PlanPanel kind="workout" userId={user.id} plan={user.plan} profile={profileQuery.data} />
        </TabPanel>
        <TabPanel value="nutrition" shown={shown} className="min-w-0">
          <PlanPanel kind="nutrition" userId={user.id} plan={user.plan} profile={profileQuery.data} />
        </TabPanel>
      </Tabs.Root>
    </section>
  );
});

/** The profile tab: activity, the analysis and account, then progress and metrics near the view. */
const ProfileTab = memo(function ProfileTab({
  user,
  profileQuery,
  onUpdatePlans,
}: {
  user: SessionUser;
  profileQuery: { data: ProfileJson | null | undefined; isError: boolean; refetch: () => unknown };
  onUpdatePlans: () => void;
}) {
  useLocale();
  const { Progress } = usePanels();
  return (
    <>
      <ActivityOverview userId={user.id} />
      <QueryState
        query={profileQuery}
        loadingLabel={m.profile_loading()}
        failedText={m.profile_fetch_failed()}
        retryLabel={m.profile_retry()}
        skeletonClassName="h-64 rounded-2xl"
      >
        {(profile) => (
          <>
            <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
              <section
                aria-labelledby="analysis-title"
                className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5"
              >
                <h2 id="analysis-title" className="text-lg font-semibold">
                  {m.analysis_title()}
                </h2>
                {profile ? <MetricsAnalysis profile={profile} /> : <p className="text-muted">{m.analysis_missing()}</p>}
              </section>
              <AccountDetails user={user} />
            </div>
            <WhenNear className="grid gap-6" placeholder={lowerOutline(profile)}>
              <Progress userId={user.id} profile={profile ?? null} />
              <MetricsCard userId={user.id} profile={profile ?? null} onUpdatePlans={onUpdatePlans} />
              {profile?.gender === "FEMALE" && (
                <LifeStageCard key={`${profile.lifeStage}:${profile.lifeStageDate}`} userId={user.id} profile={profile} />
              )}
            </WhenNear>
          </>
        )}
      </QueryState>
    </>
  );
});
