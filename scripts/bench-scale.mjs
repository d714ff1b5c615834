// npm run bench -- --scale: the member routes on a database of 100,000 members against the same
// routes on an "empty" one, in one run (docs/benchmarks.md, "Scale"; docs/scaling.md).
//   Phase A: a fresh local D1 holding only a few sample members (signed up through the API, with
//   a year of history each written into the database). Phase B: the same database with the other
//   members and their histories added (about 10 M sets, 1 M coach messages, 1 M weigh-ins and
//   their diary days), written straight into miniflare's SQLite file with the server stopped.
//   Each phase restarts `wrangler dev` and times the same requests (sequential, after a warm-up);
//   the table shows p50/p99 of both and the p99 ratio (the aim: within 1.5x). Writes
//   .bench/scale.json. Options: `--members=N` (default 100000; every count scales with it),
//   `--runs=N` requests a route in each phase (default 400), `--keep` keeps the database.
import { randomUUID } from "node:crypto";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clearHistories, d1File, describe, openD1, routePlans, seedHistories, seedMembers } from "./bench-scale-seed.mjs";

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const memberCount = arg("members", 100_000);
const runs = arg("runs", 400);
const warmup = 40;
const sampleCount = 20;
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };
const json = { "Content-Type": "application/json" };
const today = Date.parse(new Date().toISOString().slice(0, 10) + "T00:00:00Z");
const todayDate = new Date(today).toISOString().slice(0, 10);
const yesterday = new Date(today - 86_400_000).toISOString().slice(0, 10);

/**
 * The other members' logs, sized so that 100,000 members hold about 10 M sets, 1 M weigh-ins and
 * 1 M coach messages: 70 % train (about 7.5 sessions of ~19 sets), 60 % weigh in (~17 days), 15 %
 * are Pro and talk to the coach (~33 questions and answers), 25 % keep a diary (~6 days of 5-12 foods).
 */
const sizes = { today, trainShare: 0.7, sessionsMean: 7.5, weighShare: 0.6, bodyMean: 16.7, chatShare: 0.15, chatMean: 33.3, diaryShare: 0.25, diaryMean: 6 };

function run(cmd, args) {
  const res = spawnSync(cmd, args, { env, encoding: "utf8" });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed:\n${res.stdout}\n${res.stderr}`);
  return res.stdout;
}

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `wrangler dev` on the persisted state; stop() waits until the process group is gone (the file is free again). */
async function startServer(state) {
  const port = await freePort();
  const child = spawn("wrangler", ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", state, "--show-interactive-dev-session=false"], { env, stdio: "ignore", detached: true });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 480 && !up; i++) {
    try {
      up = (await fetch(`${url}/api/health`)).ok;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  if (!up) throw new Error("wrangler dev did not start");
  return {
    url,
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already stopped
      }
      await exited;
      for (let i = 0; i < 100; i++) {
        try {
          process.kill(-child.pid, 0);
        } catch {
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      process.kill(-child.pid, "SIGKILL");
    },
  };
}

async function call(url, path, token, init = {}) {
  const res = await fetch(url + path, { ...init, headers: { ...json, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${body.slice(0, 300)}`);
  return body ? JSON.parse(body) : null;
}

