import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { profiles } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { memberWithPlan, sessionChange, sync, today, weekdayOf } from "./workout-fixture";

// The pre-exercise screening gates the workout screen's numbers on the server: GET /api/workouts/day
// says what the screening is, and gives the plan's day with its load suggestions only once it is
// answered "no" throughout (or a doctor cleared the member). A plan built before the screening
// was asked (the profile has no answers) stands for a member who never answered.

type Weekday = NonNullable<ReturnType<typeof sessionChange>["weekday"]>;
const day = (token: string) => call("GET", `/api/workouts/day?date=${today}`, undefined, { token });
const forgetScreening = (id: string) => getDb(env.DB).update(profiles).set({ screening: null }).where(eq(profiles.userId, id));
const noes = () => Array<boolean>(7).fill(false);

describe("the workout day by the member's screening", () => {
  it("gives today's plan day with a load suggestion for each exercise when the screening is all 'no'", async () => {
    const { token } = await memberWithPlan();
    const res = await day(token);
    expect(res.status).toBe(200);
    expect(res.body.screening).toBe("clear");
    expect(res.body.planDays.length).toBeGreaterThan(0);
    expect(res.body.preview.exercises.length).toBeGreaterThan(0);
    for (const e of res.body.preview.exercises) expect(e.suggestion).toMatchObject({ reason: expect.any(String) });
  });

  it("gives no plan day and no suggestion until the screening is answered, and a plan workout is kept without the prescription", async () => {
    const { id, token } = await memberWithPlan();
    await forgetScreening(id);

    const res = await day(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ screening: "unanswered", preview: null, planDays: [] });
    expect(JSON.stringify(res.body)).not.toContain("suggestion");

    // A plan workout started on a device that still showed the plan: logged, with nothing prescribed.
    const session = sessionChange({ source: "plan", weekday: weekdayOf(today) as Weekday });
    const started = await sync(token, [session]);
    expect(started.status).toBe(200);
    expect(started.body.results).toEqual([{ id: session.id, result: "saved" }]);
    expect(started.body.sessions[0]).toMatchObject({ id: session.id, plan: [] });
    expect(JSON.stringify(started.body)).not.toContain("suggestion");

    // Answered "no" throughout: the plan's day and its suggestions are back.
    expect((await post("/api/profiles/screening", { answers: noes(), doctorCleared: false }, { token })).status).toBe(200);
    const answered = await day(token);
    expect(answered.body.screening).toBe("clear");
    expect(answered.body.preview.exercises[0].suggestion).toMatchObject({ reason: expect.any(String) });
  });

  it("says 'see-doctor' after a 'yes', with no plan day or suggestion, until the doctor's clearance", async () => {
    const { token } = await memberWithPlan();
    const yes = noes();
    yes[0] = true;
    await post("/api/profiles/screening", { answers: yes, doctorCleared: false }, { token });
    expect((await day(token)).body).toMatchObject({ screening: "see-doctor", preview: null, planDays: [] });

    await post("/api/profiles/screening", { answers: yes, doctorCleared: true }, { token });
    const cleared = await day(token);
    expect(cleared.body.screening).toBe("cleared");
    expect(cleared.body.preview.exercises[0].suggestion).toMatchObject({ reason: expect.any(String) });
  });
});
