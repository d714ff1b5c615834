import { useQueryClient } from "@tanstack/react-query";
import { History, Utensils } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { DiaryEntryJson } from "../../../core/api/diary";
import type { Meal } from "../../../core/nutrition/dish";
import type { StoredNutritionPlan } from "../../../core/nutrition/nutrition-plan";
import { mealLabels } from "../../../i18n/labels/plans";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatDate } from "../../shared/i18n/format";
import { useLocale } from "../../shared/i18n/locale";
import { useScreenHref } from "../../shared/navigation/paths";
import { useDiaryDay } from "../../shared/offline/diary-log";
import { dayWithUnsent, emptyDay, type DiaryEntryOutboxChange } from "../../shared/offline/diary-outbox";
import { ApiFailure } from "../../shared/api/client";
import { diaryKeys } from "../../shared/queries/diary";
import { useProfile } from "../../shared/queries/profile";
import { buttonClass } from "../../shared/ui/button-styles";
import { LoadFailed } from "../../shared/ui/QueryState";
import { notify } from "../../shared/ui/toast";
import { copiedEntries, entryChange, removals, restoration } from "./changes";
import { addDays } from "./dates";
import { DayBar } from "./DayBar";
import { DaySummary } from "./DaySummary";
import { exampleDayEntries } from "./example-day";
import { entryName, foodsText } from "../format";
import { readDay, useKeptDay, useKeptDaysPruned } from "./kept-days";
import { MealSection } from "./MealSection";
import { Micronutrients } from "./Micronutrients";
import { SyncLine } from "../../shared/offline/SyncLine";
import { WeekSummary } from "./WeekSummary";

// What a tap opens loads then (the add-food sheet is warmed when a finger or the keyboard nears it).
const loadAddSheet = () => import("../add/AddFoodSheet");
const AddFoodSheet = lazy(() => loadAddSheet().then((x) => ({ default: x.AddFoodSheet })));
const EntryDialog = lazy(() => import("./EntryDialog"));
const CopyDialog = lazy(() => import("./CopyDialog"));
const LifeStageCard = lazy(() => import("../../shared/health/LifeStageCard").then((x) => ({ default: x.LifeStageCard })));
const warmAddSheet = () => void loadAddSheet().catch(() => undefined);

// On a wide screen the meals run down the left beside the summary and the other nutrients; the
// last row takes what the meals need beyond those two, so the nutrients sit under the summary.
const dayGrid = "grid gap-4 lg:grid-cols-[minmax(0,1fr)_21rem] lg:grid-rows-[auto_auto_1fr] lg:items-start lg:gap-x-6";

const yesterdaysMeal: Record<Meal, () => string> = {
  breakfast: m.diary_day_copy_yesterday_breakfast,
  lunch: m.diary_day_copy_yesterday_lunch,
  dinner: m.diary_day_copy_yesterday_dinner,
  snack: m.diary_day_copy_yesterday_snack,
  evening: m.diary_day_copy_yesterday_evening,
};

/**
 * One day of the food diary: the day's switcher and actions, its energy and macros against the
 * targets, the five meals with their entries, and the other nutrients folded below. Every change
 * is kept on this device first (it shows at once, marked until sent) and the day's last answer is
 * kept too, so the screen works offline after a reload.
 */
