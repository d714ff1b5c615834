// Importing history from another app's CSV (Strong, Hevy), our own export (workouts, the food
// diary) or a weight CSV. The preview reads the
// file and says what an import would add, writing nothing. The import refuses a file with any
// problem (naming the first line) or with a name left without an exercise, before writing
// anything; then writes everything in one D1 batch (a transaction): all or nothing. The own
// exercises it makes are checked (the cap, one live exercise a name) by their statements in that
// batch, so an import racing another, or the create route, cannot break those rules.
import type { ImportPreviewJson, ImportResultJson } from "../../core/api/transfers";
import { parseDiaryLists, type ImportedDiaryLists } from "../../core/imports/diary-lists";
import { parseImport, type ParsedImport } from "../../core/imports/parse";
import { parseRoutines, type ImportedRoutine } from "../../core/imports/routines";
import type { DiaryList, ImportedDiaryEntry, ImportedWorkout } from "../../core/imports/types";
import type { Locale } from "../../core/locale";
import type { Plan } from "../../core/plans";
import type { ImportRequest } from "../../core/validation/imports";
import { diaryCaps } from "../../core/validation/diary";
import { ownExerciseLimits } from "../../core/validation/own-exercises";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { ApiError } from "../platform/errors";
import type { Assets } from "../platform/static-assets";
import { planAfterWeighIn } from "../plans/service";
import { findProfile } from "../shared/find-profile";
import { fullTable, logFullMessage } from "../shared/member-rows";
import { nameJson, resolveNames, workoutNameUses } from "./names";
import { dayCheckStatement, diaryDayFull, diaryStatements, planDiary } from "./diary";
import {
  diaryListsFull,
  listsCheckStatement,
  listStatements,
  planLists,
  renamedEntriesStatements,
  type ListsPlan,
} from "./diary-lists";
import { byLine, problemMessage, shownProblems } from "./problems";
import { planRoutines, routineNameUses, routineStatements, selectRoutines } from "./routines";
import { workoutRows } from "./rows";
import { newWorkoutCounts, withKeysStoredBefore, withoutLoggedHere } from "./stored";
import { planWeighIns, weighInsByDay, weighInStatements } from "./weights";
import {
  entryStatements,
  ownExerciseRefused,
  ownExerciseStatements,
  rememberStatements,
  sessionStatements,
  setStatements,
} from "./workout-statements";

export interface ImportContext {
  db: Db;
  userId: string;
  /** The member's plan: a recipe or favourite of the diary's lists may name a dish. */
  plan: Plan;
  assets: Assets;
  now: number;
  locale: Locale;
}

/** What a file brings beside its rows: the diary's lists, our own workouts' routines (null when none came). */
interface Extras {
  lists: ImportedDiaryLists | null;
  routines: ImportedRoutine[] | null;
}

/**
 * The file, with the diary's lists or the routines when they came (their problems beside the
 * file's). `now` (the request's clock) bounds the days and workout times a file may hold.
 */
function parse(req: ImportRequest, now: number): { parsed: ParsedImport } & Extras {
  const parsed = parseImport(req.source, req.csv, { unit: req.unit, timeZone: req.timeZone, now });
  if (parsed.kind === "workouts" && req.routines !== undefined) {
    const read = parseRoutines(req.routines);
    // A download without a workout logged still has its sets' header: its routines alone are worth importing.
    const problems = parsed.problems.filter((p) => !(read.routines.length > 0 && p.code === "empty"));
    return { parsed: { ...parsed, problems: [...problems, ...read.problems] }, lists: null, routines: read.routines };
  }
  if (parsed.kind !== "diary" || !req.lists) return { parsed, lists: null, routines: null };
  const lists = parseDiaryLists(req.lists, now);
  // A download without a food logged still has its entries' header: its lists alone are worth importing.
  const some = Object.values(lists.lists).some((l) => l.length > 0);
  const problems = parsed.problems.filter((p) => !(some && p.code === "empty"));
  return { parsed: { ...parsed, problems: [...problems, ...lists.problems] }, lists: lists.lists, routines: null };
}

const planListsOf = (ctx: ImportContext, lists: ImportedDiaryLists | null) =>
  lists ? planLists(ctx.db, ctx.assets, { id: ctx.userId, plan: ctx.plan }, lists, ctx.now) : Promise.resolve(null);

