import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createSession, createUser } from "./factories";

// Static assets without the coach's long reads: the single-page fallback answers index.html.
const spaOnly = {
  fetch: async () => new Response("<!doctype html><html><body><div id=root></div></body></html>", { headers: { "Content-Type": "text/html" } }),
};

async function ask(token: string, content: string, lang: "en" | "ru") {
  const { app } = await import("../../worker/app");
  const ctx = createExecutionContext();
  const res = await app.request(
    "https://forma.test/api/chat/messages",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, Cookie: `lang=${lang}` },
      body: JSON.stringify({ content }),
    },
    { ...env, ASSETS: spaOnly },
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  expect(res.status, content).toBe(200);
  return text;
}

const limiter = (id: string) => env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(id));

describe("the offline coach when the library's passages cannot be read", () => {
  it("answers from its intents, without library links, and warns once", async () => {
    // The worker keeps the passages once read: a fresh copy of its modules has not read them yet
    // (the worker tests share one isolate, and an earlier file may have asked the coach).
    vi.resetModules();
    const warn = vi.spyOn(console, "warn");
    const { id } = await createUser({ plan: "PRO", gender: "FEMALE", age: 30, height: 168, weight: 62, activity: "MODERATE", goal: "LOSE_WEIGHT" });
    const token = await createSession(id);
    const squat = await ask(token, "how do I squat properly?", "en");
    expect(squat).toContain("(/exercises/");
    await limiter(id).reset(Date.now());
    const calories = await ask(token, "Сколько мне калорий в день?", "ru");
    expect(calories).toMatch(/ккал/);
    expect(calories).not.toContain("Подробнее:");
    await limiter(id).reset(Date.now());
    expect(await ask(token, "how many sets per week should i do", "en")).toContain("I don't have an answer to that in my library");
    const warnings = warn.mock.calls.filter((c) => String(c[0]).includes("/_library/"));
    expect(warnings).toHaveLength(1);
    warn.mockRestore();
  }, 30_000);
});