export function DiaryDay({ userId, date, today, go }: { userId: string; date: string; today: string; go(date: string): void }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const href = useScreenHref();
  const served = useDiaryDay(userId, date);
  const { query, diary } = served;
  const asked = useKeptDay(userId, date, query);
  // Offline with no copy of today (or a later day) on this device, as on a new morning before any
  // connection: an empty day stands in, so the member can still log it; the server's answer
  // replaces it. A past day is not stood in for: logged on another device, it would look empty
  // and invite logging it twice. Offline is a paused read, or one the network refused (a
  // server's error answer is not).
  const offline = query.fetchStatus === "paused" || (query.isError && !(query.error instanceof ApiFailure));
  const blank =
    !served.day && date >= today && asked === date && offline && !queryClient.getQueryData(diaryKeys.day(userId, date));
  const standIn = useMemo(() => (blank ? dayWithUnsent(emptyDay(date), diary.changes) : null), [blank, date, diary.changes]);
  const day = served.day ?? standIn?.day;
  const unsent = standIn?.unsent ?? served.unsent;
  useKeptDaysPruned(userId, today);
  const profile = useProfile().data;
  const plan = profile?.nutrition_plan ?? null;
  // The day a sheet or dialog logs to is the one shown as it opened: at midnight `date` moves on.
  const [adding, setAdding] = useState<{ meal: Meal; open: boolean; date: string } | null>(null);
  const [entryId, setEntryId] = useState<string | null>(null);
  const [copying, setCopying] = useState<{ meal?: Meal; date: string } | null>(null);

  const previous = addDays(date, -1);
  const previousDate = formatDate(previous, { day: "numeric", month: "long" });
  const isToday = date === today;

  /** Logs the changes and offers to take them back. */
  function logged(changes: DiaryEntryOutboxChange[], text: string) {
    diary.record(changes);
    notify.success(text, { action: { label: m.diary_day_undo(), onClick: () => diary.record(removals(changes)) } });
  }

  async function copyPrevious(meal?: Meal) {
    const source = await readDay(queryClient, userId, previous, diary.changes);
    if (!source) return notify.error(m.diary_day_copy_unavailable());
    const entries = source.meals.filter((x) => !meal || x.meal === meal).flatMap((x) => x.entries);
    if (!entries.length) return notify.message(meal ? m.diary_day_copy_meal_empty({ meal: mealLabels[meal]() }) : m.diary_day_copy_nothing());
    logged(copiedEntries(entries, { date, meal }), m.diary_day_copied({ foods: foodsText(entries.length) }));
  }

  // The day a week's bar opened: its bar takes the focus once the week is drawn again.
  const weekOpened = useRef<string | null>(null);
  const openFromWeek = (next: string) => {
    weekOpened.current = next;
    go(next);
  };
  const takeWeekFocus = (shown: string) => {
    if (weekOpened.current !== shown) return false;
    weekOpened.current = null;
    return true;
  };
  // A day reached another way forgets a bar's request (its week may never have loaded).
  useEffect(() => {
    if (weekOpened.current !== date) weekOpened.current = null;
  }, [date]);

  // One example day at a time: two quick taps while the dishes' names load log it once.
  const exampleStarted = useRef(false);
  async function startExample() {
    if (!plan || exampleStarted.current) return;
    exampleStarted.current = true;
    try {
      await logExample(plan);
    } finally {
      exampleStarted.current = false;
    }
  }

  async function logExample(plan: StoredNutritionPlan) {
    // The dishes' names load on the first tap: offline before they ever have, the tap says so.
    const lookups = await import("./example-day-lookups").then((x) => x.loadPlanLookups()).catch(() => null);
    if (!lookups) return notify.error(m.diary_day_example_failed());
    const changes = exampleDayEntries(plan.day, date, lookups);
    if (changes.length) logged(changes, m.diary_day_example_logged());
  }

  function remove(entry: DiaryEntryJson) {
    setEntryId(null);
    diary.record([entryChange(entry, { deleted: true })]);
    notify.message(m.diary_day_removed({ name: entryName(entry, locale) }), {
      action: { label: m.diary_day_undo(), onClick: () => diary.record([restoration(entry)]) },
    });
  }

  function move(entry: DiaryEntryJson, meal: Meal) {
    setEntryId(null);
    diary.record([entryChange(entry, { meal })]);
    notify.message(m.diary_day_moved({ name: entryName(entry, locale), meal: mealLabels[meal]() }));
  }

  // In the same place whatever the day shows, so they stay open while the next day loads at midnight.
  const dialogs = (
    <Suspense fallback={null}>
      {adding && (
        <AddFoodSheet
          userId={userId}
          date={adding.date}
          meal={adding.meal}
          open={adding.open}
          onOpenChange={(open) => setAdding({ ...adding, open })}
        />
      )}
      {copying && (
        <CopyDialog
          userId={userId}
          date={copying.date}
          today={today}
          meal={copying.meal}
          onOpenChange={(open) => !open && setCopying(null)}
          onCopy={(changes) => {
            setCopying(null);
            logged(changes, m.diary_day_copied({ foods: foodsText(changes.length) }));
          }}
        />
      )}
    </Suspense>
  );

  if (!day || !diary.loaded) {
    let unread: ReactNode = null;
    if (!day && query.isError) unread = <LoadFailed text={m.diary_day_failed()} retryLabel={m.diary_day_retry()} onRetry={() => void query.refetch()} />;
    else if (!day && query.fetchStatus === "paused")
      unread = (
        <p role="status" className="rounded-2xl border border-border bg-surface p-5 text-muted">
          {m.diary_day_offline_past()}
        </p>
      );
    // The day's bar stays in the place it has once the day is read, so the key that switched days
    // keeps the focus; a day that cannot be read still has the way to the others.
    return (
      <>
        <div className={dayGrid}>
          <div className="grid gap-2 lg:col-span-2">
            <DayBar date={date} today={today} go={go} actions={null} />
          </div>
          {unread ? <div className="lg:col-span-2">{unread}</div> : <PartsSkeleton />}
        </div>
        {dialogs}
      </>
    );
  }

  // A loss goal held at maintenance until she says whether she is pregnant or breastfeeding: the
  // question stands under the day's targets (the day's own reason, and her profile still unanswered).
  const askLifeStage =
    day.targets?.source !== "withheld" && day.targets?.deficitWithheld === "life-stage-unasked" && profile?.lifeStageAnswered === false;

  const entries = day.meals.flatMap((x) => x.entries);
  const entry = entryId ? entries.find((e) => e.id === entryId) : undefined;
  const dayActions = {
    copyPrevious: () => void copyPrevious(),
    copyFrom: () => setCopying({ date }),
    // The whole example day on an empty day only: on one already logged it would add a second day's eating.
    example: plan && entries.length === 0 ? () => void startExample() : null,
    previousLabel: isToday ? m.diary_day_copy_yesterday() : m.diary_day_copy_day_of({ date: previousDate }),
  };

  return (
    <>
      <div className={dayGrid}>
        <div className="grid gap-2 lg:col-span-2">
          <DayBar date={date} today={today} go={go} actions={dayActions} />
          <SyncLine sync={diary.sync} testId="diary-sync" quietUntilActive refusedText={(count) => m.diary_day_sync_refused({ count })} />
          {standIn && (
            <p role="status" className="text-sm text-muted" data-testid="diary-offline-new">
              {m.diary_day_offline_not_kept()}
            </p>
          )}
          {query.isError && !standIn && (
            <p role="status" className="flex flex-wrap gap-x-3 text-sm text-muted">
              {m.diary_day_kept_copy()}
              <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline" onClick={() => void query.refetch()}>
                {m.diary_day_retry()}
              </button>
            </p>
          )}
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <DaySummary
            userId={userId}
            totals={day.totals}
            targets={day.targets}
            targetsOffline={standIn !== null}
            profileHref={href("/profile")}
            askingLifeStage={askLifeStage}
          />
          {/* Where the deficit would have shown, the one question it waits for. */}
          {askLifeStage && profile && (
            <Suspense fallback={null}>
              <div className="mt-4">
                <LifeStageCard userId={userId} profile={profile} />
              </div>
            </Suspense>
          )}
        </div>
        <div className="grid gap-3 lg:col-start-1 lg:row-span-2 lg:row-start-2">
          {entries.length === 0 && (
            <div className="grid gap-3 rounded-2xl border border-dashed border-border p-4" data-testid="diary-empty">
              <p className="font-semibold">{m.diary_day_empty()}</p>
              <div className="flex flex-wrap gap-2">
                {plan && (
                  <button type="button" className={buttonClass("primary", "sm")} onClick={() => void startExample()}>
                    <Utensils aria-hidden="true" className="size-4" />
                    {m.diary_day_example()}
                  </button>
                )}
                <button type="button" className={buttonClass("secondary", "sm")} onClick={() => void copyPrevious()}>
                  <History aria-hidden="true" className="size-4" />
                  {dayActions.previousLabel}
                </button>
              </div>
            </div>
          )}
          {day.meals.map((meal) => (
            <MealSection
              key={meal.meal}
              meal={meal}
              unsent={unsent}
              actions={{
                add: () => setAdding({ meal: meal.meal, open: true, date }),
                warmAdd: warmAddSheet,
                open: (e) => setEntryId(e.id),
                copyPrevious: () => void copyPrevious(meal.meal),
                copyFrom: () => setCopying({ meal: meal.meal, date }),
                previousLabel: isToday ? yesterdaysMeal[meal.meal]() : m.diary_day_copy_meal_of({ date: previousDate }),
              }}
            />
          ))}
        </div>
        <div className="grid content-start gap-4 lg:col-start-2 lg:row-start-3">
          <Micronutrients totals={day.totals} entries={entries.length} href={href} />
          <WeekSummary
            userId={userId}
            date={date}
            shown={{ entries: entries.length, totals: day.totals }}
            changes={diary.changes}
            targetsWithheld={day.targets?.source === "withheld"}
            go={openFromWeek}
            takeFocus={takeWeekFocus}
          />
        </div>
        <Suspense fallback={null}>
          {entry && <EntryDialog userId={userId} entry={entry} diary={diary} onOpenChange={(open) => !open && setEntryId(null)} onRemove={remove} onMove={move} />}
        </Suspense>
      </div>
      {dialogs}
    </>
  );
}

/** The summary's and the meals' shape while the day loads, in the day's grid. */
function PartsSkeleton() {
  return (
    <>
      <div className="h-72 animate-pulse rounded-2xl bg-surface-2 lg:col-start-2 lg:row-start-2" />
      <div role="status" aria-label={m.diary_day_loading()} className="grid gap-3 lg:col-start-1 lg:row-start-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-2xl bg-surface-2" />
        ))}
      </div>
    </>
  );
}

/** The day's shape before anything is known of it: the bar, the summary and the meals. */
export function DiarySkeleton() {
  return (
    <div className={dayGrid}>
      <div className="h-28 animate-pulse rounded-2xl bg-surface-2 lg:col-span-2" />
      <PartsSkeleton />
    </div>
  );
}
