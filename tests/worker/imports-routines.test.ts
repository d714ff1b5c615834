import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseRoutines } from "../../core/imports/routines";
import { getDb } from "../../worker/db/client";
import { planRoutines, routineStatements, selectRoutines } from "../../worker/imports/routines";
import { post } from "./auth-helpers";
import { exportedFiles, get, importFile, preview, type ImportBody } from "./imports-fixture";
import { entryChange, memberOn, sessionChange, setChange, sync } from "./workout-fixture";

// Routines come with this app's own workouts (workouts/routines.json of "Download my data", sent
// beside workouts/sets.csv when the member chooses the ZIP): into another account each with its
// name, order and supersets, the library's exercises as they are and another account's own ones
// by name (made or chosen, as the workouts' names are); into the account they came from, and a
// second time, nothing. Kept on Standard and Pro, up to 50, as saving one is.

type Routine = { name: string; exercises: { exercise: string; superset: number | null }[] };

/** A member with an own exercise logged once, another never logged, and two routines using them. */
async function memberWithRoutines() {
  const from = await memberOn("BASIC");
  const own = async (name: string) =>
    (await post("/api/exercises/own", { name, measure: "reps" }, { token: from.token })).body.id as string;
  const zercher = await own("Zercher hold, my way");
  const landmine = await own("Landmine rotation");
  const at = Date.now() - 26 * 3_600_000;
  const session = sessionChange({
    name: "Legs",
    status: "finished",
    startedAt: at,
    finishedAt: at + 40 * 60_000,
    date: new Date(at).toISOString().slice(0, 10),
  });
  const hold = entryChange(session, `own-${zercher}`);
  expect((await sync(from.token, [session, hold, setChange(hold, { weight: 30, reps: 12 })])).status).toBe(200);
  const routines: Routine[] = [
    {
      name: "Legs and press",
      exercises: [
        { exercise: "goblet-squat", superset: 0 },
        { exercise: `own-${zercher}`, superset: 0 },
        { exercise: "push-up", superset: null },
      ],
    },
    {
      name: "Core",
      exercises: [
        { exercise: `own-${landmine}`, superset: null },
        { exercise: "front-plank", superset: null },
      ],
    },
  ];
  for (const r of routines) expect((await post("/api/workouts/routines", r, { token: from.token })).status).toBe(201);
  const files = await exportedFiles(from.token);
  const body: ImportBody & { routines: string } = {
    source: "forma",
    csv: files["workouts/sets.csv"]!,
    routines: files["workouts/routines.json"]!,
  };
  return { from, body };
}

/** The member's routines by name (those written together share a moment, so their order is the ids'). */
const routinesOf = async (token: string): Promise<Routine[]> =>
  ((await get(token, "/api/workouts/routines")).body.routines as Routine[])
    .map(({ name, exercises }) => ({ name, exercises }))
    .sort((a, b) => a.name.localeCompare(b.name));

const routineCount = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM workout_routines WHERE user_id = ?1").bind(userId).first<{ n: number }>())!.n;

/** Routines stored straight in the table (a member near the cap), at an hour ago. */
async function storeRoutines(userId: string, count: number) {
  const at = Date.now() - 3_600_000;
  await env.DB.batch(
    Array.from({ length: count }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO workout_routines (id, user_id, name, exercises, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
      ).bind(crypto.randomUUID(), userId, `Kept ${i + 1}`, JSON.stringify([{ exercise: "push-up", superset: null }]), at),
    ),
  );
}

