import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { utcDay } from "../../core/validation/progress";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const body = { gender: "FEMALE" as const, age: 30, height: 168, weight: 62, activity: "MODERATE" as const };
async function member(plan: "FREE" | "BASIC" | "PRO" = "PRO") {
  const { id } = await createUser({ plan, ...body, goal: "LOSE_WEIGHT" });
  return { id, token: await createSession(id) };
}
const limiter = (id: string) => env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(id));

/** The pause between messages is real: tests that send several reset the limiter's clock. */
async function resetPause(id: string) {
  await limiter(id).reset(Date.now());
}

describe("chat API", () => {
  it("needs a session and Pro, with the specification's message", async () => {
    expect((await call("GET", "/api/chat/messages")).status).toBe(401);
    for (const plan of ["FREE", "BASIC"] as const) {
      const m = await member(plan);
      expect(await post("/api/chat/messages", { content: "Hi" }, { token: m.token })).toMatchObject({
        status: 403,
        body: { error: { code: "subscription_required", message: "Subscription required to access chat" } },
      });
    }
  });

  it("streams the coach's answer, keeps the conversation and counts the message", async () => {
    const m = await member();
    const res = await SELFfetch(m.token, { content: "Hello!" });
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    expect(res.headers.get("X-Chat-Remaining")).toBe("99");
    const text = await res.text();
    expect(text).toContain("Hi, Anna!");
    const state = await call("GET", "/api/chat/messages", undefined, { token: m.token });
    expect(state.body).toMatchObject({ remaining: 99, limit: 100 });
    expect(state.body.messages.map((x: { role: string; content: string }) => [x.role, x.content])).toEqual([
      ["user", "Hello!"],
      ["assistant", text],
    ]);
    // Clearing removes the conversation but not the count.
    expect((await call("DELETE", "/api/chat/messages", undefined, { token: m.token })).status).toBe(204);
    expect((await call("GET", "/api/chat/messages", undefined, { token: m.token })).body).toMatchObject({
      messages: [],
      remaining: 99,
    });
  });

  it("asks for a pause between messages and stops at the monthly limit with its reset date", async () => {
    const m = await member();
    const first = await SELFfetch(m.token, { content: "Hi" });
    expect(first.status).toBe(200);
    await first.text();
    expect(await post("/api/chat/messages", { content: "Hi again" }, { token: m.token })).toMatchObject({
      status: 429,
      body: { error: { code: "chat_too_soon", message: "Please wait a moment before sending another message" } },
    });
    // Use up the month (the limiter counts; 99 more sends without the pause).
    const now = Date.now();
    for (let i = 0; i < 99; i++)
      await limiter(m.id).consume({ now: now + 10_000 + i * 5000, monthlyLimit: 100, minIntervalMs: 0 });
    const next = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 1, 1));
    const en = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(next);
    const ru = new Intl.DateTimeFormat("ru", { dateStyle: "long", timeZone: "UTC" }).format(next);
    expect((await post("/api/chat/messages", { content: "More" }, { token: m.token })).body.error).toEqual({
      code: "chat_monthly_limit",
      message: `Monthly message limit reached. Your limit will reset on ${en}.`,
    });
    expect((await post("/api/chat/messages", { content: "Ещё" }, { token: m.token, lang: "ru" })).body.error.message).toBe(
      `Месячный лимит сообщений исчерпан. Он обновится ${ru}`,
    );
    // Nothing was stored for the refused messages.
    expect((await call("GET", "/api/chat/messages", undefined, { token: m.token })).body.messages).toHaveLength(2);
  });

  it("refuses an empty or overlong message without counting it", async () => {
    const m = await member();
    expect((await post("/api/chat/messages", { content: "   " }, { token: m.token })).body.error.message).toBe(
      "Write a message first",
    );
    expect(
      (await post("/api/chat/messages", { content: "x".repeat(2001) }, { token: m.token, lang: "ru" })).body.error.message,
    ).toBe("Сообщение может быть не длиннее 2\u00a0000 символов");
    expect((await call("GET", "/api/chat/messages", undefined, { token: m.token })).body.remaining).toBe(100);
  });
});

