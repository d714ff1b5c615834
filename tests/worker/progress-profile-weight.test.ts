// The profile's weight follows the newest weighed day of the log: when that day is removed,
// moved to an earlier day or has its weight cleared, the newest weighed day left gives it; with
// none left the profile keeps the weight it has. Changes to older days leave it (a weight typed in
// the profile stays until the newest weighed day changes). As GET /api/profiles/me answers it.
import { describe, expect, it } from "vitest";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const start = Date.UTC(2026, 0, 10, 8);
let calls = 0;
/** Each request a second after the one before, as a member's would be. */
const now = () => start + ++calls * 1000;
const create = (token: string, body: unknown) => call("POST", "/api/progress/entries", body, { token, now: now() });
const patch = (token: string, id: string, body: unknown) =>
  call("PATCH", `/api/progress/entries/${id}`, body, { token, now: now() });
const remove = (token: string, id: string) => call("DELETE", `/api/progress/entries/${id}`, undefined, { token, now: now() });
const weightOf = async (token: string) =>
  (await call("GET", "/api/profiles/me", undefined, { token, now: now() })).body.weight as number | null;

const member = async () => createSession((await createUser({ weight: 70 })).id);

/** Logs the days (date and weight, a waist too so the weight can be cleared) and answers their ids by date. */
async function logged(token: string, days: Record<string, number>) {
  const ids: Record<string, string> = {};
  for (const [date, weight] of Object.entries(days)) ids[date] = (await create(token, { date, weight, waist: 90 })).body.id;
  return ids;
}

describe("the profile's weight", () => {
  it("follows the newest weighed day left when the newest is removed, moved earlier or loses its weight", async () => {
    const token = await member();
    const id = await logged(token, { "2024-03-01": 75, "2024-03-05": 76, "2024-03-10": 77 });
    expect(await weightOf(token)).toBe(77);

    expect((await remove(token, id["2024-03-10"]!)).status).toBe(204);
    expect(await weightOf(token)).toBe(76);

    expect((await patch(token, id["2024-03-05"]!, { date: "2024-02-01" })).status).toBe(200);
    expect(await weightOf(token)).toBe(75);

    expect((await patch(token, id["2024-03-01"]!, { weight: null })).status).toBe(200);
    expect(await weightOf(token)).toBe(76);

    // Moved but still the newest weighed day: its own weight stays.
    expect((await patch(token, id["2024-03-05"]!, { date: "2024-01-15" })).status).toBe(200);
    expect(await weightOf(token)).toBe(76);
  });

  it("keeps its weight when no weighed day is left", async () => {
    const token = await member();
    const id = await logged(token, { "2024-03-01": 75, "2024-03-05": 76 });
    await create(token, { date: "2024-03-20", waist: 88 });
    expect((await remove(token, id["2024-03-05"]!)).status).toBe(204);
    expect((await patch(token, id["2024-03-01"]!, { weight: null })).status).toBe(200);
    expect(await weightOf(token)).toBe(75);
  });

  it("stays when an older day changes or a change of the newest is refused", async () => {
    const token = await member();
    const id = await logged(token, { "2024-03-01": 75, "2024-03-05": 76, "2024-03-10": 77 });
    // A weight typed in the profile stays while the newest weighed day does.
    expect((await post("/api/profiles/update", { weight: 80 }, { token, now: now() })).status).toBe(200);
    expect((await remove(token, id["2024-03-01"]!)).status).toBe(204);
    expect((await patch(token, id["2024-03-05"]!, { date: "2024-02-01" })).status).toBe(200);
    expect(await weightOf(token)).toBe(80);

    // Onto a day already logged (409), emptying it (400), or older than its last change (answered as it is).
    const newest = id["2024-03-10"]!;
    expect((await patch(token, newest, { date: "2024-02-01" })).status).toBe(409);
    expect((await patch(token, newest, { weight: null, waist: null })).status).toBe(400);
    expect((await patch(token, newest, { date: "2024-01-01", changedAt: start - 86_400_000 })).body.date).toBe("2024-03-10");
    expect(await weightOf(token)).toBe(80);
  });

  it("ends on the newest weighed day left when removals and moves run at once", async () => {
    for (let round = 0; round < 3; round += 1) {
      const token = await member();
      // Ten days weighing 71 to 80; the six newest go at once, four removed and two moved before the rest.
      const days = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`2024-05-${String(i + 10)}`, 71 + i]));
      const id = await logged(token, days);
      expect(await weightOf(token)).toBe(80);
      const answers = await Promise.all([
        remove(token, id["2024-05-19"]!),
        patch(token, id["2024-05-18"]!, { date: "2024-04-01" }),
        remove(token, id["2024-05-17"]!),
        patch(token, id["2024-05-16"]!, { date: "2024-04-02" }),
        remove(token, id["2024-05-15"]!),
        remove(token, id["2024-05-14"]!),
      ]);
      expect(answers.map((a) => a.status)).toEqual([204, 200, 204, 200, 204, 204]);
      // Left: 10 to 13 May (71 to 74) and the two moved to April.
      expect(await weightOf(token)).toBe(74);
    }
  });

  it("takes the nutrition plan's deficit away at once when a weigh-in makes the member underweight, and gives it back", async () => {
    // A Pro member of 165 cm on a loss plan at 60 kg (BMI 22).
    const { id } = await createUser({
      plan: "PRO",
      gender: "FEMALE",
      age: 30,
      height: 165,
      weight: 60,
      activity: "LIGHT",
      goal: "LOSE_WEIGHT",
    });
    const token = await createSession(id);
    expect((await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token, now: now() })).status).toBe(200);
    const plan = async () =>
      (await call("GET", "/api/profiles/me", undefined, { token, now: now() })).body.nutrition_plan as {
        tdee: number;
        targets: { calories: number };
        deficitWithheld?: string;
      };
    const cut = await plan();
    expect(cut.deficitWithheld ?? null).toBeNull();
    expect(cut.targets.calories).toBeLessThan(cut.tdee);

    // 49 kg is a BMI of 18.0: the stored plan is rebuilt at maintenance with the reason.
    expect((await create(token, { date: "2024-06-01", weight: 49 })).status).toBe(201);
    const held = await plan();
    expect(held.deficitWithheld).toBe("underweight");
    // Maintenance, as the target rounds it (to 10 kcal).
    expect(Math.abs(held.targets.calories - held.tdee)).toBeLessThanOrEqual(5);

    // A week later at 60 kg: the deficit comes back.
    expect((await create(token, { date: "2024-06-08", weight: 60 })).status).toBe(201);
    const again = await plan();
    expect(again.deficitWithheld ?? null).toBeNull();
    expect(again.targets.calories).toBeLessThan(again.tdee);
  });
});
