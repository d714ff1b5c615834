// The weight log's changes not yet answered by the server, kept on the device (decision 0042's
// addendum): one per day logged and one per stored entry changed or removed, each with when the
// member made it (`changedAt`, which the server's last-change-wins rule reads). The screen shows
// the server's entries with these laid over them (`withUnsent`).
import type { BodyEntryJson } from "../../../core/progress/entry";
import { measurementFields, type MeasurementField } from "../../../core/progress/measurements";
import type { Outbox } from "./outbox-engine";

export type BodyValues = Partial<Record<MeasurementField, number>>;

export type BodyChange =
  /** A day logged (POST: merged into the day's entry, made if there is none). */
  | { kind: "log"; date: string; values: BodyValues; changedAt: number }
  /** A stored entry's day and every value (PATCH; null clears one). */
  | { kind: "edit"; id: string; date: string; values: Record<MeasurementField, number | null>; changedAt: number }
  /** A stored entry removed (DELETE). */
  | { kind: "remove"; id: string; changedAt: number };

export type BodyOutbox = Outbox<BodyChange>;

export const bodyChangeKey = (c: BodyChange) => (c.kind === "log" ? `day:${c.date}` : `entry:${c.id}`);

/** The id a day logged on this device shows with until the server gives it one. */
const devicePrefix = "device:";
export const deviceEntryId = (date: string) => `${devicePrefix}${date}`;
export const isDeviceEntry = (id: string) => id.startsWith(devicePrefix);

/** A shown entry: the values the member sees for it. */
type Shown = Pick<BodyEntryJson, "id" | "date">;

const without = (outbox: BodyOutbox, ...keys: string[]): BodyOutbox => {
  const next = { ...outbox };
  for (const key of keys) delete next[key];
  return next;
};

/** Logs a day: laid over a log of the same day still on the device (the server would merge both). */
export function logDay(outbox: BodyOutbox, date: string, values: BodyValues, at: number): BodyOutbox {
  const key = `day:${date}`;
  const held = outbox[key];
  const merged = held?.kind === "log" ? { ...held.values, ...values } : values;
  return { ...outbox, [key]: { kind: "log", date, values: merged, changedAt: at } };
}

const givenValues = (values: Record<MeasurementField, number | null>): BodyValues => {
  const out: BodyValues = {};
  for (const f of measurementFields) if (values[f] !== null) out[f] = values[f];
  return out;
};

/**
 * Changes a shown entry to `date` and `values` (all of them; null is not measured). A day logged
 * only on this device is logged again as it now is; a stored entry gets an edit, which carries
 * what a log of its day still on the device added (the member saw them as one).
 */
export function editShown(
  outbox: BodyOutbox,
  shown: Shown,
  date: string,
  values: Record<MeasurementField, number | null>,
  at: number,
): BodyOutbox {
  const rest = without(outbox, `day:${shown.date}`);
  if (isDeviceEntry(shown.id)) return logDay(rest, date, givenValues(values), at);
  return { ...rest, [`entry:${shown.id}`]: { kind: "edit", id: shown.id, date, values, changedAt: at } };
}

/** Removes a shown entry: a day logged only on this device is simply forgotten. */
export function removeShown(outbox: BodyOutbox, shown: Shown, at: number): BodyOutbox {
  const rest = without(outbox, `day:${shown.date}`);
  if (isDeviceEntry(shown.id)) return rest;
  return { ...rest, [`entry:${shown.id}`]: { kind: "remove", id: shown.id, changedAt: at } };
}

/** The outbox without the changes the server answered (a change made since stays). */
export function withoutAnswered(outbox: BodyOutbox, answered: readonly BodyChange[]): BodyOutbox {
  const next = { ...outbox };
  for (const change of answered) {
    const key = bodyChangeKey(change);
    const held = next[key];
    if (held && held.kind === change.kind && held.changedAt <= change.changedAt) delete next[key];
  }
  return next;
}

/** In the order the member made them: an entry moved onto a day goes before that day's next log. */
export const inSendingOrder = (outbox: BodyOutbox): BodyChange[] =>
  Object.values(outbox).sort((a, b) => a.changedAt - b.changedAt);

const nothingMeasured = Object.fromEntries(measurementFields.map((f) => [f, null])) as Record<MeasurementField, null>;

/**
 * The entries as this device sees them: the server's with the unsent changes laid over them in
 * the order made, in date order, and the ids of those that hold something unsent. A change to
 * an entry the server no longer has shows nothing.
 */
export function withUnsent(
  entries: readonly BodyEntryJson[],
  changes: readonly BodyChange[],
): { entries: BodyEntryJson[]; unsent: ReadonlySet<string> } {
  if (!changes.length) return { entries: [...entries], unsent: new Set() };
  let list = [...entries];
  const unsent = new Set<string>();
  for (const c of [...changes].sort((a, b) => a.changedAt - b.changedAt)) {
    if (c.kind === "remove") {
      list = list.filter((e) => e.id !== c.id);
      continue;
    }
    const at = c.kind === "edit" ? list.findIndex((e) => e.id === c.id) : list.findIndex((e) => e.date === c.date);
    if (c.kind === "edit") {
      if (at < 0) continue;
      list[at] = { id: c.id, date: c.date, ...c.values };
      unsent.add(c.id);
    } else if (at >= 0) {
      list[at] = { ...list[at]!, ...c.values };
      unsent.add(list[at]!.id);
    } else {
      list.push({ ...nothingMeasured, ...c.values, id: deviceEntryId(c.date), date: c.date });
      unsent.add(deviceEntryId(c.date));
    }
  }
  list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { entries: list, unsent };
}
