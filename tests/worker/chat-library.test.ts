import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./auth-helpers";
import { createSession, createUser } from "./factories";

// A Pro member (62 kg, losing weight: 124 g of protein a day) without a workout plan.
async function member() {
  const { id } = await createUser({ plan: "PRO", gender: "FEMALE", age: 30, height: 168, weight: 62, activity: "MODERATE", goal: "LOSE_WEIGHT" });
  return { id, token: await createSession(id) };
}

async function ask(token: string, content: string, lang: "en" | "ru") {
  const { SELF } = await import("cloudflare:test");
  const res = await SELF.fetch("https://forma.test/api/chat/messages", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, Cookie: `lang=${lang}` },
    body: JSON.stringify({ content }),
  });
  expect(res.status, content).toBe(200);
  return res.text();
}

const limiter = (id: string) => env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(id));

describe("the offline coach answers from the library", () => {
  it("answers a Russian question about food after training from the articles, with the member's figure and links", async () => {
    const m = await member();
    const text = await ask(m.token, "Что съесть после тренировки?", "ru");
    // Not the workout plan: the question is about food.
    expect(text).not.toContain("плана тренировок");
    expect(text).toMatch(/белк|углевод/);
    expect(text).toContain("Для вас: около **124\u00a0г** белка в день (2\u00a0г на кг при весе 62\u00a0кг).");
    expect(text).toMatch(/Подробнее: \[[^\]]+\]\(\/(articles|education)\/[a-z-]+#[a-z-]+\)/);
  }, 30_000); // Builds the Russian index on first use: seconds on a busy two-core machine.

  it("answers in English from the library, and ends with the sources", { timeout: 30_000 }, async () => {
    const m = await member();
    const text = await ask(m.token, "how many sets per week should i do", "en");
    expect(text).toMatch(/Read more: \[[^\]]+\]\(\/(articles\/how-many-sets-per-week|education\/sets-reps-and-effort)#/);
    await limiter(m.id).reset(Date.now());
    const doms = await ask(m.token, "my legs are super sore 2 days after leg day, normal?", "en");
    expect(doms).toContain("(/articles/soreness-doms");
  });

  it("answers pain and pregnancy with the triage alone, and puts the safety note before the library for dizziness", async () => {
    const m = await member();
    for (const [q, lang, start] of [
      ["Болит колено, что съесть после тренировки?", "ru", "**Прекратите движение, которое вызывает боль.**"],
      ["I'm pregnant, how many calories should I eat?", "en", "In pregnancy I don't make weight-loss plans or set a calorie deficit"],
    ] as const) {
      await limiter(m.id).reset(Date.now());
      const text = await ask(m.token, q, lang);
      expect(text.startsWith(start), q).toBe(true);
      expect(text, q).not.toMatch(/Read more|Подробнее|calculators/);
    }
    await limiter(m.id).reset(Date.now());
    const dizzy = await ask(m.token, "feeling dizzy after training, what should I eat", "en");
    expect(dizzy.startsWith("**Safety first:**")).toBe(true);
    expect(dizzy).toMatch(/Read more|calculators/);
  });

  it("still declines off-topic questions and says when the library has nothing", async () => {
    const m = await member();
    expect(await ask(m.token, "Кто победит на выборах?", "ru")).toContain("Я тренер по фитнесу и питанию");
    await limiter(m.id).reset(Date.now());
    expect(await ask(m.token, "who is the best football player", "en")).toContain("I don't have an answer to that in my library");
  });
});

describe("the Workers AI coach's search_library tool (a fake AI binding)", () => {
  it("offers the tool, gives the model the passages with their links, and streams the grounded answer", async () => {
    const m = await member();
    const runs: { messages: unknown; tools: unknown }[] = [];
    const encoder = new TextEncoder();
    const sse = (chunks: unknown[]) =>
      new ReadableStream({
        start(c) {
          for (const chunk of chunks) c.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
          c.enqueue(encoder.encode("data: [DONE]\n\n"));
          c.close();
        },
      });
    const binding = {
      run: async (_model: string, inputs: { messages: unknown; tools: unknown }) => {
        runs.push(inputs);
        // First the model searches the library, then it answers from what it found.
        return runs.length === 1
          ? sse([
              {
                tool_calls: [{ index: 0, id: "call_1", function: { name: "search_library", arguments: JSON.stringify({ query: "что съесть после тренировки" }) } }],
                finish_reason: "tool_calls",
              },
            ])
          : sse([{ response: "Белок и углеводы. Подробнее: [статья](/articles/carbs-for-training)" }]);
      },
    };
    const { app } = await import("../../worker/app");
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const ctx = createExecutionContext();
    const res = await app.request(
      "https://forma.test/api/chat/messages",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${m.token}`, Cookie: "lang=ru" },
        body: JSON.stringify({ content: "Что съесть после тренировки?" }),
      },
      { ...env, AI: binding, CHAT_MODEL: "@cf/zai-org/glm-4.7-flash" },
      ctx,
    );
    const text = await res.text();
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(text).toBe("Белок и углеводы. Подробнее: [статья](/articles/carbs-for-training)");
    expect(JSON.stringify(runs[0]!.tools)).toContain("search_library");
    expect(JSON.stringify(runs[0]!.messages)).toContain("call search_library and ground your answer");
    // The tool's result reaches the model: Russian passages with their links.
    const second = JSON.stringify(runs[1]!.messages);
    expect(second).toMatch(/\\"href\\":\\"\/(articles|education|protein-encyclopedia|carbs-encyclopedia)/);
    expect(second).toMatch(/белк|углевод/);
    const state = await call("GET", "/api/chat/messages", undefined, { token: m.token });
    expect(state.body.messages.at(-1).content).toBe(text);
  }, 90_000); // Loads the AI SDK on first use: seconds on a busy two-core machine.
});

