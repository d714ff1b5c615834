import { Tabs } from "radix-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useState } from "react";
import type { SessionUser } from "../../core/session";
import { entitlements } from "../../core/billing/catalog";
import { bodyOfProfile, type ProfileJson } from "../../core/profile";
import { applyProfile, plansApi } from "../plans/api";
import { toastFailure } from "../shared/api/toast-failure";
import { workoutKeys } from "../workout/api";
import { subscriptionQuery } from "../billing/api";
import { entriesQuery } from "../progress/api";
import { notify } from "../shared/ui/toast";
import { useLocale } from "../shared/i18n/locale";
import { prepareNumberFormats } from "../shared/i18n/format";
import { nextTask } from "../shared/ui/idle";
import * as m from "../../i18n/paraglide/messages.js";
import { QueryState } from "../shared/ui/QueryState";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { tabClass, tabListClass } from "../shared/ui/tab-styles";
import { AccountDetails } from "./AccountDetails";
import { ActivityOverview } from "./ActivityOverview";
import { MetricsAnalysis } from "./MetricsAnalysis";
import { PlanLocked } from "./PlanLocked";
import { useProfile } from "./api";

type Tab = "profile" | "workout" | "nutrition";

// The plan tabs carry the exercise, dish and food tables: they load when first opened.
const WorkoutTab = lazy(() => import("../plans/WorkoutTab"));
const NutritionTab = lazy(() => import("../plans/NutritionTab"));

// The progress section and the metrics form wait for the profile, so they are not in the page's
// HTML. Right after hydration, one step per task: the data the profile's sections ask for (else
// fetched only once each section shows, one after the other), then the sections' code (the
// chart's, the form library's), evaluated while the profile is on its way rather than with it.
const loadProgress = () => import("../progress/ProgressSection");
const loadMetrics = () => import("./MetricsCard");
const ProgressSection = lazy(() => loadProgress().then((mod) => ({ default: mod.ProgressSection })));
const MetricsCard = lazy(() => loadMetrics().then((mod) => ({ default: mod.MetricsCard })));

function usePreparedSections(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const steps = [
      () => queryClient.prefetchQuery(subscriptionQuery(userId)),
      () => queryClient.prefetchQuery(entriesQuery(userId)),
      loadProgress,
      loadMetrics,
    ];
    void (async () => {
      for (const step of steps) {
        await nextTask();
        if (!live) return;
        step().catch(() => {
          // Offline or a stale deploy: rendering the section tries again and says what failed.
        });
      }
    })();
    const cancelFormats = prepareNumberFormats();
    return () => {
      live = false;
      cancelFormats();
    };
  }, [queryClient, userId]);
}

function PlanPanel({
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
  if (!(kind === "workout" ? entitlements.workoutPlans : entitlements.nutritionPlans)(plan)) return <PlanLocked kind={kind} />;
  if (profile === undefined)
    return <div role="status" aria-label={m.plans_loading()} className="h-64 animate-pulse rounded-2xl bg-surface-2" />;
  if (!profile || !bodyOfProfile(profile)) {
    return <p className="rounded-2xl border border-border bg-surface p-5">{m.api_error_profile_incomplete()}</p>;
  }
  const Tab = kind === "workout" ? WorkoutTab : NutritionTab;
  return (
    <Suspense
      fallback={<div role="status" aria-label={m.plans_loading()} className="h-64 animate-pulse rounded-2xl bg-surface-2" />}
    >
      <Tab userId={userId} profile={profile} />
    </Suspense>
  );
}

/**
 * The member's home: profile, metrics and progress, and the two plan tabs.
 * The member and the profile arrive as store updates, which React renders synchronously, in one
 * task: the screen takes them as deferred values, so the synchronous pass stops here (the screen
 * is memoised on the old values) and the screen re-renders as deferred work React splits into
 * short tasks.
 */
export default function ProfilePage() {
  const { user, data, isError, refetch } = useDeferredValue(useProfile());
  return <ProfileScreen user={user} profileQuery={useMemo(() => ({ data, isError, refetch }), [data, isError, refetch])} />;
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
  const queryClient = useQueryClient();
  usePreparedSections(user?.id);
  const rebuild = useMutation({
    mutationFn: (_userId: string) => plansApi.refresh(),
    onSuccess: (profile, userId) => {
      applyProfile(queryClient, userId, profile);
      void queryClient.invalidateQueries({ queryKey: workoutKeys.days(userId) });
      notify.success(m.profile_plans_updated());
    },
    onError: (err) => toastFailure(err, m.profile_plans_update_failed()),
  });
  if (!user) return null;
  // "Update Plans" after new metrics: both plans rebuilt on the server, then the workout tab.
  const updatePlans = () => {
    const current = profileQuery.data;
    if (current?.workout_plan || current?.nutrition_plan) rebuild.mutate(user.id, { onSettled: () => setTab("workout") });
    else setTab("workout");
  };
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={user.firstName ? m.profile_greeting({ name: user.firstName }) : m.nav_profile()} lead={m.screen_profile_lead()} />
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)} className="grid gap-5">
        <Tabs.List aria-label={m.nav_profile()} className={tabListClass}>
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
        <Tabs.Content value="profile" className="grid gap-6">
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
                <Suspense
                  fallback={<div role="status" aria-label={m.profile_loading()} className="h-96 animate-pulse rounded-2xl bg-surface-2" />}
                >
                  <ProgressSection userId={user.id} profile={profile ?? null} />
                  <MetricsCard userId={user.id} profile={profile ?? null} onUpdatePlans={updatePlans} />
                </Suspense>
              </>
            )}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="workout">
          <PlanPanel kind="workout" userId={user.id} plan={user.plan} profile={profileQuery.data} />
        </Tabs.Content>
        <Tabs.Content value="nutrition">
          <PlanPanel kind="nutrition" userId={user.id} plan={user.plan} profile={profileQuery.data} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
});
