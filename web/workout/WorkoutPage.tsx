import { useLocation, useNavigate } from "@tanstack/react-router";
import { Tabs } from "radix-ui";
import { lazy, Suspense } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { useLocale } from "../shared/i18n/locale";
import type { SearchProps } from "../shared/navigation/screen-props";
import { useProfile } from "../shared/queries/profile";
import { tabClass, tabListClass } from "../shared/ui/tab-styles";
import { TabPanel } from "../shared/ui/TabPanel";
import { Logger } from "./Logger";
import { RestBar } from "./RestBar";

// The history is its own chunk: a workout in the gym never waits for it.
const HistoryView = lazy(() => import("./history/HistoryView"));

type Tab = "workout" | "history";

/**
 * The workout log: the Workout tab (today's plan day or an empty workout, then logging every set)
 * and the History tab (past workouts, one exercise's history). The tab, the session and the
 * exercise shown are in the address. Standard and Pro; the screen table locks it for Free.
 */
export default function WorkoutPage({ search }: SearchProps<"view" | "session" | "exercise">) {
  useLocale();
  const { user } = useProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tab: Tab = search.view === "history" || search.session || search.exercise ? "history" : "workout";
  if (!user) return null;
  const show = (next: Tab, more: { session?: string; exercise?: string } = {}) =>
    void navigate({ to: pathname, search: next === "history" ? { view: "history", ...more } : {}, replace: true, resetScroll: false });
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4 px-4 pt-5 pb-8 sm:pt-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.workout_title()}</h1>
      <Tabs.Root value={tab} onValueChange={(v) => show(v as Tab)} className="grid min-w-0 grid-cols-1 gap-4">
        <Tabs.List aria-label={m.workout_title()} className={tabListClass}>
          <Tabs.Trigger value="workout" className={tabClass}>
            {m.workout_tab_workout()}
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className={tabClass}>
            {m.workout_tab_history()}
          </Tabs.Trigger>
        </Tabs.List>
        <TabPanel value="workout" className="min-w-0">
          <Logger userId={user.id} onShow={(more) => show("history", more)} />
        </TabPanel>
        <TabPanel value="history" className="min-w-0">
          <Suspense fallback={<div role="status" aria-label={m.workout_history_loading()} className="h-96 animate-pulse rounded-2xl bg-surface-2" />}>
            <HistoryView userId={user.id} session={search.session} exercise={search.exercise} />
          </Suspense>
        </TabPanel>
      </Tabs.Root>
      <RestBar />
    </section>
  );
}
