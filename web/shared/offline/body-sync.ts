// Sends the weight log's outbox (body-outbox.ts) with the shared engine: one change per request,
// in the order made, each with its `changedAt`, so a replay or a change that lost to a newer one
// changes nothing on the server (decision 0042's addendum). An answer is laid into the cached
// list before its change leaves the outbox, so the entry never blinks out.
import type { QueryClient } from "@tanstack/react-query";
import type { BodyEntryJson } from "../../../core/progress/entry";
import { ApiFailure } from "../api/client";
import { profileKeys, refreshOverview } from "../queries/profile";
import { progressApi, progressKeys } from "../queries/progress";
import { storeAnswers } from "../queries/store-answer";
import { bodyOutboxKey } from "./outbox-keys";
import {
  bodyChangeKey,
  editShown,
  inSendingOrder,
  logDay,
  removeShown,
  withoutAnswered,
  type BodyChange,
  type BodyValues,
} from "./body-outbox";
import { OutboxEngine, type OutboxRules } from "./outbox-engine";
import { formNow } from "./stamp";
import type { MeasurementField } from "../../../core/progress/measurements";

type Shown = Pick<BodyEntryJson, "id" | "date">;

/**
 * A reset clock (before 2020, which the server's schema refuses) stamps 2020-01-01: a weigh-in of a
 * new day is taken; the entries here carry no moment of the server's to stamp after, so an edit
 * of an entry changed since then loses to it, as an older change does.
 */
class BodySync extends OutboxEngine<BodyChange> {
  log(date: string, values: BodyValues): Promise<void> {
    const at = formNow();
    return this.change((outbox) => logDay(outbox, date, values, at));
  }

  edit(shown: Shown, date: string, values: Record<MeasurementField, number | null>): Promise<void> {
    const at = formNow();
    return this.change((outbox) => editShown(outbox, shown, date, values, at));
  }

  remove(shown: Shown): Promise<void> {
    const at = formNow();
    return this.change((outbox) => removeShown(outbox, shown, at));
  }
}

/** The answer into the cached list: the entry in place of the one with its id or day, or gone. */
function applyAnswer(queryClient: QueryClient, userId: string, entry: BodyEntryJson | { removed: string }) {
  queryClient.setQueryData<BodyEntryJson[]>(progressKeys.entries(userId), (list) => {
    if (!list) return list;
    if ("removed" in entry) return list.filter((e) => e.id !== entry.removed);
    const rest = list.filter((e) => e.id !== entry.id && e.date !== entry.date);
    return [...rest, entry].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  });
}

async function sendOne(change: BodyChange): Promise<BodyEntryJson | { removed: string }> {
  if (change.kind === "log") return progressApi.log({ date: change.date, ...change.values, changedAt: change.changedAt });
  if (change.kind === "edit")
    return progressApi.edit(change.id, { date: change.date, ...change.values, changedAt: change.changedAt });
  try {
    await progressApi.remove(change.id);
  } catch (err) {
    // Removed already (this removal sent before, or another device's): done all the same.
    if (!(err instanceof ApiFailure && err.status === 404)) throw err;
  }
  return { removed: change.id };
}

function bodyRules(userId: string, queryClient: QueryClient): OutboxRules<BodyChange> {
  return {
    storageKey: bodyOutboxKey(userId),
    key: bodyChangeKey,
    inSendingOrder,
    withoutAnswered,
    perRequest: 1,
    sendDelayMs: 0,
    async send([change]) {
      const answer = await sendOne(change!);
      // A read of the list on its way holds it from before this change: called off, then made again.
      await storeAnswers(queryClient, { queryKey: progressKeys.entries(userId) }, () => applyAnswer(queryClient, userId, answer));
      // The server's list, and the profile's weight and the activity overview, which follow the log.
      void queryClient.invalidateQueries({ queryKey: progressKeys.entries(userId) });
      void queryClient.invalidateQueries({ queryKey: profileKeys.me(userId) });
      refreshOverview(queryClient, userId);
      return { refused: 0 };
    },
    // Refused for good: a bad request (a bug's trace: the form checks every value), an entry
    // gone (404), or a day already logged that an entry was moved onto (409).
    neverTaken: (err, batch) => (err instanceof ApiFailure && [400, 404, 409].includes(err.status) ? batch : null),
  };
}

const engines = new Map<string, BodySync>();

/** The member's weight-log sync, one per member for the page's life. */
export function bodySync(userId: string, queryClient: QueryClient): BodySync {
  let engine = engines.get(userId);
  if (!engine || engine.stopped) engines.set(userId, (engine = new BodySync(bodyRules(userId, queryClient))));
  return engine;
}