describe("routines brought back with our own workouts", () => {
  it("come into another account with their supersets, own exercises by name, and a second import or the same account adds none", async () => {
    const { from, body } = await memberWithRoutines();
    const to = await memberOn("PRO");
    const seen = await preview(to.token, body);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      items: 1,
      newItems: 1,
      problemCount: 0,
      routines: { items: 2, newItems: 2, skipped: 0, needsPlan: false },
    });
    // The never-logged own exercise is asked for too, as a name only the routines use.
    expect(
      Object.fromEntries(
        (seen.body.names as { name: string; sets: number; exercise: string | null }[]).map((n) => [n.name, [n.sets, n.exercise]]),
      ),
    ).toEqual({
      "Zercher hold, my way": [1, null],
      "Landmine rotation": [0, null],
    });
    // Without a choice for it the import writes nothing.
    const unmatched = await importFile(to.token, { ...body, matches: { "Zercher hold, my way": "new:reps" } });
    expect(unmatched.status).toBe(400);
    expect(unmatched.body.error.code).toBe("import_unmatched");
    expect(await routineCount(to.id)).toBe(0);

    const matches = { "Zercher hold, my way": "new:reps", "Landmine rotation": "russian-twist" };
    const res = await importFile(to.token, { ...body, matches });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: 1, ownExercises: 1, routines: 2 });
    const made = ((await get(to.token, "/api/exercises/own")).body.exercises as { id: string; name: string }[]).find(
      (e) => e.name === "Zercher hold, my way",
    )!;
    expect(await routinesOf(to.token)).toEqual([
      {
        name: "Core",
        exercises: [
          { exercise: "russian-twist", superset: null },
          { exercise: "front-plank", superset: null },
        ],
      },
      {
        name: "Legs and press",
        exercises: [
          { exercise: "goblet-squat", superset: 0 },
          { exercise: `own-${made.id}`, superset: 0 },
          { exercise: "push-up", superset: null },
        ],
      },
    ]);

    // The same download again: nothing new, nothing written.
    expect((await preview(to.token, { ...body, matches })).body.routines).toEqual({
      items: 2,
      newItems: 0,
      skipped: 0,
      needsPlan: false,
    });
    expect((await importFile(to.token, { ...body, matches })).body).toMatchObject({ items: 0, routines: 0 });
    expect(await routineCount(to.id)).toBe(2);
    // Into the account it came from: its own routines and exercises, already here.
    expect((await preview(from.token, body)).body).toMatchObject({ names: [], routines: { items: 2, newItems: 0 } });
    expect((await importFile(from.token, body)).body).toMatchObject({ items: 0, routines: 0 });
    expect(await routineCount(from.id)).toBe(2);
    // The CSV alone brings no routines.
    expect((await preview(to.token, { source: "forma", csv: body.csv, matches })).body.routines).toBeNull();
  });

  it("are left out on Free and past the 50 a member keeps, counted, while the workouts come", async () => {
    const { body } = await memberWithRoutines();
    const matches = { "Zercher hold, my way": "new:reps", "Landmine rotation": "new:reps" };
    const free = await memberOn("FREE");
    const seen = await preview(free.token, body);
    expect(seen.body.routines).toEqual({ items: 2, newItems: 0, skipped: 2, needsPlan: true });
    // Only the workouts' names are asked for: the routines left out need none, and make none.
    expect((seen.body.names as { name: string }[]).map((n) => n.name)).toEqual(["Zercher hold, my way"]);
    const workoutsOnly = { "Zercher hold, my way": "new:reps" };
    expect((await importFile(free.token, { ...body, matches: workoutsOnly })).body).toMatchObject({
      items: 1,
      ownExercises: 1,
      routines: 0,
    });
    expect(await routineCount(free.id)).toBe(0);

    const nearlyFull = await memberOn("BASIC");
    await storeRoutines(nearlyFull.id, 49);
    expect((await preview(nearlyFull.token, { ...body, matches })).body.routines).toEqual({
      items: 2,
      newItems: 1,
      skipped: 1,
      needsPlan: false,
    });
    expect((await importFile(nearlyFull.token, { ...body, matches })).body).toMatchObject({ items: 1, routines: 1 });
    expect(await routineCount(nearlyFull.id)).toBe(50);
  });

  it("leave out, counted, a routine naming an exercise the export could not name and the library lacks", async () => {
    const { body } = await memberWithRoutines();
    const kept = JSON.parse(body.routines) as { name: string; exercises: { exercise: string; name: string | null }[] }[];
    const core = kept.find((r) => r.name === "Core")!;
    core.exercises[1] = { ...core.exercises[1]!, exercise: "retired-exercise", name: null };
    const legs = kept.find((r) => r.name === "Legs and press")!;
    legs.exercises[2] = { ...legs.exercises[2]!, name: null };
    const to = await memberOn("BASIC");
    const withNull = { ...body, routines: JSON.stringify(kept), matches: { "Zercher hold, my way": "new:reps" } };
    expect((await preview(to.token, withNull)).body.routines).toEqual({ items: 2, newItems: 1, skipped: 1, needsPlan: false });
    expect((await importFile(to.token, withNull)).body).toMatchObject({ items: 1, routines: 1 });
    // The push-up the export named null is the library's here: kept by its id.
    expect((await routinesOf(to.token)).map((r) => [r.name, r.exercises.at(-1)!.exercise])).toEqual([
      ["Legs and press", "push-up"],
    ]);
  });

  it("come alone from a download with no workout logged, and a header of another app's file is not ours", async () => {
    const { body } = await memberWithRoutines();
    const header = body.csv.split(/\r?\n/)[0]!;
    const to = await memberOn("BASIC");
    const matches = { "Landmine rotation": "new:reps", "Zercher hold, my way": "new:reps" };
    const alone = { ...body, csv: `${header}\n`, matches };
    expect((await preview(to.token, alone)).body).toMatchObject({
      problemCount: 0,
      items: 0,
      routines: { items: 2, newItems: 2 },
    });
    expect((await importFile(to.token, alone)).body).toMatchObject({ items: 0, ownExercises: 2, routines: 2 });
    expect(await routineCount(to.id)).toBe(2);
    // All of them here now: nothing new, and a batch with nothing in it is not sent.
    expect((await importFile(to.token, alone)).body).toMatchObject({ items: 0, ownExercises: 0, routines: 0 });

    const other = await memberOn("BASIC");
    const strongHeader = { ...alone, csv: "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n" };
    const refused = await importFile(other.token, strongHeader);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("import_invalid");
    expect(await routineCount(other.id)).toBe(0);
  });

  it("keep the cap when imports race: two downloads at once into room for one write one routine", async () => {
    const first = await memberWithRoutines();
    const second = await memberWithRoutines();
    const to = await memberOn("BASIC");
    await storeRoutines(to.id, 49);
    const matches = { "Zercher hold, my way": "new:reps", "Landmine rotation": "new:reps" };
    const answers = await Promise.all([first.body, second.body].map((b) => importFile(to.token, { ...b, matches })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.routines as number).reduce((n, x) => n + x, 0)).toBe(1);
    expect(await routineCount(to.id)).toBe(50);

    // The cap is the insert's own: a plan read while there was room writes nothing once another
    // save took the last place (what two requests in flight at once would meet).
    const late = await memberOn("BASIC");
    await storeRoutines(late.id, 49);
    const read = parseRoutines(first.body.routines).routines;
    const selected = await selectRoutines(getDb(env.DB), { id: late.id, plan: "BASIC" }, read);
    const plan = planRoutines(
      selected,
      new Map([
        ["zercher hold, my way", "push-up"],
        ["landmine rotation", "push-up"],
      ]),
    );
    expect(plan.fresh).toHaveLength(1);
    await storeRoutines(late.id, 1);
    const written = await env.DB.batch(routineStatements(env.DB, late.id, plan, Date.now()));
    expect(written.map((r) => r.results.length)).toEqual([0]);
    expect(await routineCount(late.id)).toBe(50);
  });

  it("refuse a file that is not our routines, naming the routine, in both languages, and write nothing", async () => {
    const { body } = await memberWithRoutines();
    const to = await memberOn("BASIC");
    const matches = { "Zercher hold, my way": "new:reps", "Landmine rotation": "new:reps" };
    const kept = JSON.parse(body.routines) as { name: string; exercises: { superset: string | null }[] }[];
    // A superset of one exercise ("Core" has none): the logger never writes one.
    const split = structuredClone(kept);
    const core = split.findIndex((r) => r.name === "Core");
    split[core]!.exercises[0]!.superset = "A";
    for (const [routines, message] of [
      ["not json", "workouts/routines.json is not the list of routines this app writes, or it holds more than 50 of them."],
      [
        JSON.stringify(Array.from({ length: 51 }, () => kept[0])),
        "workouts/routines.json is not the list of routines this app writes, or it holds more than 50 of them.",
      ],
      [JSON.stringify(split), `Routine ${core + 1} in workouts/routines.json cannot be read (its name, exercises or supersets).`],
      [
        JSON.stringify([kept[0], kept[0]]),
        "Routine 2 in workouts/routines.json cannot be read (its name, exercises or supersets).",
      ],
      [
        JSON.stringify([{ ...kept[0], name: "" }]),
        "Routine 1 in workouts/routines.json cannot be read (its name, exercises or supersets).",
      ],
    ] as const) {
      const seen = await preview(to.token, { ...body, routines, matches });
      expect(seen.body.problems).toEqual([{ line: expect.any(Number), message }]);
      const res = await importFile(to.token, { ...body, routines, matches });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: "import_invalid", message });
    }
    const ru = await importFile(to.token, { ...body, routines: JSON.stringify(split), matches }, { lang: "ru" });
    expect(ru.body.error.message).toMatch(
      new RegExp(`^Шаблон №\\s${core + 1} в\\sworkouts/routines\\.json не\\sудаётся прочитать`),
    );
    // Routines with another source's file are refused as a request.
    const strong = await importFile(to.token, { source: "strong", csv: "Date,Workout Name\n", routines: body.routines });
    expect(strong.status).toBe(400);
    expect(strong.res.headers.get("X-Invalid-Field")).toBe("routines");
    expect(await routineCount(to.id)).toBe(0);
    expect(((await get(to.token, "/api/workouts")).body.workouts as unknown[]).length).toBe(0);
  });
});
