// Weight entries sent from a device that was offline (decision 0042, its addendum): a write that
// says when it was made (`changedAt`) is last-change-wins per entry, so a replay is stored once
// and, of two devices' changes, the later one stays whatever order they arrive in. A device
// clock ahead of the server's counts as the server's now.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { bodyEntries } from "../../worker/db/schema";
import { call } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const base = Date.UTC(2026, 0, 10, 8);
const minutes = (n: number) => base + n * 60_000;

interface Opts {
  lang?: "en" | "ru";
  now?: number;
}
const create = (token: string, body: unknown, opts: Opts = {}) => call("POST", "/api/progress/entries", body, { token, ...opts });
const patch = (token: string, id: string, body: unknown, opts: Opts = {}) =>
  call("PATCH", `/api/progress/entries/${id}`, body, { token, ...opts });
const remove = (token: string, id: string) => call("DELETE", `/api/progress/entries/${id}`, undefined, { token });
const entries = async (token: string) =>
  (await call("GET", "/api/progress/entries", undefined, { token })).body.entries as {
    id: string;
    date: string;
    weight: number | null;
    waist: number | null;
  }[];
const weightOf = async (token: string) =>
  (await call("GET", "/api/profiles/me", undefined, { token })).body.weight as number | null;

async function member() {
  const { id } = await createUser();
  return { id, token: await createSession(id) };
}

/** The stored time of a member's entry on a day. */
async function storedAt(userId: string, date: string) {
  const row = await getDb(env.DB)
    .select({ updatedAt: bodyEntries.updatedAt })
    .from(bodyEntries)
    .where(and(eq(bodyEntries.userId, userId), eq(bodyEntries.date, date)))
    .get();
  return row?.updatedAt.getTime();
}

describe("weight entries sent from a device", () => {
  it("store the same log sent twice once, and a removal sent twice answers 404 the second time", async () => {
    const { token } = await member();
    const log = { date: "2026-01-09", weight: 80.4, changedAt: minutes(0) };
    const first = await create(token, log);
    const again = await create(token, log);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await entries(token)).toEqual([first.body]);

    expect((await remove(token, first.body.id)).status).toBe(204);
    expect(await remove(token, first.body.id)).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    expect(await entries(token)).toEqual([]);
  });

  it("keep the later of two devices' logs of a day, in either order of arrival", async () => {
    const earlier = { date: "2026-01-09", weight: 80, waist: 90, changedAt: minutes(1) };
    const later = { date: "2026-01-09", weight: 81, changedAt: minutes(2) };
    for (const order of [
      [earlier, later],
      [later, earlier],
    ]) {
      const { token } = await member();
      const answers = [await create(token, order[0]), await create(token, order[1])];
      const [stored] = await entries(token);
      // The later log merged its weight into the day; an earlier one arriving last changed nothing.
      expect(stored).toMatchObject({ date: "2026-01-09", weight: 81, waist: order[0] === earlier ? 90 : null });
      expect(answers[1]!.status).toBe(200);
      expect(answers[1]!.body).toEqual(stored);
      expect(await entries(token)).toHaveLength(1);
    }
  });

  it("keep the later of two devices' corrections of an entry, in either order of arrival", async () => {
    const earlier = { weight: 78, date: "2026-01-08", changedAt: minutes(5) };
    const later = { weight: 79, changedAt: minutes(6) };
    for (const order of [
      [earlier, later],
      [later, earlier],
    ]) {
      const { token } = await member();
      const { id } = (await create(token, { date: "2026-01-09", weight: 80, changedAt: minutes(0) })).body;
      const answers = [await patch(token, id, order[0]), await patch(token, id, order[1])];
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const expected = order[0] === earlier ? { id, date: "2026-01-08", weight: 79 } : { id, date: "2026-01-09", weight: 79 };
      expect(await entries(token)).toEqual([expect.objectContaining(expected)]);
      // The one that changed nothing answers the entry as it stands.
      expect(answers[1]!.body).toMatchObject(expected);
    }
  });

  it("let an older change move nothing, the profile's weight included", async () => {
    const { token } = await member();
    const { id } = (await create(token, { date: "2026-01-09", weight: 70, changedAt: minutes(10) })).body;
    expect(await weightOf(token)).toBe(70);
    expect((await create(token, { date: "2026-01-09", weight: 90, changedAt: minutes(9) })).body.weight).toBe(70);
    expect((await patch(token, id, { weight: 91, changedAt: minutes(8) })).body.weight).toBe(70);
    // An older change that would empty the entry is not refused either: it simply lost.
    expect(await patch(token, id, { weight: null, changedAt: minutes(8) })).toMatchObject({ status: 200, body: { weight: 70 } });
    expect(await weightOf(token)).toBe(70);
  });

  it("count a time ahead of the server's clock as its now", async () => {
    const { id: userId, token } = await member();
    const now = minutes(60);
    const ahead = now + 86_400_000;
    const first = await create(token, { date: "2026-01-09", weight: 80, changedAt: ahead }, { now });
    expect(first.status).toBe(201);
    expect(await storedAt(userId, "2026-01-09")).toBe(now);
    // A change made a minute later wins: the future time did not.
    expect((await patch(token, first.body.id, { weight: 82, changedAt: now + 60_000 }, { now: now + 60_000 })).body.weight).toBe(
      82,
    );
    expect(await storedAt(userId, "2026-01-09")).toBe(now + 60_000);
    // Without a time a write counts as made now, as before.
    expect((await create(token, { date: "2026-01-09", weight: 83 }, { now: now + 120_000 })).body.weight).toBe(83);
    expect(await storedAt(userId, "2026-01-09")).toBe(now + 120_000);
  });

  it("refuse a time that is not one, in English and in Russian", async () => {
    const { token } = await member();
    const { id } = (await create(token, { date: "2026-01-09", weight: 80 })).body;
    const en = "The time of the change must be a whole number of milliseconds since 1970, from 2020 on";
    const ru = "Время изменения должно быть целым числом миллисекунд с 1970 года, не раньше 2020 года";
    for (const changedAt of ["2026-01-09T08:00:00Z", 1.5, base + 0.5, Date.UTC(2019, 11, 31), null]) {
      for (const [lang, message] of [
        ["en", en],
        ["ru", ru],
      ] as const) {
        const answers = [
          await create(token, { date: "2026-01-10", weight: 80, changedAt }, { lang }),
          await patch(token, id, { weight: 81, changedAt }, { lang }),
        ];
        for (const answer of answers) {
          expect({ changedAt, status: answer.status, body: answer.body }).toEqual({
            changedAt,
            status: 400,
            body: { error: { code: "validation_failed", message } },
          });
          expect(answer.res.headers.get("X-Invalid-Field")).toBe("changedAt");
        }
      }
    }
    expect(await entries(token)).toEqual([expect.objectContaining({ id, weight: 80 })]);
  });

  it("stay the member's own: another member's change of an entry is not found, and a day is kept per member", async () => {
    const anna = await member();
    const boris = await member();
    const { id } = (await create(anna.token, { date: "2026-01-09", weight: 60, changedAt: minutes(1) })).body;
    expect(await patch(boris.token, id, { weight: 100, changedAt: minutes(2) })).toMatchObject({
      status: 404,
      body: { error: { code: "not_found" } },
    });
    expect((await remove(boris.token, id)).status).toBe(404);
    const theirs = await create(boris.token, { date: "2026-01-09", weight: 100, changedAt: minutes(3) });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(id);
    expect(await entries(anna.token)).toEqual([expect.objectContaining({ id, weight: 60 })]);
    expect(await entries(boris.token)).toEqual([theirs.body]);
  });
});