const span = (dates: readonly string[]) => {
  const sorted = [...dates].sort();
  return { first: sorted[0] ?? null, last: sorted.at(-1) ?? null };
};

export async function previewImport(ctx: ImportContext, req: ImportRequest): Promise<ImportPreviewJson> {
  const { parsed, lists, routines } = parse(req, ctx.now);
  const common = {
    source: req.source,
    rows: parsed.rows,
    unit: parsed.unitInFile ?? req.unit,
    unitInFile: parsed.unitInFile !== null,
    problems: shownProblems(parsed.problems, ctx.locale),
    problemCount: parsed.problems.length,
    lists: null,
    routines: null,
  };
  if (parsed.kind === "weights") {
    const days = weighInsByDay(parsed.items);
    const plan = await planWeighIns(ctx.db, ctx.userId, days);
    return {
      ...common,
      ...span(days.map((d) => d.date)),
      items: days.length,
      newItems: plan.fresh.length,
      sets: 0,
      newSets: 0,
      skipped: parsed.skipped,
      conflicts: plan.conflicts,
      names: [],
    };
  }
  if (parsed.kind === "diary") {
    const plan = await planDiary(ctx.db, ctx.userId, parsed.items);
    const listsPlan = await planListsOf(ctx, lists);
    return {
      ...common,
      lists: listsPlan?.counts ?? null,
      ...span(parsed.items.map((e) => e.date)),
      items: parsed.items.length,
      newItems: plan.fresh.length,
      sets: 0,
      newSets: 0,
      skipped: parsed.skipped,
      conflicts: 0,
      names: [],
    };
  }
  const here = await withoutLoggedHere(ctx.db, ctx.userId, req.source, parsed.items);
  const selected = routines && (await selectRoutines(ctx.db, { id: ctx.userId, plan: ctx.plan }, routines));
  const uses = [...workoutNameUses(here.workouts), ...(selected ? routineNameUses(selected) : [])];
  const resolved = await resolveNames(ctx.db, ctx.userId, uses, req.matches, ctx.locale);
  const workouts = await withKeysStoredBefore(ctx.db, ctx.userId, req.source, here.workouts);
  const rows = await workoutRows(ctx.userId, req.source, workouts, resolved.exerciseOf);
  const fresh = await newWorkoutCounts(ctx.db, ctx.userId, rows);
  return {
    ...common,
    routines: selected?.counts ?? null,
    ...span(parsed.items.map((w) => w.date)),
    // Workouts of this app's own export already logged here are in the file, not new.
    items: rows.sessions.length + here.logged.workouts,
    newItems: fresh.items,
    sets: rows.sets.length + here.logged.sets,
    newSets: fresh.sets,
    skipped: parsed.skipped + rows.dropped,
    conflicts: 0,
    names: resolved.names.map(nameJson),
  };
}

/** Rows a batch's statements wrote (D1's count of changed rows). */
const changed = (results: readonly D1Result[]) => results.reduce((n, r) => n + (r.meta.changes ?? 0), 0);

/** Records a batch's statements wrote, by the rows they answered (workout-statements.ts). */
const returned = (results: readonly D1Result[]) => results.reduce((n, r) => n + r.results.length, 0);

/** Rows a batch's statement groups wrote, group by group, by the rows they answered. */
function returnedBy(groups: readonly (readonly D1PreparedStatement[])[], written: readonly D1Result[]): number[] {
  let at = 0;
  return groups.map((group) => {
    const n = returned(written.slice(at, at + group.length));
    at += group.length;
    return n;
  });
}

/** Reads and tries again when the member's own exercises changed meanwhile; more than this is not a member's doing. */
const attempts = 3;

const ownExerciseLimit = (locale: Locale) =>
  new ApiError(409, "own_exercise_limit", m.api_error_own_exercise_limit({ count: ownExerciseLimits.perMember }, { locale }));

/** Whether a batch failed with this error (D1 wraps a statement's failure in causes). */
function failedWith(err: unknown, error: RegExp): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) if (error.test(e.message)) return true;
  return false;
}

/**
 * Writes the workouts in one batch, with the own exercises their names need, and answers the rows
 * each group of statements wrote (own exercises, sessions, entries, sets, remembered names). The
 * own exercises are made only while the member's live ones are still those the names were matched
 * against (within the cap, one live exercise a name); when another write came in between, the
 * batch writes nothing and the names are read and matched again (a name made meanwhile is then
 * reused, and the cap checked again).
 */
