import { describe, expect, it } from "vitest";
import { macrosForGoal } from "../../core/formulas/macros";
import type { CoachContext } from "../../worker/platform/ai/chat-model";
import { type AiBinding, systemPrompt, workersAiCoach } from "../../worker/platform/ai/workers-ai";

/** Server-sent events as the AI binding streams them: `data: {"response": "..."}` lines, then [DONE]. */
function sse(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(`data: ${JSON.stringify({ response: p })}\n\n`));
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
  });
}

/** A fake `AI` binding: records each run and answers like Workers AI does with `stream: true`. */
function fakeAi(answer: (inputs: Record<string, unknown>) => ReadableStream<Uint8Array> | Promise<never>) {
  const runs: { model: string; inputs: Record<string, unknown> }[] = [];
  const binding = {
    run: async (model: string, inputs: Record<string, unknown>) => {
      runs.push({ model, inputs });
      return answer(inputs);
    },
  };
  return { binding: binding as unknown as AiBinding, runs };
}

const context: CoachContext = {
  locale: "ru",
  firstName: "Анна",
  today: "2026-11-21",
  body: { sex: "female", age: 30, heightCm: 168, weightKg: 62, activity: "MODERATE", goal: "LOSE_WEIGHT" },
  targets: { tdee: 2106, split: macrosForGoal({ weightKg: 62, calories: 1680, goal: "LOSE_WEIGHT" }) },
  workout: null,
  todayWorkout: null,
  nutrition: null,
};

const collect = async (it: AsyncIterable<string>) => {
  let text = "";
  for await (const piece of it) text += piece;
  return text;
};

describe("Workers AI coach (AI SDK + workers-ai-provider)", () => {
  it("streams the model's answer piece by piece from the configured model", async () => {
    const ai = fakeAi(() => sse(["Привет, ", "Анна! ", "Сегодня — ноги."]));
    const coach = workersAiCoach(ai.binding, "@cf/zai-org/glm-4.7-flash");
    const text = await collect(coach.stream({ context, history: [{ role: "user", content: "Привет" }, { role: "assistant", content: "Здравствуйте!" }], message: "Что у меня сегодня?" }));
    expect(text).toBe("Привет, Анна! Сегодня — ноги.");
    expect(ai.runs).toHaveLength(1);
    expect(ai.runs[0]!.model).toBe("@cf/zai-org/glm-4.7-flash");
    expect(ai.runs[0]!.inputs.stream).toBe(true);
    // The system prompt, the history and the new message go to the model in order.
    const messages = ai.runs[0]!.inputs.messages as { role: string; content: string }[];
    expect(messages.map((x) => x.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(messages.at(-1)!.content).toBe("Что у меня сегодня?");
    // The coach's tools are offered to the model.
    expect(JSON.stringify(ai.runs[0]!.inputs.tools)).toContain("lookupExercise");
  });

  it("tells the model the member's language, numbers and limits", () => {
    const prompt = systemPrompt(context);
    expect(prompt).toContain("Always answer in Russian");
    expect(prompt).toContain("Body: female, 30 y, 168 cm, 62 kg, activity MODERATE, goal LOSE_WEIGHT.");
    expect(prompt).toContain("Daily targets: 1680 kcal, protein 124 g");
    expect(prompt).toContain("Never diagnose or treat");
    expect(prompt).toContain("Answer only about training");
  });

  it("fails the stream when the binding fails, so the endpoint can refund and say so", async () => {
    const ai = fakeAi(() => Promise.reject(new Error("3040: Capacity temporarily exceeded")));
    const coach = workersAiCoach(ai.binding, "@cf/zai-org/glm-4.7-flash");
    await expect(collect(coach.stream({ context, history: [], message: "Hi" }))).rejects.toThrow();
  });
});
