// Body fat (% of body weight) is a measurement like the others: a day may hold it alone, it merges
// into the day, an edit changes or clears it, and a change sent later from an offline device is
// last-change-wins. It never touches the profile's weight. (Range edges: progress.test.ts.)
import { describe, expect, it } from "vitest";
import { call } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const base = Date.UTC(2026, 0, 10, 8);
const minutes = (n: number) => base + n * 60_000;
const none = { weight: null, bodyFat: null, waist: null, neck: null, hips: null, chest: null, arm: null, thigh: null };

const create = (token: string, body: unknown, lang?: "en" | "ru") => call("POST", "/api/progress/entries", body, { token, lang });
const patch = (token: string, id: string, body: unknown, lang?: "en" | "ru") =>
  call("PATCH", `/api/progress/entries/${id}`, body, { token, lang });
const entries = async (token: string) => (await call("GET", "/api/progress/entries", undefined, { token })).body.entries;
const profileWeight = async (token: string) => (await call("GET", "/api/profiles/me", undefined, { token })).body.weight;

async function member() {
  return createSession((await createUser({ weight: 70 })).id);
}

describe("body fat in the progress log", () => {
  it("logs a day with body fat alone, rounded to 0.1, and leaves the profile's weight", async () => {
    const token = await member();
    const logged = await create(token, { date: "2026-01-09", bodyFat: 18.46 });
    expect(logged).toMatchObject({ status: 201, body: { ...none, id: expect.any(String), date: "2026-01-09", bodyFat: 18.5 } });
    expect(await entries(token)).toEqual([logged.body]);
    expect(await profileWeight(token)).toBe(70);
  });

  it("merges into the day's entry, and an edit changes or clears it while another value stays", async () => {
    const token = await member();
    const first = (await create(token, { date: "2026-01-09", weight: 80 })).body;
    const merged = await create(token, { date: "2026-01-09", bodyFat: 22 });
    expect(merged).toMatchObject({ status: 200, body: { ...none, id: first.id, date: "2026-01-09", weight: 80, bodyFat: 22 } });

    expect((await patch(token, first.id, { bodyFat: 21.5 })).body).toEqual({ ...merged.body, bodyFat: 21.5 });
    const cleared = await patch(token, first.id, { bodyFat: null });
    expect(cleared).toMatchObject({ status: 200, body: { ...none, id: first.id, date: "2026-01-09", weight: 80 } });
    expect(await profileWeight(token)).toBe(80);
  });

  it("refuses to clear body fat when it is the entry's only value, in English and in Russian", async () => {
    const token = await member();
    const entry = (await create(token, { date: "2026-01-09", bodyFat: 25 })).body;
    expect(await patch(token, entry.id, { bodyFat: null })).toMatchObject({
      status: 400,
      body: { error: { code: "validation_failed", message: "Enter at least one measurement" } },
    });
    expect((await patch(token, entry.id, { bodyFat: null }, "ru")).body.error.message).toBe("Укажите хотя бы один замер");
    expect(await entries(token)).toEqual([entry]);
  });

  it("keeps the later of two devices' body fat readings, in either order of arrival", async () => {
    const earlier = { date: "2026-01-09", bodyFat: 24, changedAt: minutes(1) };
    const later = { date: "2026-01-09", bodyFat: 23.5, changedAt: minutes(2) };
    for (const order of [
      [earlier, later],
      [later, earlier],
    ]) {
      const token = await member();
      const answers = [await create(token, order[0]), await create(token, order[1])];
      expect(answers.map((a) => a.status)).toEqual([201, 200]);
      expect(await entries(token)).toEqual([{ ...none, id: answers[0]!.body.id, date: "2026-01-09", bodyFat: 23.5 }]);
      // The same change sent again (a replay) is stored once.
      expect((await create(token, later)).body).toEqual(answers[1]!.body);
      // A correction made before the stored reading changes nothing, a newer one wins.
      const id = answers[0]!.body.id as string;
      expect((await patch(token, id, { bodyFat: 30, changedAt: minutes(0) })).body.bodyFat).toBe(23.5);
      expect((await patch(token, id, { bodyFat: 23, changedAt: minutes(3) })).body.bodyFat).toBe(23);
    }
  });
});