describe("the offline coach", () => {
  /** A Pro member with a beginner plan that trains today; `answer` asks one question. */
  async function coached() {
    const m = await member();
    const weekday = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"][new Date().getUTCDay()]!;
    const other = weekday === "MONDAY" ? "WEDNESDAY" : "MONDAY";
    await post(
      "/api/plans/workout",
      {
        goal: "LOSE_WEIGHT",
        tier: "beginner",
        weekdays: [weekday, other],
        equipment: ["dumbbell", "bench"],
        today: utcDay(Date.now()),
      },
      { token: m.token },
    );
    const ask = async (q: string, lang: "en" | "ru" = "en") => {
      await resetPause(m.id);
      const res = await SELFfetch(m.token, { content: q, today: utcDay(Date.now()) }, lang);
      expect(res.status, q).toBe(200);
      return res.text();
    };
    return Object.assign(ask, { memberId: m.id, token: m.token });
  }

  it("gives the member's calories and macros", async () => {
    const answer = await coached();
    // Mifflin-St Jeor 1,359 kcal × 1.55 = 2,106; losing weight × 0.8 = 1,680 kcal; protein 2.0 g/kg × 62 = 124 g.
    const calories = await answer("How many calories should I eat?");
    expect(calories).toContain("**1,680 kcal**");
    expect(calories).toContain("protein **124 g**");
    expect(calories).toContain("/calculators#macros");
    expect(await answer("Сколько мне нужно белка?", "ru")).toContain("белки **124\u00a0г**");
  });

  it("lists today's workout with links, and explains and replaces exercises", async () => {
    const answer = await coached();
    const today = await answer("What's my workout today?");
    expect(today).toMatch(/Today is \*\*full body\*\* in your plan, \d+ exercises/);
    expect(today).toContain("](/exercises/");
    expect(today).toContain("[Start today's workout](/workout)");
    const bench = await answer("How do I do the bench press?");
    expect(bench).toContain("**Barbell bench press**");
    expect(bench).toContain("How to do it:");
    expect(bench).toContain("[exercise page](/exercises/barbell-bench-press)");
    expect(await answer("Как правильно делать жим лёжа?", "ru")).toContain("**Жим штанги лёжа**");
    const swap = await answer("What can I do instead of the barbell bench press?");
    expect(swap).toContain("Instead of **Barbell bench press** you can do:");
    expect(swap).toMatch(/- \[Dumbbell [^\]]+\]\(\/exercises\/dumbbell-/);
  }, 15_000);

  it("says today's workout is done once it is, in both languages, with the next one, not the list again", async () => {
    const answer = await coached();
    const today = utcDay(Date.now());
    const at = Date.now() - 3_600_000;
    const session = crypto.randomUUID();
    const synced = await post(
      "/api/workouts/sync",
      {
        changes: [
          { type: "session", id: session, date: today, name: null, source: "free", weekday: null, status: "finished", startedAt: at, finishedAt: at + 1_800_000, updatedAt: at + 1_800_000 },
        ],
      },
      { token: answer.token },
    );
    expect(synced.status).toBe(200);
    const done = await answer("What's my workout today?");
    expect(done).toMatch(/^You've already done today's workout: well done! Now eat well and sleep; your next workout is on \w+ \(full body\)\.$/);
    expect(done).not.toContain("Start today's workout");
    expect(await answer("Какая у меня сегодня тренировка?", "ru")).toMatch(/^Сегодняшняя тренировка уже выполнена, отлично!/);
  });

  it("explains an exercise without sets and reps to a member whose screening says to see a doctor first", async () => {
    const { id } = await createUser({
      plan: "PRO",
      ...body,
      goal: "LOSE_WEIGHT",
      screening: { answers: [false, true, false, false, false, false, false], answeredAt: new Date().toISOString(), doctorCleared: false },
    });
    const token = await createSession(id);
    await resetPause(id);
    const res = await SELFfetch(token, { content: "How do I do the bench press?", today: utcDay(Date.now()) });
    const bench = await res.text();
    expect(bench).toContain("How to do it:");
    expect(bench).toContain("[exercise page](/exercises/barbell-bench-press)");
    expect(bench).not.toContain("For your goal:");
  });

  it("gives no sets, reps or today's plan day to a member who never answered the screening (a plan from before it was asked)", async () => {
    const answer = await coached();
    expect(await answer("What's my workout today?")).toMatch(/Today is \*\*full body\*\* in your plan/);
    await env.DB.prepare("UPDATE profiles SET screening = NULL WHERE user_id = ?1").bind(answer.memberId).run();
    const today = await answer("What's my workout today?");
    expect(today).not.toMatch(/in your plan/);
    expect(today).not.toContain("](/exercises/");
    const bench = await answer("How do I do the bench press?");
    expect(bench).toContain("How to do it:");
    expect(bench).not.toContain("For your goal:");
  }, 15_000);

  it("answers about supplements, sleep and recovery", async () => {
    const answer = await coached();
    const creatine = await answer("Is creatine worth taking?");
    expect(creatine).toContain("**Creatine monohydrate** (evidence grade A)");
    expect(creatine).toContain("/supplement-guide");
    expect(await answer("Стоит ли пить креатин?", "ru")).toContain("уровень доказательности A");
    const sleep = await answer("How much sleep do I need to recover?");
    expect(sleep).toContain("7–9 hours");
    expect(sleep).toContain("5 rest days a week");
    expect(await answer("Как восстанавливаться и сколько спать?", "ru")).toContain("7–9 часов");
  }, 15_000);

  it("stops at pain first, adds a safety note where health is at risk, and says plainly what it does not know", async () => {
    const answer = await coached();
    const knee = await answer("My knee hurts when I squat. What can I do instead of squats?");
    expect(knee).toMatch(/^\*\*Stop the movement that hurts\.\*\* .*See a doctor or a physical therapist/);
    // Then only the alternatives, each to be tried without pain; no technique card with a dose.
    expect(knee).toContain("Only if they cause no pain at all");
    expect(knee).toMatch(/Instead of \*\*[^*]*squat[^*]*\*\* you can do:/i);
    expect(knee).not.toContain("How to do it:");
    // Short words are matched whole: "when" is not "whey" (protein).
    expect(knee).not.toContain("Whey");
    const back = await answer("Болит спина после тренировки", "ru");
    expect(back).toContain("**Прекратите движение, которое вызывает боль.**");
    expect(back).toContain("реабилитологу");
    const dizzy = await answer("I get dizzy sometimes, how much water should I drink?");
    expect(dizzy).toContain("**Safety first:**");
    expect(await answer("Who will win the election?")).toContain("I'm a fitness and nutrition coach");
    expect(await answer("Tell me about quantum chromodynamics")).toContain("I don't have an answer to that in my library");
    expect(await answer("Расскажи про квантовую хромодинамику", "ru")).toContain("На этот вопрос в моей библиотеке нет ответа");
  }, 15_000);
});