async function writeWorkouts(
  ctx: ImportContext,
  req: ImportRequest,
  workouts: ImportedWorkout[],
  routines: readonly ImportedRoutine[],
  importId: string,
): Promise<number[]> {
  const { db, userId, now, locale } = ctx;
  const d1 = db.$client;
  for (let attempt = 1; ; attempt++) {
    const selected = await selectRoutines(db, { id: userId, plan: ctx.plan }, routines);
    const uses = [...workoutNameUses(workouts), ...routineNameUses(selected)];
    const resolved = await resolveNames(db, userId, uses, req.matches, locale, { suggest: false });
    const unmatched = resolved.names.find((n) => n.exercise === null);
    if (unmatched) {
      throw new ApiError(400, "import_unmatched", m.import_unmatched_name({ name: unmatched.name }, { locale }));
    }
    const created = resolved.names.flatMap((n) => (n.create ? [n.create] : []));
    if (created.length > 0 && resolved.liveOwn.length + created.length > ownExerciseLimits.perMember) {
      throw ownExerciseLimit(locale);
    }
    const keyed = await withKeysStoredBefore(db, userId, req.source, workouts);
    const planned = await workoutRows(userId, req.source, keyed, resolved.exerciseOf);
    const routinesPlan = planRoutines(selected, resolved.exerciseOf);
    const groups = [
      ownExerciseStatements(d1, userId, created, resolved.liveOwn, now),
      sessionStatements(d1, userId, planned.sessions, now, importId),
      entryStatements(d1, userId, planned.entries, now),
      setStatements(d1, userId, planned.sets, now),
      rememberStatements(
        d1,
        userId,
        resolved.names.flatMap((n) => (n.how === "chosen" && n.exercise ? [[n.key, n.exercise] as [string, string]] : [])),
        now,
      ),
      routineStatements(d1, userId, routinesPlan, now),
    ];
    // Nothing new (routines already here, no workout to add): a batch needs a statement.
    if (groups.every((g) => g.length === 0)) return groups.map(() => 0);
    let written: D1Result[];
    try {
      written = await d1.batch(groups.flat());
    } catch (err) {
      const full = fullTable(err);
      if (full) throw new ApiError(409, "log_full", logFullMessage(full, locale));
      // Its own exercises could not be made (workout-statements.ts).
      if (!failedWith(err, ownExerciseRefused)) throw err;
      if (attempt < attempts) continue;
      throw new ApiError(409, "import_own_exercises_changed", m.import_own_exercises_changed({}, { locale }));
    }
    return returnedBy(groups, written);
  }
}

/** "20 November 2026" / «20 ноября 2026 г.»: a diary day as the member's language writes it. */
const dayText = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(Date.parse(`${date}T00:00:00Z`));

const dayFull = (date: string | null, locale: Locale) =>
  new ApiError(
    409,
    "diary_day_full",
    date
      ? m.import_diary_day_full({ date: dayText(date, locale), count: diaryCaps.entriesPerDay }, { locale })
      : m.import_diary_day_full_any({ count: diaryCaps.entriesPerDay }, { locale }),
  );

const listsFull = (list: DiaryList | null, locale: Locale) =>
  list
    ? new ApiError(
        409,
        "diary_lists_full",
        listsFullMessage[list]({ count: new Intl.NumberFormat(locale).format(diaryCaps[list]) }, { locale }),
      )
    : new ApiError(409, "diary_lists_full", m.import_diary_lists_full_any({}, { locale }));

const listsFullMessage: Record<DiaryList, (inputs: { count: string }, options: { locale: Locale }) => string> = {
  foods: m.import_diary_foods_full,
  recipes: m.import_diary_recipes_full,
  favourites: m.import_diary_favourites_full,
};

/**
 * Writes the diary's new entries, with the own foods, recipes and favourites that came with them,
 * in one batch, refused whole when a day would hold more than a day may, or a list more than a
 * member keeps (checked before, and again in the batch against what another device wrote
 * meanwhile), or the diary is full. Answers how many entries and records of each list it wrote.
 */
