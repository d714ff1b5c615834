// Sends the food diary's outbox (diary-outbox.ts) with the shared engine (outbox-engine.ts): up to
// a sync's worth of changes per request, a moment after each change, the member's own foods and
// recipes before the entries that name them. The answer's entries are laid into the cached days,
// and its foods and recipes into the cached list of the member's own, before their changes leave
// the outbox, so neither blinks out (a food just saved is found by its barcode at once); the rest
// is read again.
import type { QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import type { DiaryDayJson, DiaryEntryJson, DiaryFoodsJson, DiarySyncJson } from "../../../core/api/diary";
import { totalsOf } from "../../../core/diary/totals";
import { diaryChangeSchema, diaryLimits, type DiaryChange } from "../../../core/validation/diary";
import { ApiFailure } from "../api/client";
import { storeAnswers } from "../queries/store-answer";
import { diaryKeys, sendDiaryChanges } from "../queries/diary";
import {
  coalesce,
  diaryChangeKey,
  inSendingOrder,
  sendable,
  withoutAnswered,
  type DiaryOutboxChange,
  type ShownFood,
} from "./diary-outbox";
import { diaryOutboxKey } from "./outbox-keys";
import { idleSnapshot, OutboxEngine, type OutboxRules, type OutboxSnapshot } from "./outbox-engine";
import { stampedAgain, stampedInto, type Stamps } from "./stamp";

export { idleSnapshot };
export type DiarySyncSnapshot = OutboxSnapshot<DiaryOutboxChange>;

/** Replaces the answered items by id, drops the removed ones. */
function layOver<T extends { id: string }>(list: readonly T[], answered: readonly T[], removed: ReadonlySet<string>): T[] {
  const byId = new Map(answered.map((item) => [item.id, item]));
  return [...list.filter((item) => !byId.has(item.id) && !removed.has(item.id)), ...byId.values()];
}

/**
 * The answer's entries into the cached days (each leaves every day it was on and joins its own),
 * and its foods and recipes into the cached list of the member's own. A read on its way holds what
 * the server had before this sync: it is called off first (storeAnswers), and everything is read again.
 */
export async function applyAnswer(queryClient: QueryClient, userId: string, answer: DiarySyncJson, sent: readonly DiaryChange[]) {
  const answered = new Map<string, DiaryEntryJson>(answer.entries.map((e) => [e.id, e]));
  const removed = new Set(sent.filter((c) => c.type === "entry" && c.deleted).map((c) => c.id));
  const gone = new Set(sent.filter((c) => (c.type === "food" || c.type === "recipe") && c.deleted).map((c) => c.id));
  await storeAnswers(queryClient, { queryKey: diaryKeys.all(userId) }, () => {
    if (answered.size || removed.size) {
      queryClient.setQueriesData<DiaryDayJson>({ queryKey: [...diaryKeys.all(userId), "day"] }, (day) => {
        if (!day) return day;
        const rest = day.meals.flatMap((m) => m.entries).filter((e) => !answered.has(e.id) && !removed.has(e.id));
        const entries = [...rest, ...[...answered.values()].filter((e) => e.date === day.date)].sort(
          (a, b) => a.loggedAt - b.loggedAt,
        );
        const meals = day.meals.map((m) => {
          const own = entries.filter((e) => e.meal === m.meal);
          return { meal: m.meal, entries: own, totals: totalsOf(own) };
        });
        return { ...day, meals, totals: totalsOf(entries) };
      });
    }
    if (answer.foods.length || answer.recipes.length || gone.size) {
      queryClient.setQueryData<DiaryFoodsJson>(diaryKeys.foods(userId), (list) =>
        list
          ? { ...list, foods: layOver(list.foods, answer.foods, gone), recipes: layOver(list.recipes, answer.recipes, gone) }
          : list,
      );
    }
  });
  void queryClient.invalidateQueries({ queryKey: diaryKeys.all(userId) });
}

class DiarySync extends OutboxEngine<DiaryOutboxChange> {
  constructor(
    rules: OutboxRules<DiaryOutboxChange>,
    private readonly stamps: Stamps<DiaryOutboxChange>,
  ) {
    super(rules);
  }

  /** Keeps the changes on the device (IndexedDB) before they show, then sends them a moment later. */
  record(changes: DiaryOutboxChange[]): Promise<void> {
    return this.change(stampedInto(this.stamps, changes));
  }
}

const diaryStamps = (userId: string, queryClient: QueryClient): Stamps<DiaryOutboxChange> => ({
  key: diaryChangeKey,
  coalesce,
  cached: () => queryClient.getQueriesData({ queryKey: diaryKeys.all(userId) }),
  valid: (c) => v.is(diaryChangeSchema, sendable(c)),
});

function diaryRules(userId: string, queryClient: QueryClient, stamps: Stamps<DiaryOutboxChange>): OutboxRules<DiaryOutboxChange> {
  return {
    storageKey: diaryOutboxKey(userId),
    key: diaryChangeKey,
    inSendingOrder,
    withoutAnswered,
    perRequest: diaryLimits.changesPerSync,
    sendDelayMs: 400,
    async send(batch) {
      const changes = batch.map(sendable);
      const answer = await sendDiaryChanges(changes);
      await applyAnswer(queryClient, userId, answer, changes);
      return { refused: answer.results.filter((r) => r.result === "rejected").length };
    },
    // A bad request: the screens check every value first, so a change this device finds bad is a
    // bug's trace. With none, the server refused one the device takes (a day past its week by the
    // server's clock, say): the engine finds which by halves, and the member's other meals stay.
    neverTaken(err, batch) {
      if (!(err instanceof ApiFailure) || err.status !== 400) return null;
      const bad = batch.filter((c) => !v.is(diaryChangeSchema, sendable(c)));
      return bad.length ? bad : "unnamed";
    },
    // A change refused only for a reset clock's stamp is stamped again, not dropped.
    mend: (err, batch) => (err instanceof ApiFailure && err.status === 400 ? stampedAgain(stamps, batch) : null),
  };
}

const engines = new Map<string, DiarySync>();

/** The member's diary sync, one per member for the page's life. */
export function diarySync(userId: string, queryClient: QueryClient): DiarySync {
  let engine = engines.get(userId);
  if (!engine || engine.stopped) {
    const stamps = diaryStamps(userId, queryClient);
    engines.set(userId, (engine = new DiarySync(diaryRules(userId, queryClient, stamps), stamps)));
  }
  return engine;
}

export type { DiaryOutboxChange, ShownFood };
