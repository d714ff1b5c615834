// The scale bench's seed (scripts/bench-scale.mjs): members and their histories written straight
// into the local D1's SQLite file (miniflare's, with the server stopped) with node:sqlite, in big
// transactions with prepared statements, the rows shaped as the worker writes them. Histories are
// written in time order across all members (oldest day first), as they would arrive in
// production, so one member's rows are spread over the tables rather than packed together.
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

const dayMs = 86_400_000;

/** The D1 database's SQLite file under a `wrangler dev --persist-to` directory. */
export function d1File(state) {
  const dir = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite"));
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return join(dir, file);
}

/** Opens the file for bulk writes: no foreign-key checks (the rows are consistent), a large cache. */
export function openD1(state) {
  const db = new DatabaseSync(d1File(state), { enableForeignKeyConstraints: false });
  db.exec("PRAGMA synchronous = OFF; PRAGMA cache_size = -4000000; PRAGMA temp_store = MEMORY;");
  return db;
}

/** A small seeded generator (mulberry32): the same member gets the same history in both phases. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (...parts) => parts.reduce((h, p) => Math.imul(h ^ p, 0x9e3779b1) >>> 0, 0x12345);
/** An exponential draw with the given mean (most members log little, a few log a lot). */
const expo = (r, mean) => Math.round(-Math.log(1 - r()) * mean);

const historyTables = ["workout_sets", "workout_entries", "workout_sessions", "body_entries", "chat_messages", "diary_entries"];

/** Removes members' histories (the sample members' rows are written again, in time order, with everyone's). */
export function clearHistories(db, userIds) {
  db.exec("BEGIN");
  for (const t of historyTables) {
    const del = db.prepare(`DELETE FROM ${t} WHERE user_id = ?`);
    for (const id of userIds) del.run(id);
  }
  db.exec("COMMIT");
}

/**
 * What each member logs, drawn once: the days (counted back from today) of their sessions,
 * weigh-ins, coach conversations and diary days. `heavy` is a sample member's year: training on
 * most plan days, weighing in daily, a long conversation and four months of diary days.
 */
export function memberLog(member, sizes) {
  const r = rng(mix(member.seed, 7));
  const log = { sessions: [], body: [], chat: [], diary: [] };
  if (member.heavy) {
    for (let d = 364; d >= 1; d--) if (member.trainingWeekdays.has(weekdayOf(d, sizes.today)) && r() < 0.8) log.sessions.push(d);
    for (let d = 365; d >= 0; d--) log.body.push(d);
    for (let d = 300; d >= 1; d -= 2) log.chat.push(d);
    for (let d = 120; d >= 1; d--) log.diary.push(d);
    return log;
  }
  // Days since joining, up to two years; then what they did in that span.
  const span = 14 + Math.floor(r() * 716);
  const spread = (count) => {
    const n = Math.min(count, span - 1);
    const days = [];
    for (let k = 0; k < n; k++) days.push(Math.floor(((n - k) * span) / (n + 1)));
    return days;
  };
  if (r() < sizes.trainShare) log.sessions = spread(expo(r, sizes.sessionsMean));
  if (r() < sizes.weighShare) log.body = spread(expo(r, sizes.bodyMean));
  if (r() < sizes.chatShare) log.chat = spread(expo(r, sizes.chatMean));
  if (r() < sizes.diaryShare) log.diary = spread(expo(r, sizes.diaryMean));
  log.span = span;
  return log;
}

const weekdayNames = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];
const dateOf = (daysAgo, today) => new Date(today - daysAgo * dayMs).toISOString().slice(0, 10);
const weekdayOf = (daysAgo, today) => weekdayNames[new Date(today - daysAgo * dayMs).getUTCDay()];

/** The prepared inserts, one per history table, with the columns the worker writes. */
function statements(db) {
  return {
    session: db.prepare(`INSERT INTO workout_sessions (id, user_id, date, name, source, weekday, day_type, block_week, deload, plan, status, started_at, finished_at, updated_at, deleted)
      VALUES (?, ?, ?, NULL, 'plan', ?, ?, ?, 0, ?, 'finished', ?, ?, ?, 0)`),
    entry: db.prepare(`INSERT INTO workout_entries (id, session_id, user_id, exercise, position, note, updated_at, deleted) VALUES (?, ?, ?, ?, ?, '', ?, 0)`),
    set: db.prepare(`INSERT INTO workout_sets (id, session_id, entry_id, user_id, exercise, position, kind, weight, reps, seconds, rpe, rir, updated_at, deleted, logged_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, 0, ?)`),
    body: db.prepare(`INSERT INTO body_entries (id, user_id, date, weight, waist, neck, hips, chest, arm, thigh, body_fat, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, NULL, NULL, NULL, ?, ?)`),
    chat: db.prepare(`INSERT INTO chat_messages (id, user_id, role, content, created_at) VALUES (?, ?, ?, ?, ?)`),
    diary: db.prepare(`INSERT INTO diary_entries (id, user_id, date, meal, food_kind, food_id, grams, portion, name_en, name_ru, per100g, logged_at, updated_at, deleted)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`),
  };
}