/** A confirmed member through the API and the dev mailbox (each from its own address: sign-ups are limited per address). */
async function signUp(url, i) {
  const email = `scale-sample-${i}-${Date.now()}@example.com`;
  const password = "Str0ngPass";
  const ip = { "CF-Connecting-IP": `10.7.${i}.1` };
  const metrics = { gender: i % 2 ? "FEMALE" : "MALE", age: 25 + i, height: 165 + i, weight: 65 + i, activity: "MODERATE" };
  await call(url, "/api/auth/sign-up", null, { method: "POST", headers: ip, body: JSON.stringify({ firstName: "Sample", lastName: `Member ${"ABCDEFGHIJKLMNOPQRSTUVWXYZ"[i % 26]}`, email, password, acceptAgreement: true, metrics }) });
  const [mail] = await call(url, `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  await call(url, "/api/auth/verify-email", null, { method: "POST", headers: ip, body: JSON.stringify({ token: new URL(mail.links[0]).searchParams.get("verify") }) });
  const { token } = await call(url, "/api/auth/sign-in", null, { method: "POST", headers: ip, body: JSON.stringify({ email, password, returnToken: true }) });
  await call(url, "/api/profiles/screening", token, { method: "POST", body: JSON.stringify({ answers: Array(7).fill(false) }) });
  const { id } = await call(url, "/api/auth/session", token).then((s) => s.user);
  return { id, token, email, weight: metrics.weight };
}

/**
 * The sample members, Pro, with both plans (six training days, today among them); the first also
 * logs a 30-food diary day and asks the coach twice: their rows are the seed's templates.
 */
async function setUpSamples(url, state) {
  const samples = [];
  for (let i = 0; i < sampleCount; i++) samples.push(await signUp(url, i));
  run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, "--command", "UPDATE profiles SET plan = 'PRO'"]);
  const weekdays = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
  const todayWeekday = weekdays[(new Date(today).getUTCDay() + 6) % 7];
  const days = weekdays.filter((d) => d !== (todayWeekday === "SATURDAY" ? "FRIDAY" : "SATURDAY"));
  const tiers = ["beginner", "popular", "advanced"];
  for (const [i, s] of samples.entries()) {
    await call(url, "/api/plans/workout", s.token, { method: "POST", body: JSON.stringify({ goal: "GAIN_MUSCLE", tier: tiers[i % 3], weekdays: days, equipment: ["barbell", "dumbbell", "bench", "cable", "machine", "pullup_bar"] }) });
    await call(url, "/api/plans/nutrition", s.token, { method: "POST", body: JSON.stringify({ goal: ["LOSE_WEIGHT", "MAINTAIN", "GAIN_MUSCLE"][i % 3], style: "dishes" }) });
  }
  const first = samples[0];
  const micro = JSON.parse(run("tsx", ["scripts/bench-micronutrients.ts"]).trim().split("\n").at(-1));
  const changes = micro.day.map(({ ndb, grams }) => ({ type: "entry", id: randomUUID(), updatedAt: Date.now() - 60_000, date: todayDate, meal: "lunch", food: { kind: "db", id: ndb }, grams, portion: null }));
  await call(url, "/api/diary/sync", first.token, { method: "POST", body: JSON.stringify({ changes }) });
  const questions = ["How many calories should I eat to lose fat?", "How do I do the bench press safely?"];
  for (const [i, content] of questions.entries()) {
    if (i > 0) await new Promise((r) => setTimeout(r, 3100));
    const res = await fetch(`${url}/api/chat/messages`, { method: "POST", headers: { ...json, Authorization: `Bearer ${first.token}` }, body: JSON.stringify({ content }) });
    await res.text();
    if (!res.ok) throw new Error(`the coach refused a message (${res.status})`);
  }
  const day = await call(url, `/api/workouts/day?date=${todayDate}`, first.token);
  return { samples, sessionPlan: JSON.stringify(day.preview?.exercises ?? []) };
}

/** The seed's templates from the rows the API wrote, and the samples as the seed's members. */
function templatesOf(db, samples, sessionPlan) {
  const profileOf = (id) => db.prepare("SELECT * FROM profiles WHERE user_id = ?").get(id);
  const plans = samples.map((s) => {
    const p = profileOf(s.id);
    const days = JSON.parse(p.workout_plan).plan.week.filter((d) => d.type);
    return { workout: p.workout_plan, nutrition: p.nutrition_plan, days };
  });
  const first = samples[0].id;
  const t = {
    today,
    sessionPlan,
    foods: db.prepare("SELECT food_kind, food_id, grams, portion, name_en, name_ru, per100g FROM diary_entries WHERE user_id = ?").all(first),
    questions: ["How many calories should I eat to lose fat?", "How do I do the bench press safely?", "Is creatine safe?", "What should I eat before training?", "How much protein do I need?", "Why did my weight go up this week?"],
    answers: db.prepare("SELECT content FROM chat_messages WHERE user_id = ? AND role = 'assistant'").all(first).map((r) => r.content),
    plans,
    user: db.prepare("SELECT * FROM users WHERE id = ?").get(first),
    profile: profileOf(first),
  };
  const members = samples.map((s, i) => ({ id: s.id, seed: 7_000_000 + i, heavy: true, planDays: plans[i].days, trainingWeekdays: new Set(plans[i].days.map((d) => d.weekday)), weight: s.weight }));
  return { t, members };
}

/** The member routes, each as one sample member would call it. */
function routesFor(slugOf) {
  return {
    "GET /api/profiles/me": () => "/api/profiles/me",
    "GET /api/workouts/day (today's workout)": () => `/api/workouts/day?date=${todayDate}`,
    "GET /api/workouts (history, 20 sessions)": () => "/api/workouts?limit=20",
    "GET /api/workouts/exercises/:slug (one exercise's history)": (s) => `/api/workouts/exercises/${slugOf(s)}`,
    "GET /api/progress/entries (a year of weigh-ins)": () => "/api/progress/entries",
    "GET /api/micronutrients/analysis (diary day)": () => `/api/micronutrients/analysis?date=${yesterday}`,
    "GET /api/chat/messages (the last 100)": () => "/api/chat/messages",
  };
}

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)];
const ms = (x) => Number(x.toFixed(2));

/**
 * Each route `runs` times over the sample members in turn, sequential: wall times, p50 and p99.
 * Every route is warmed up first (a fresh server on a 9 GB file starts with cold caches: without
 * this the first route measured paid for it).
 */
async function measure(url, samples, routes) {
  await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
  const call = async (pathOf, s) => {
    const res = await fetch(url + pathOf(s), { headers: { Authorization: `Bearer ${s.token}` } });
    await res.arrayBuffer();
    return res;
  };
  for (const pathOf of Object.values(routes)) for (let i = 0; i < warmup; i++) await call(pathOf, samples[i % samples.length]);
  const out = {};
  for (const [name, pathOf] of Object.entries(routes)) {
    const times = [];
    for (let i = 0; i < warmup + runs; i++) {
      const s = samples[i % samples.length];
      const t = performance.now();
      const res = await call(pathOf, s);
      if (!res.ok) throw new Error(`${name}: ${res.status}`);
      if (i >= warmup) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    out[name] = { p50Ms: ms(at(times, 0.5)), p99Ms: ms(at(times, 0.99)), maxMs: ms(times.at(-1)) };
  }
  return out;
}

const state = mkdtempSync(join(tmpdir(), "forma-scale-"));
const keep = process.argv.includes("--keep");
const results = { date: new Date().toISOString(), members: memberCount, sampleMembers: sampleCount, runsPerRoute: runs, warmup };
let server = null;
try {
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  server = await startServer(state);
  const { samples, sessionPlan } = await setUpSamples(server.url, state);
  await server.stop();
  server = null;

  let db = openD1(state);
  const empty = describe(db);
  const { t, members: sampleMembers } = templatesOf(db, samples, sessionPlan);
  // The most logged exercise of each sample's plan: its history is the longest.
  const slugOf = (s) => sampleMembers.find((m) => m.id === s.id).planDays[0].exercises[0].slug;
  clearHistories(db, samples.map((s) => s.id));
  let began = performance.now();
  const sampleSeed = seedHistories(db, sampleMembers, sizes, t);
  db.close();
  db = openD1(state);
  results.phaseA = { seed: { ...sampleSeed, seconds: ms((performance.now() - began) / 1000) }, database: describe(db), emptyDatabaseBytes: empty.bytes };
  db.close();
  console.log(`Phase A: ${sampleCount} sample members, ${JSON.stringify(sampleSeed.counts)}; ${(results.phaseA.database.bytes / 1e6).toFixed(1)} MB`);

  const routes = routesFor(slugOf);
  server = await startServer(state);
  results.phaseA.routes = await measure(server.url, samples, routes);
  await server.stop();
  server = null;

  db = openD1(state);
  began = performance.now();
  const others = seedMembers(db, memberCount, t, today);
  const membersSeconds = (performance.now() - began) / 1000;
  clearHistories(db, samples.map((s) => s.id));
  const all = [...others, ...sampleMembers];
  const seed = seedHistories(db, all, sizes, t, (d, c) => console.log(`  seeding: ${d} days ago, ${c.sets.toLocaleString("en")} sets so far, ${((performance.now() - began) / 1000).toFixed(0)} s`));
  const seedSeconds = (performance.now() - began) / 1000;
  db.close();
  db = openD1(state);
  results.phaseB = { seed: { ...seed, membersSeconds: ms(membersSeconds), seconds: ms(seedSeconds) }, database: describe(db), fileBytes: statSync(d1File(state)).size };
  results.phaseB.plans = routePlans(db, samples[0].id, slugOf(samples[0]), yesterday);
  db.close();
  const added = results.phaseB.database.bytes - results.phaseA.database.bytes;
  results.bytesPerMember = Math.round(added / memberCount);
  results.bytesPerMemberMonth = Math.round(added / (seed.memberMonths - sampleSeed.memberMonths));
  results.heavyBytesPerMonth = Math.round((results.phaseA.database.bytes - empty.bytes) / sampleCount / 12);
  console.log(`Phase B: +${memberCount.toLocaleString("en")} members in ${seedSeconds.toFixed(0)} s, ${JSON.stringify(seed.counts)}; ${(results.phaseB.database.bytes / 1e9).toFixed(2)} GB`);

  server = await startServer(state);
  results.phaseB.routes = await measure(server.url, samples, routes);
  await server.stop();
  server = null;
} finally {
  // A failed step must not leave a server running.
  await server?.stop();
  if (keep) console.log(`Database kept: ${d1File(state)}`);
  else rmSync(state, { recursive: true, force: true });
}

const aim = 1.5;
results.ratios = Object.fromEntries(Object.keys(results.phaseA.routes).map((name) => [name, ms(results.phaseB.routes[name].p99Ms / results.phaseA.routes[name].p99Ms)]));
mkdirSync(".bench", { recursive: true });
writeFileSync(".bench/scale.json", JSON.stringify(results, null, 2));

const rows = results.phaseB.seed.counts;
console.log(`\nSeed: ${memberCount.toLocaleString("en")} members + ${sampleCount} sample members; ${rows.sessions.toLocaleString("en")} sessions, ${rows.entries.toLocaleString("en")} entries, ${rows.sets.toLocaleString("en")} sets, ${rows.body.toLocaleString("en")} weigh-ins, ${rows.chat.toLocaleString("en")} coach messages, ${rows.diary.toLocaleString("en")} diary entries on ${rows.diaryDays.toLocaleString("en")} days; written in ${results.phaseB.seed.seconds} s (accounts ${results.phaseB.seed.membersSeconds} s)`);
console.log(`Database: ${(results.phaseA.database.bytes / 1e6).toFixed(1)} MB empty (the samples) -> ${(results.phaseB.database.bytes / 1e9).toFixed(2)} GB; ${results.bytesPerMember.toLocaleString("en")} bytes a member, ${results.bytesPerMemberMonth.toLocaleString("en")} a member-month (${results.phaseB.seed.memberMonths.toLocaleString("en")} member-months); a sample member's year: ${results.heavyBytesPerMonth.toLocaleString("en")} bytes a month`);
console.log(`\n${"route".padEnd(58)} ${"empty p50".padStart(9)} ${"p99".padStart(7)} ${"seeded p50".padStart(10)} ${"p99".padStart(7)}  p99 ratio`);
for (const [name, a] of Object.entries(results.phaseA.routes)) {
  const b = results.phaseB.routes[name];
  const r = results.ratios[name];
  console.log(`${name.padEnd(58)} ${a.p50Ms.toFixed(1).padStart(9)} ${a.p99Ms.toFixed(1).padStart(7)} ${b.p50Ms.toFixed(1).padStart(10)} ${b.p99Ms.toFixed(1).padStart(7)}  ${r.toFixed(2)}x ${r <= aim ? "ok" : `OVER (> ${aim}x)`}`);
}
const tables = Object.entries(results.phaseB.database.tables ?? {}).filter(([, b]) => b > 1e6);
for (const [name, p] of Object.entries(results.phaseB.plans)) console.log(`Plan, ${name} (${p.rows} rows, ${p.ms} ms in node:sqlite): ${p.plan.join(" | ")}`);
if (tables.length) console.log(`Seeded tables with their indexes: ${tables.map(([t, b]) => `${t} ${(b / 1e6).toFixed(0)} MB`).join(", ")}`);
console.log("Details: .bench/scale.json");