async function SELFfetch(token: string, json: unknown, lang: "en" | "ru" = "en") {
  const { SELF } = await import("cloudflare:test");
  return SELF.fetch("https://forma.test/api/chat/messages", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, Cookie: `lang=${lang}` },
    body: JSON.stringify(json),
  });
}

describe("chat API with the Workers AI adapter (a fake AI binding)", () => {
  async function sendWith(binding: unknown, token: string) {
    const { app } = await import("../../worker/app");
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const ctx = createExecutionContext();
    const res = await app.request(
      "https://forma.test/api/chat/messages",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ content: "What's my workout today?" }),
      },
      { ...env, AI: binding, CHAT_MODEL: "@cf/zai-org/glm-4.7-flash" },
      ctx,
    );
    const text = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, text };
  }

  it("streams the model's answer through the same endpoint and keeps it", async () => {
    const m = await member();
    const sse = (pieces: string[]) =>
      new ReadableStream({
        start(c) {
          for (const p of pieces) c.enqueue(new TextEncoder().encode(`data: ${JSON.stringify({ response: p })}\n\n`));
          c.enqueue(new TextEncoder().encode("data: [DONE]\n\n"));
          c.close();
        },
      });
    const { res, text } = await sendWith({ run: async () => sse(["Leg day: ", "squats first."]) }, m.token);
    expect(res.status).toBe(200);
    expect(text).toBe("Leg day: squats first.");
    const state = await call("GET", "/api/chat/messages", undefined, { token: m.token });
    expect(state.body.messages.map((x: { content: string }) => x.content)).toEqual([
      "What's my workout today?",
      "Leg day: squats first.",
    ]);
  }, 30_000); // Loads the AI SDK on first use: seconds on a busy two-core machine.

  it("answers 'Unable to send message' when the model fails, and gives the message back", async () => {
    const m = await member();
    const { res, text } = await sendWith(
      { run: async () => Promise.reject(new Error("3040: Capacity temporarily exceeded")) },
      m.token,
    );
    expect(res.status).toBe(502);
    expect(JSON.parse(text).error).toEqual({ code: "chat_send_failed", message: "Unable to send message. Please try again" });
    expect((await call("GET", "/api/chat/messages", undefined, { token: m.token })).body).toMatchObject({
      messages: [],
      remaining: 100,
    });
  }, 15_000);
});