/** One finished session of the plan's day, its entries and sets (a warm-up before the first exercise). */
function writeSession(st, m, k, daysAgo, t, counts) {
  const r = rng(mix(m.seed, 1, k));
  const day = m.planDays[k % m.planDays.length];
  const id = randomUUID();
  const started = t.today - daysAgo * dayMs - 6 * 3_600_000 + Math.floor(r() * 3 * 3_600_000);
  const finished = started + (45 + Math.floor(r() * 40)) * 60_000;
  st.session.run(id, m.id, dateOf(daysAgo, t.today), day.weekday, day.type, 1 + (k % 4), t.sessionPlan, started, finished, finished);
  counts.sessions++;
  let at = started + 120_000;
  day.exercises.forEach((e, position) => {
    const entry = randomUUID();
    st.entry.run(entry, id, m.id, e.slug, position, finished);
    counts.entries++;
    const sets = Math.min(e.sets ?? 3, 4) + (position === 0 ? 1 : 0);
    const load = 20 + Math.round(r() * 40) * 2.5;
    for (let p = 0; p < sets; p++) {
      const warm = position === 0 && p === 0;
      const hold = Boolean(e.seconds);
      at += 90_000 + Math.floor(r() * 60_000);
      st.set.run(randomUUID(), id, entry, m.id, e.slug, p, warm ? "warmup" : "work", hold ? null : warm ? load / 2 : load, hold ? null : 6 + Math.floor(r() * 7), hold ? 30 + Math.floor(r() * 4) * 10 : null, warm ? null : 1 + Math.floor(r() * 3), at, at);
      counts.sets++;
    }
  });
}

function writeBody(st, m, k, daysAgo, t, counts) {
  const r = rng(mix(m.seed, 2, k));
  const at = t.today - daysAgo * dayMs - 12 * 3_600_000;
  const weekly = daysAgo % 7 === 0;
  st.body.run(randomUUID(), m.id, dateOf(daysAgo, t.today), Math.round((m.weight - k * 0.01 + r()) * 10) / 10, weekly ? 90 : null, weekly ? 38 : null, at, at);
  counts.body++;
}

/** A question and the coach's answer. */
function writeChat(st, m, k, daysAgo, t, counts) {
  const r = rng(mix(m.seed, 3, k));
  const at = t.today - daysAgo * dayMs - 10 * 3_600_000 + Math.floor(r() * 3_600_000);
  st.chat.run(randomUUID(), m.id, "user", t.questions[Math.floor(r() * t.questions.length)], at);
  st.chat.run(randomUUID(), m.id, "assistant", t.answers[Math.floor(r() * t.answers.length)], at + 4_000);
  counts.chat += 2;
}

const meals = ["breakfast", "lunch", "dinner", "snack"];

/** A diary day: 5 to 12 foods of the logged template day, over the meals. */
function writeDiary(st, m, k, daysAgo, t, counts) {
  const r = rng(mix(m.seed, 4, k));
  const n = m.heavy ? 12 : 5 + Math.floor(r() * 8);
  const date = dateOf(daysAgo, t.today);
  const base = t.today - daysAgo * dayMs - 14 * 3_600_000;
  for (let i = 0; i < n; i++) {
    const f = t.foods[Math.floor(r() * t.foods.length)];
    const at = base + i * 1_200_000;
    st.diary.run(randomUUID(), m.id, date, meals[Math.floor((i * meals.length) / n)], f.food_kind, f.food_id, f.grams, f.portion, f.name_en, f.name_ru, f.per100g, at, at);
    counts.diary++;
  }
  counts.diaryDays++;
}

const writers = [writeSession, writeBody, writeChat, writeDiary];

/**
 * Writes every member's history in time order. `members`: { id, seed, heavy, planDays,
 * trainingWeekdays, weight }; `t`: the templates and today. Returns the row counts and the
 * member-months the histories span.
 */
export function seedHistories(db, members, sizes, t, progress = () => {}) {
  return withoutRowCounting(db, () => writeHistories(db, members, sizes, t, progress));
}

