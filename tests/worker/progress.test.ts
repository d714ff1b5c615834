import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { bodyEntries, profiles, users } from "../../worker/db/schema";
import { post, signIn, verifiedMember } from "./auth-helpers";
import { createSession, createUser } from "./factories";

interface Call {
  token?: string;
  lang?: "en" | "ru";
  body?: unknown;
}

async function call(method: string, path: string, { token, lang, body }: Call = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lang) headers.Cookie = `lang=${lang}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await SELF.fetch(`https://forma.test/api/progress${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { res, status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

const list = (token: string, query = "") => call("GET", `/entries${query}`, { token });
const create = (token: string, body: unknown, lang?: "en" | "ru") => call("POST", "/entries", { token, body, lang });
const patch = (token: string, id: string, body: unknown, lang?: "en" | "ru") =>
  call("PATCH", `/entries/${id}`, { token, body, lang });
const remove = (token: string, id: string) => call("DELETE", `/entries/${id}`, { token });

/** The profile's weight as GET /api/profiles/me answers it. */
async function profileWeight(token: string) {
  const res = await SELF.fetch("https://forma.test/api/profiles/me", { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { weight: number | null }).weight;
}

async function member() {
  return createSession((await createUser()).id);
}

const empty = { weight: null, bodyFat: null, waist: null, neck: null, hips: null, chest: null, arm: null, thigh: null };

describe("progress API", () => {
  it("needs a session: 401 No access token available", async () => {
    const calls = [
      call("GET", "/entries"),
      call("POST", "/entries", { body: { date: "2024-03-01", weight: 70 } }),
      call("PATCH", `/entries/${crypto.randomUUID()}`, { body: { weight: 70 } }),
      call("DELETE", `/entries/${crypto.randomUUID()}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res).toMatchObject({ status: 401, body: { error: { code: "unauthorized", message: "No access token available" } } });
    }
  });

  it("logs a day (201), then merges the same day into it (200), rounding a weight to 0.01 kg and the rest to 0.1", async () => {
    const token = await member();
    const first = await create(token, { date: "2024-03-01", weight: 80.004, waist: 90 });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ...empty, id: expect.any(String), date: "2024-03-01", weight: 80, waist: 90 });

    // 175.3 lb, as a member reading pounds sends it: kept as 79.51 kg, which reads back as 175.3 lb.
    const again = await create(token, { date: "2024-03-01", neck: 38.26, weight: 175.3 * 0.45359237 });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...empty, id: first.body.id, date: "2024-03-01", weight: 79.51, waist: 90, neck: 38.3 });

    const { body, res } = await list(token);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(body).toEqual({ entries: [again.body] });
  });

  it("lists in date order and filters by from and to (both inclusive)", async () => {
    const token = await member();
    for (const date of ["2024-05-10", "2024-01-15", "2024-03-01", "2023-12-31"]) await create(token, { date, weight: 70 });
    const dates = async (query = "") => ((await list(token, query)).body.entries as { date: string }[]).map((e) => e.date);
    expect(await dates()).toEqual(["2023-12-31", "2024-01-15", "2024-03-01", "2024-05-10"]);
    expect(await dates("?from=2024-01-15")).toEqual(["2024-01-15", "2024-03-01", "2024-05-10"]);
    expect(await dates("?to=2024-03-01")).toEqual(["2023-12-31", "2024-01-15", "2024-03-01"]);
    expect(await dates("?from=2024-01-01&to=2024-04-30")).toEqual(["2024-01-15", "2024-03-01"]);
    expect(await dates("?from=2025-01-01")).toEqual([]);
    const bad = await list(token, "?from=2024-13-01");
    expect(bad).toMatchObject({
      status: 400,
      body: { error: { code: "validation_failed", message: "Enter a real date in the form YYYY-MM-DD" } },
    });
  });

  it("answers the newest 1000 entries when there are more, still oldest first", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    // 1002 days from 2020-01-01 (D1 binds few parameters per query, so SQL makes the rows).
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 1001)
       INSERT INTO body_entries (id, user_id, date, weight) SELECT lower(hex(randomblob(16))), ?1, date('2020-01-01', '+' || i || ' days'), 70 FROM n`,
    )
      .bind(id)
      .run();
    const { entries } = (await list(token)).body as { entries: { date: string }[] };
    expect(entries).toHaveLength(1000);
    expect(entries[0]!.date).toBe("2020-01-03");
    expect(entries.at(-1)!.date).toBe("2022-09-28");
    expect(entries.map((e) => e.date)).toEqual(entries.map((e) => e.date).sort());
  });

  it("edits an entry: changes and clears fields, moves it to a free day, refuses a taken one", async () => {
    const token = await member();
    const entry = (await create(token, { date: "2024-03-01", weight: 80, waist: 90 })).body;
    await create(token, { date: "2024-03-08", weight: 79 });

    const edited = await patch(token, entry.id, { weight: 79.996, waist: null, thigh: 55.55, date: "2024-03-02" });
    expect(edited).toMatchObject({ status: 200, body: { ...empty, id: entry.id, date: "2024-03-02", weight: 80, thigh: 55.6 } });
    // Fields not sent stay; the same date is not a conflict with itself.
    const same = await patch(token, entry.id, { date: "2024-03-02", arm: 33 });
    expect(same.body).toEqual({ ...edited.body, arm: 33 });

    const taken = await patch(token, entry.id, { date: "2024-03-08" });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: { code: "progress_date_taken", message: "There is already an entry for this date" } },
    });
    expect(taken.res.headers.get("X-Invalid-Field")).toBe("date");
    const takenRu = await patch(token, entry.id, { date: "2024-03-08" }, "ru");
    expect(takenRu.body.error.message).toBe("За этот день уже есть запись");

    const nothingLeft = await patch(token, entry.id, { weight: null, thigh: null, arm: null });
    expect(nothingLeft).toMatchObject({
      status: 400,
      body: { error: { code: "validation_failed", message: "Enter at least one measurement" } },
    });

    const entries = (await list(token)).body.entries;
    expect(entries).toEqual([same.body, expect.objectContaining({ date: "2024-03-08", weight: 79 })]);
  });

  it("never empties an entry when two edits clear its last two values at once", async () => {
    const token = await member();
    for (let round = 0; round < 6; round++) {
      const entry = (await create(token, { date: `2024-04-0${round + 1}`, weight: 80, waist: 90 })).body;
      const [a, b] = await Promise.all([patch(token, entry.id, { weight: null }), patch(token, entry.id, { waist: null })]);
      // One edit wins; the other meets the rule in the write itself and gets its message.
      expect([a.status, b.status].sort()).toEqual([200, 400]);
      const refused = a.status === 400 ? a : b;
      expect(refused.body).toEqual({ error: { code: "validation_failed", message: "Enter at least one measurement" } });
      const stored = (await list(token, `?from=${entry.date}&to=${entry.date}`)).body.entries;
      expect(stored).toHaveLength(1);
      const accepted = a.status === 200 ? a : b;
      expect(stored[0]).toEqual(accepted.body);
      expect([stored[0].weight, stored[0].waist].filter((v: number | null) => v !== null)).toHaveLength(1);
    }
  });

  it("keeps both of two edits sent at once, one moving the day and one the weight, and the profile follows the entry", async () => {
    const token = await createSession((await createUser({ weight: 70 })).id);
    // Eight entries, each edited twice at once; with sixteen edits in flight the two of an entry
    // interleave (one reads the entry, the other writes it, the first writes) as from two devices.
    const days = Array.from({ length: 8 }, (_, i) => ({ from: `2024-06-0${i + 1}`, to: `2024-07-0${i + 1}`, weight: 81 + i }));
    const entries = [];
    for (const d of days) entries.push({ ...d, id: (await create(token, { date: d.from, weight: 80, waist: 90 })).body.id as string });
    const answers = await Promise.all(
      entries.flatMap((e) => [patch(token, e.id, { date: e.to }), patch(token, e.id, { weight: e.weight })]),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    expect((await list(token)).body.entries).toEqual(entries.map((e) => ({ ...empty, id: e.id, date: e.to, weight: e.weight, waist: 90 })));
    // The newest weighed day is the last entry's new day: the profile has its weight.
    expect(await profileWeight(token)).toBe(88);
  });

  it("checks the rule against the entry as it is when the edit is written", async () => {
    const token = await member();
    const entry = (await create(token, { date: "2024-05-01", weight: 80 })).body;
    // Another request adds a waist; clearing the weight then leaves the waist, so it is allowed.
    await create(token, { date: "2024-05-01", waist: 90 });
    expect(await patch(token, entry.id, { weight: null })).toMatchObject({
      status: 200,
      body: { ...empty, id: entry.id, date: "2024-05-01", waist: 90 },
    });
    // Clearing the last value and everything at once are both refused, in Russian too.
    expect((await patch(token, entry.id, { waist: null }, "ru")).body).toEqual({
      error: { code: "validation_failed", message: "Укажите хотя бы один замер" },
    });
    expect((await patch(token, entry.id, empty)).status).toBe(400);
    expect((await list(token)).body.entries).toEqual([{ ...empty, id: entry.id, date: "2024-05-01", waist: 90 }]);
  });

  it("makes the newest logged weight the profile's weight, on logging and on editing", async () => {
    const token = await createSession((await createUser({ weight: 70 })).id);
    const tenth = (await create(token, { date: "2024-03-10", weight: 72 })).body;
    expect(await profileWeight(token)).toBe(72);

    // An older day, and a newer day without a weight, leave it.
    const first = (await create(token, { date: "2024-03-01", weight: 75 })).body;
    await create(token, { date: "2024-03-12", waist: 80 });
    expect(await profileWeight(token)).toBe(72);

    // Moving an entry to the newest day, editing the newest weight, logging that day again.
    await patch(token, first.id, { date: "2024-03-15" });
    expect(await profileWeight(token)).toBe(75);
    await patch(token, tenth.id, { weight: 71 });
    expect(await profileWeight(token)).toBe(75);
    await patch(token, first.id, { weight: 74.456 });
    expect(await profileWeight(token)).toBe(74.46);
    await create(token, { date: "2024-03-15", weight: 74, neck: 35 });
    expect(await profileWeight(token)).toBe(74);

    // A refused edit changes nothing.
    expect((await patch(token, tenth.id, { date: "2024-03-15", weight: 50 })).status).toBe(409);
    expect((await patch(token, tenth.id, { date: "2024-03-20", weight: 20 })).status).toBe(400);
    expect(await profileWeight(token)).toBe(74);
  });

  it("never changes another member's profile, and logs without a profile", async () => {
    const a = await member();
    const b = await createSession((await createUser({ weight: 60 })).id);
    await create(a, { date: "2024-03-01", weight: 80 });
    await create(a, { date: "2024-03-02", weight: 81 });
    expect(await profileWeight(a)).toBe(81);
    expect(await profileWeight(b)).toBe(60);

    const { id } = await createUser();
    const token = await createSession(id);
    await getDb(env.DB).delete(profiles).where(eq(profiles.userId, id));
    expect(await create(token, { date: "2024-03-01", weight: 70 })).toMatchObject({ status: 201, body: { weight: 70 } });
    expect(await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, id)).all()).toEqual([]);
  });

  it("deletes an entry (204), after which it is gone", async () => {
    const token = await member();
    const keep = (await create(token, { date: "2024-03-01", weight: 80 })).body;
    const gone = (await create(token, { date: "2024-03-02", weight: 81 })).body;
    const res = await remove(token, gone.id);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await list(token)).body.entries).toEqual([keep]);
    expect(await remove(token, gone.id)).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    expect((await patch(token, gone.id, { weight: 70 })).status).toBe(404);
  });

  it("accepts the edges of every range", async () => {
    const token = await member();
    const low = await create(token, {
      date: "1900-01-01",
      weight: 30,
      bodyFat: 2,
      waist: 40,
      neck: 20,
      hips: 50,
      chest: 50,
      arm: 15,
      thigh: 25,
    });
    expect(low).toMatchObject({
      status: 201,
      body: { date: "1900-01-01", weight: 30, bodyFat: 2, waist: 40, neck: 20, hips: 50, chest: 50, arm: 15, thigh: 25 },
    });
    // The latest day, by the request's clock, is in progress-dates.test.ts.
    const high = await create(token, {
      date: "2024-03-02",
      weight: 300,
      bodyFat: 75,
      waist: 250,
      neck: 80,
      hips: 250,
      chest: 250,
      arm: 80,
      thigh: 120,
    });
    expect(high.status).toBe(201);
    expect(high.body).toMatchObject({
      weight: 300,
      bodyFat: 75,
      waist: 250,
      neck: 80,
      hips: 250,
      chest: 250,
      arm: 80,
      thigh: 120,
    });
  });

  it("refuses bad input with the field's message, storing nothing", async () => {
    const token = await member();
    const ok = { date: "2024-03-01", weight: 70 };
    const cases: [unknown, string, string | null][] = [
      [{ weight: 70 }, "Enter a real date in the form YYYY-MM-DD", "date"],
      [{ ...ok, date: "2023-02-29" }, "Enter a real date in the form YYYY-MM-DD", "date"],
      [{ ...ok, date: "2024-3-1" }, "Enter a real date in the form YYYY-MM-DD", "date"],
      [{ ...ok, date: "01.03.2024" }, "Enter a real date in the form YYYY-MM-DD", "date"],
      [{ ...ok, date: 20240301 }, "Enter a real date in the form YYYY-MM-DD", "date"],
      [{ ...ok, date: "1899-12-31" }, "The date cannot be earlier than 1900", "date"],
      [{ date: "2024-03-01" }, "Enter at least one measurement", null],
      [{ date: "2024-03-01", note: "no numbers" }, "Enter at least one measurement", null],
      [{ ...ok, weight: 29.9 }, "Weight must be between 30 and 300 kg", "weight"],
      [{ ...ok, weight: 300.1 }, "Weight must be between 30 and 300 kg", "weight"],
      [{ ...ok, weight: "70" }, "Weight must be between 30 and 300 kg", "weight"],
      [{ ...ok, weight: null }, "Weight must be between 30 and 300 kg", "weight"],
      [{ ...ok, bodyFat: 1.9 }, "Body fat must be between 2 and 75%", "bodyFat"],
      [{ ...ok, bodyFat: 75.1 }, "Body fat must be between 2 and 75%", "bodyFat"],
      [{ ...ok, bodyFat: "18" }, "Body fat must be between 2 and 75%", "bodyFat"],
      [{ ...ok, waist: 39.9 }, "Waist must be between 40 and 250 cm", "waist"],
      [{ ...ok, waist: 250.1 }, "Waist must be between 40 and 250 cm", "waist"],
      [{ ...ok, neck: 19 }, "Neck must be between 20 and 80 cm", "neck"],
      [{ ...ok, neck: 81 }, "Neck must be between 20 and 80 cm", "neck"],
      [{ ...ok, hips: 49 }, "Hips must be between 50 and 250 cm", "hips"],
      [{ ...ok, hips: 251 }, "Hips must be between 50 and 250 cm", "hips"],
      [{ ...ok, chest: 49 }, "Chest must be between 50 and 250 cm", "chest"],
      [{ ...ok, chest: 251 }, "Chest must be between 50 and 250 cm", "chest"],
      [{ ...ok, arm: 14 }, "Arm must be between 15 and 80 cm", "arm"],
      [{ ...ok, arm: 81 }, "Arm must be between 15 and 80 cm", "arm"],
      [{ ...ok, thigh: 24 }, "Thigh must be between 25 and 120 cm", "thigh"],
      [{ ...ok, thigh: 121 }, "Thigh must be between 25 and 120 cm", "thigh"],
      ["weight 70", "The request is not valid.", null],
      [null, "The request is not valid.", null],
    ];
    for (const [body, message, field] of cases) {
      const res = await create(token, body);
      expect({ body, ...res.body }).toEqual({ body, error: { code: "validation_failed", message } });
      expect(res.status).toBe(400);
      expect(res.res.headers.get("X-Invalid-Field")).toBe(field);
    }
    expect((await list(token)).body.entries).toEqual([]);

    const entry = (await create(token, ok)).body;
    for (const [body, message] of [
      [{ waist: 300 }, "Waist must be between 40 and 250 cm"],
      [{ date: "2024-02-30" }, "Enter a real date in the form YYYY-MM-DD"],
      [{ date: null }, "Enter a real date in the form YYYY-MM-DD"],
      [{ weight: -1 }, "Weight must be between 30 and 300 kg"],
      [{ bodyFat: 1.9 }, "Body fat must be between 2 and 75%"],
      [{ bodyFat: 75.1 }, "Body fat must be between 2 and 75%"],
    ] as const) {
      expect(await patch(token, entry.id, body)).toMatchObject({
        status: 400,
        body: { error: { code: "validation_failed", message } },
      });
    }
    expect((await list(token)).body.entries).toEqual([entry]);
  });

  it("answers validation errors in Russian for a Russian member", async () => {
    const token = await member();
    const waist = await create(token, { date: "2024-03-01", waist: 20 }, "ru");
    expect(waist).toMatchObject({ status: 400, body: { error: { message: "Обхват талии должен быть от 40 до 250\u00a0см" } } });
    const fat = await create(token, { date: "2024-03-01", bodyFat: 80 }, "ru");
    expect(fat.body.error.message).toBe("Процент жира должен быть от 2 до 75\u00a0%");
    const nothing = await create(token, { date: "2024-03-01" }, "ru");
    expect(nothing.body.error.message).toBe("Укажите хотя бы один замер");
  });

  it("keeps each member's entries to themselves", async () => {
    const a = await member();
    const b = await member();
    const entryA = (await create(a, { date: "2024-03-01", weight: 80 })).body;
    // The same day is free for another member; a user_id in the body is ignored.
    const entryB = await create(b, { date: "2024-03-01", weight: 60, userId: "someone", id: entryA.id });
    expect(entryB.status).toBe(201);
    expect(entryB.body.id).not.toBe(entryA.id);

    const notFound = await patch(b, entryA.id, { weight: 50 });
    const unknown = await patch(b, crypto.randomUUID(), { weight: 50 });
    expect(notFound).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    expect(notFound.body).toEqual(unknown.body);
    expect(await remove(b, entryA.id)).toMatchObject({ status: 404, body: unknown.body });
    expect((await patch(b, entryA.id, { date: "2024-03-05" })).status).toBe(404);

    expect((await list(a)).body.entries).toEqual([entryA]);
    expect((await list(b)).body.entries).toEqual([entryB.body]);
  });

  it("goes away with the account", async () => {
    const { email, password } = await verifiedMember();
    const token = (await signIn(email, password, { returnToken: true })).body.token as string;
    const user = await getDb(env.DB).select().from(users).where(eq(users.email, email)).get();
    await create(token, { date: "2024-03-01", weight: 80 });
    await create(token, { date: "2024-03-02", weight: 79 });
    const rows = () => getDb(env.DB).select().from(bodyEntries).where(eq(bodyEntries.userId, user!.id)).all();
    expect(await rows()).toHaveLength(2);

    expect((await post("/api/account/delete", { password }, { token })).status).toBe(200);
    expect(await rows()).toEqual([]);
  });
});
