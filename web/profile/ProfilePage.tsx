import { Tabs } from "radix-ui";
import { useState } from "react";
import { useLocale } from "../i18n/locale";
import * as m from "../paraglide/messages.js";
import { ProgressSection } from "../progress/ProgressSection";
import { QueryState } from "../ui/QueryState";
import { ScreenHeader } from "../ui/ScreenHeader";
import { tabClass, tabListClass } from "../ui/tab-styles";
import { AccountDetails } from "./AccountDetails";
import { ActivityOverview } from "./ActivityOverview";
import { MetricsAnalysis } from "./MetricsAnalysis";
import { MetricsCard } from "./MetricsCard";
import { PlanTab } from "./PlanTab";
import { useProfile } from "./use-profile";

type Tab = "profile" | "workout" | "nutrition";

/** The member's home: profile, metrics and progress, and the two plan tabs (SPEC section 2). */
export default function ProfilePage() {
  useLocale();
  const { user, ...profileQuery } = useProfile();
  const [tab, setTab] = useState<Tab>("profile");
  if (!user) return null;
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.profile_greeting({ name: user.firstName })} lead={m.screen_profile_lead()} />
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
                <ProgressSection userId={user.id} profile={profile ?? null} />
                <MetricsCard userId={user.id} profile={profile ?? null} onUpdatePlans={() => setTab("workout")} />
              </>
            )}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="workout">
          <PlanTab kind="workout" plan={user.plan} hasPlan={user.hasWorkoutPlan} />
        </Tabs.Content>
        <Tabs.Content value="nutrition">
          <PlanTab kind="nutrition" plan={user.plan} hasPlan={user.hasNutritionPlan} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