/**
 * The triggers counting each member's rows (migration 0035) are set aside while the seed writes,
 * and the counts made afterwards in one pass per table, as the migration makes them: the seed
 * times the writing of histories, not millions of trigger runs.
 */
function withoutRowCounting(db, write) {
  const triggers = db.prepare("SELECT name, tbl_name AS tbl, sql FROM sqlite_master WHERE type = 'trigger'").all();
  for (const tr of triggers) db.exec(`DROP TRIGGER ${tr.name}`);
  try {
    return write();
  } finally {
    db.exec("BEGIN");
    for (const tr of triggers) db.exec(tr.sql);
    for (const table of new Set(triggers.filter((tr) => tr.name.endsWith("_counted")).map((tr) => tr.tbl))) {
      db.prepare("DELETE FROM member_rows WHERE kind = ?").run(table);
      db.prepare(`INSERT INTO member_rows (user_id, kind, count) SELECT user_id, ?, COUNT(*) FROM ${table} GROUP BY user_id`).run(table);
    }
    db.exec("COMMIT");
  }
}

function writeHistories(db, members, sizes, t, progress) {
  // Every logged day of every member, bucketed by how many days ago (oldest first when written).
  const maxDays = 731;
  const buckets = Array.from({ length: maxDays }, () => []);
  let memberMonths = 0;
  members.forEach((m, mi) => {
    const log = memberLog(m, sizes);
    memberMonths += (log.span ?? 365) / 30.44;
    ["sessions", "body", "chat", "diary"].forEach((kind, ki) => log[kind].forEach((d, k) => buckets[d].push(mi * 16 + ki, k)));
  });
  const st = statements(db);
  const counts = { sessions: 0, entries: 0, sets: 0, body: 0, chat: 0, diary: 0, diaryDays: 0 };
  let inTx = 0;
  db.exec("BEGIN");
  for (let d = maxDays - 1; d >= 0; d--) {
    const b = buckets[d];
    for (let i = 0; i < b.length; i += 2) {
      const m = members[b[i] >> 4];
      writers[b[i] & 15](st, m, b[i + 1], d, t, counts);
      if (++inTx >= 20_000) {
        db.exec("COMMIT; BEGIN");
        inTx = 0;
      }
    }
    buckets[d] = null;
    if (d % 60 === 0) progress(d, counts);
  }
  db.exec("COMMIT");
  return { counts, memberMonths: Math.round(memberMonths) };
}

/**
 * The other members' accounts: a users and a profiles row each, copied from a sample member's
 * (the same password hash and plan JSON), with their own ids, addresses and body numbers.
 */
export function seedMembers(db, count, template, today) {
  const userCols = db.prepare("SELECT name FROM pragma_table_info('users')").all().map((c) => c.name);
  const profileCols = db.prepare("SELECT name FROM pragma_table_info('profiles')").all().map((c) => c.name);
  const insert = (table, cols) => db.prepare(`INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`);
  const user = insert("users", userCols);
  const profile = insert("profiles", profileCols);
  const members = [];
  db.exec("BEGIN");
  for (let i = 0; i < count; i++) {
    const r = rng(mix(i, 99));
    const plans = template.plans[i % template.plans.length];
    const id = randomUUID();
    const joined = today - Math.floor(r() * 730) * dayMs;
    const u = { ...template.user, id, email: `member-${i}@scale.example`, first_name: "Member", last_name: "Scale", locale: r() < 0.5 ? "en" : "ru", created_at: joined, updated_at: joined, email_verified_at: joined };
    user.run(...userCols.map((c) => u[c]));
    const weight = 55 + Math.round(r() * 50);
    const p = { ...template.profile, id: randomUUID(), user_id: id, weight, height: 155 + Math.round(r() * 40), age: 18 + Math.floor(r() * 50), gender: r() < 0.5 ? "MALE" : "FEMALE", workout_plan: plans.workout, nutrition_plan: r() < 0.6 ? plans.nutrition : null, created_at: joined, updated_at: joined };
    profile.run(...profileCols.map((c) => p[c]));
    members.push({ id, seed: mix(i, 1_000_003), heavy: false, planDays: plans.days, weight });
    if (i % 20_000 === 19_999) db.exec("COMMIT; BEGIN");
  }
  db.exec("COMMIT");
  return members;
}