async function writeDiary(
  ctx: ImportContext,
  entries: ImportedDiaryEntry[],
  lists: ImportedDiaryLists | null,
  importId: string,
): Promise<{ entries: number; lists: Record<DiaryList, number> | null }> {
  const { db, userId, now, locale } = ctx;
  const listsPlan: ListsPlan | null = await planListsOf(ctx, lists);
  if (listsPlan?.overfull) throw listsFull(listsPlan.overfull, locale);
  const plan = await planDiary(db, userId, entries);
  if (plan.overfull) throw dayFull(plan.overfull, locale);
  const d1 = db.$client;
  const listGroups = listsPlan ? listStatements(d1, userId, listsPlan, now) : [];
  const entryGroup = diaryStatements(d1, userId, plan.fresh, now, importId, listsPlan?.refOf);
  const checks = [
    ...(plan.fresh.length > 0 ? [dayCheckStatement(d1, userId, plan.fresh)] : []),
    ...(listGroups.some((g) => g.length > 0) ? [listsCheckStatement(d1, userId)] : []),
  ];
  const renamed = listsPlan ? renamedEntriesStatements(d1, userId, listsPlan, now) : [];
  const groups = [...listGroups, entryGroup, renamed, checks];
  if (groups.every((g) => g.length === 0)) return { entries: 0, lists: listsPlan && { foods: 0, recipes: 0, favourites: 0 } };
  try {
    const counts = returnedBy(groups, await d1.batch(groups.flat()));
    const [foods = 0, recipes = 0, favourites = 0] = listsPlan ? counts : [];
    return { entries: counts[listGroups.length]!, lists: listsPlan && { foods, recipes, favourites } };
  } catch (err) {
    const full = fullTable(err);
    if (full) throw new ApiError(409, "log_full", logFullMessage(full, locale));
    if (failedWith(err, diaryDayFull)) throw dayFull((await planDiary(db, userId, entries)).overfull, locale);
    if (failedWith(err, diaryListsFull)) throw listsFull((await planListsOf(ctx, lists))?.overfull ?? null, locale);
    throw err;
  }
}

export async function runImport(ctx: ImportContext, req: ImportRequest): Promise<ImportResultJson> {
  const { db, userId, now, locale } = ctx;
  const { parsed, lists, routines } = parse(req, now);
  const first = byLine(parsed.problems)[0];
  if (first) {
    throw new ApiError(400, "import_invalid", problemMessage(first, locale), { "X-Invalid-Line": String(first.line) });
  }
  const d1 = db.$client;
  // The import's record, which the workouts it writes name (so they can be removed with it).
  const id = crypto.randomUUID();
  let result: ImportResultJson;
  let rows: number;
  if (parsed.kind === "weights") {
    const days = weighInsByDay(parsed.items);
    const plan = await planWeighIns(db, userId, days);
    const before = await findProfile(db, userId);
    const { upserts, follow } = weighInStatements(d1, userId, days, plan.weighed, now, id);
    const written = await d1.batch([...upserts, follow]);
    await planAfterWeighIn(db, before, now);
    rows = changed(written.slice(0, upserts.length));
    result = { id, source: req.source, items: rows, sets: 0, ownExercises: 0, lists: null, routines: null };
  } else if (parsed.kind === "diary") {
    const written = await writeDiary(ctx, parsed.items, lists, id);
    rows = written.entries + Object.values(written.lists ?? {}).reduce((n, x) => n + x, 0);
    result = { id, source: req.source, items: written.entries, sets: 0, ownExercises: 0, lists: written.lists, routines: null };
  } else {
    const { workouts } = await withoutLoggedHere(db, userId, req.source, parsed.items);
    // Every workout already logged here (this app's own export brought back) and no routine: nothing to write.
    const counts =
      workouts.length > 0 || (routines?.length ?? 0) > 0 ? await writeWorkouts(ctx, req, workouts, routines ?? [], id) : [];
    const [own = 0, sessions = 0, entries = 0, sets = 0, , written = 0] = counts;
    rows = sessions + entries + sets + written;
    result = { id, source: req.source, items: sessions, sets, ownExercises: own, lists: null, routines: routines && written };
  }
  await d1
    .prepare(`INSERT INTO data_transfers (id, user_id, kind, source, rows, created_at) VALUES (?1, ?2, 'import', ?3, ?4, ?5)`)
    .bind(id, userId, req.source, rows, now)
    .run();
  console.log(JSON.stringify({ event: "import", member: userId, ...result, rows }));
  return result;
}