/** Row counts of the member tables, the file's size, and per table its bytes (dbstat when SQLite has it). */
export function describe(db) {
  const rows = {};
  for (const t of ["users", "profiles", ...historyTables]) rows[t] = db.prepare(`SELECT count(*) AS n FROM ${t}`).get().n;
  const { page_size: pageSize } = db.prepare("PRAGMA page_size").get();
  const { page_count: pages } = db.prepare("PRAGMA page_count").get();
  const { freelist_count: free } = db.prepare("PRAGMA freelist_count").get();
  let tables = null;
  try {
    tables = Object.fromEntries(
      db.prepare("SELECT coalesce(m.tbl_name, s.name) AS t, sum(s.pgsize) AS bytes FROM dbstat s LEFT JOIN sqlite_master m ON m.name = s.name GROUP BY t ORDER BY bytes DESC").all().map((r) => [r.t, r.bytes]),
    );
  } catch {
    // SQLite built without the dbstat table: the file's size only.
  }
  return { rows, bytes: (pages - free) * pageSize, tables };
}

/**
 * The routes' main statements (as the worker's code writes them), planned on the seeded file and
 * timed there once each for one member: where a route grows with the database, its plan says why.
 */
export function routePlans(db, userId, slug, date) {
  const statements = {
    "open session (workouts/day)": ["SELECT id FROM workout_sessions WHERE user_id = ? AND deleted = 0 AND status = 'active' ORDER BY date DESC, started_at DESC, id DESC LIMIT 1", [userId]],
    "last work sets (workouts/day)": [`WITH wanted(exercise) AS (SELECT DISTINCT value FROM json_each(?)),
      latest(exercise, sessionId) AS (SELECT w.exercise, (SELECT s.id FROM workout_sessions s
          WHERE s.user_id = ? AND s.deleted = 0 AND s.status = 'finished' AND EXISTS (SELECT 1 FROM workout_sets x JOIN workout_entries xe ON xe.id = x.entry_id
            WHERE x.session_id = s.id AND x.exercise = w.exercise AND x.kind = 'work' AND x.deleted = 0 AND xe.deleted = 0)
          ORDER BY s.date DESC, s.started_at DESC, s.id DESC LIMIT 1)
        FROM wanted w WHERE EXISTS (SELECT 1 FROM workout_sets y WHERE y.user_id = ? AND y.exercise = w.exercise))
      SELECT st.id, st.exercise FROM latest l JOIN workout_sets st ON st.session_id = l.sessionId AND st.exercise = l.exercise
        JOIN workout_entries e ON e.id = st.entry_id WHERE st.kind = 'work' AND st.deleted = 0 AND e.deleted = 0
      ORDER BY st.exercise, e.position, st.position`, [JSON.stringify([slug]), userId, userId]],
    "history page's days (workouts)": ["SELECT date FROM workout_sessions WHERE user_id = ? AND deleted = 0 ORDER BY date DESC, started_at DESC LIMIT 21", [userId]],
    "history summaries (workouts)": [`SELECT s.id, count(st.id), count(DISTINCT st.entry_id), coalesce(sum(coalesce(st.weight, 0) * coalesce(st.reps, 0)), 0)
      FROM workout_sessions s LEFT JOIN workout_sets st ON st.session_id = s.id AND st.deleted = 0 AND st.kind = 'work'
        AND EXISTS (SELECT 1 FROM workout_entries e WHERE e.id = st.entry_id AND e.deleted = 0)
      WHERE s.user_id = ? AND s.deleted = 0 AND s.date >= ? GROUP BY s.id ORDER BY s.date DESC, s.started_at DESC`, [userId, "2000-01-01"]],
    "one exercise's history": [`SELECT st.id FROM workout_sets st JOIN workout_sessions s ON s.id = st.session_id JOIN workout_entries e ON e.id = st.entry_id
      WHERE st.user_id = ? AND st.exercise = ? AND st.deleted = 0 AND e.deleted = 0 AND s.deleted = 0 AND s.status = 'finished'
      ORDER BY s.date DESC, s.started_at DESC, s.id DESC, e.position, st.position`, [userId, slug]],
    "weigh-ins (progress/entries)": ["SELECT * FROM body_entries WHERE user_id = ? ORDER BY date DESC LIMIT 1000", [userId]],
    "diary day (micronutrients/analysis)": ["SELECT * FROM diary_entries WHERE user_id = ? AND date = ? AND deleted = 0 ORDER BY logged_at, id", [userId, date]],
    "conversation (chat/messages)": ["SELECT * FROM chat_messages WHERE user_id = ? ORDER BY created_at DESC LIMIT 100", [userId]],
    "profile (profiles/me and the rest)": ["SELECT * FROM profiles WHERE user_id = ?", [userId]],
  };
  const out = {};
  for (const [name, [sql, params]] of Object.entries(statements)) {
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params).map((r) => r.detail);
    const t = performance.now();
    const rows = db.prepare(sql).all(...params).length;
    out[name] = { plan, rows, ms: Number((performance.now() - t).toFixed(2)) };
  }
  return out;
}
