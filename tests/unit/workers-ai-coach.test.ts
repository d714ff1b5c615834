import { describe, expect, it } from "vitest";
import { macrosForGoal } from "../../core/formulas/macros";
import { healthContext } from "../../core/safety/health-context";
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
  doneToday: false,
  nutrition: null,
  health: healthContext({ age: 30, sex: "female", weightKg: 62, heightCm: 168 }, "2026-11-21"),
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
    const text = await collect(
      coach.stream({
        context,
        history: [
          { role: "user", content: "Привет" },
          { role: "assistant", content: "Здравствуйте!" },
        ],
        message: "Что у меня сегодня?",
      }),
    );
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

  it("gives the model the red-flag rules, in order, with the emergency numbers", () => {
    const prompt = systemPrompt(context);
    const at = (text: string) => {
      expect(prompt).toContain(text);
      return prompt.indexOf(text);
    };
    const order = [
      at("1. Thoughts of suicide or self-harm"),
      at("2. Emergency signs (chest pain or pressure, shortness of breath"),
      at("3. Eating-disorder signs"),
      at("4. Pain or injury: tell the member to stop the movement that hurts"),
      at(
        "5. No calorie deficit and no cutting to very low body fat for members under 18, underweight adults, or during pregnancy or breastfeeding",
      ),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(prompt).toContain("call emergency services: 112, or 103 for an ambulance in Russia, or 911 in the US");
    expect(prompt).toContain("give no calorie targets, deficits or other numbers");
    // The rules come before the member's numbers.
    expect(at("2. Emergency signs")).toBeLessThan(at("Daily targets:"));
  });

  it("summarises the member's health context: age group, underweight, life stage, screening and the deficit", () => {
    expect(systemPrompt(context)).toContain(
      "Health: 30 y, adult; not underweight; life stage (pregnancy, breastfeeding) not stated; pre-exercise screening: not answered.\nCalorie deficit: allowed.",
    );
    const mother = healthContext(
      {
        age: 31,
        sex: "female",
        weightKg: 66,
        heightCm: 168,
        lifeStage: "lactation",
        lifeStageDate: "2026-08-21",
        screening: {
          answers: [false, false, false, false, false, true, false],
          answeredAt: "2026-11-01T10:00:00Z",
          doctorCleared: false,
        },
      },
      "2026-11-21",
    );
    const prompt = systemPrompt({ ...context, health: mother });
    expect(prompt).toContain(
      "Health: 31 y, adult; not underweight; breastfeeding (baby 3 months); pre-exercise screening: a yes answer and no doctor's clearance yet",
    );
    expect(prompt).toContain("Calorie deficit: NOT allowed (lactation); needs 330 kcal a day over maintenance.");
    const teen = healthContext({ age: 16, sex: "male", weightKg: 60, heightCm: 175 }, "2026-11-21");
    expect(systemPrompt({ ...context, health: teen })).toContain("Health: 16 y, under 18;");
    expect(systemPrompt({ ...context, health: teen })).toContain("Calorie deficit: NOT allowed (minor).");
    const thin = healthContext({ age: 25, sex: "female", weightKg: 48, heightCm: 170 }, "2026-11-21");
    expect(systemPrompt({ ...context, health: thin })).toContain("underweight (BMI under 18.5)");
    // A due date weeks behind: not "pregnant" any more, and the model is told to ask.
    const after = healthContext(
      { age: 29, sex: "female", weightKg: 70, heightCm: 168, lifeStage: "pregnancy", lifeStageDate: "2026-10-01" },
      "2026-11-21",
    );
    expect(systemPrompt({ ...context, health: after })).toContain("due date passed: may have just given birth");
    expect(systemPrompt({ ...context, health: after })).toContain("Calorie deficit: NOT allowed (pregnancy).");
    // Without a profile there is no health line to give.
    expect(systemPrompt({ ...context, health: null })).not.toContain("Health:");
    // Never asked about pregnancy and breastfeeding: no deficit, and the model asks first.
    const unasked = healthContext({ age: 30, sex: "female", weightKg: 62, heightCm: 168, lifeStageAnswered: false }, "2026-11-21");
    expect(systemPrompt({ ...context, health: unasked })).toContain("Calorie deficit: NOT allowed (life-stage-unasked).");
    expect(systemPrompt({ ...context, health: unasked })).toContain(
      "Before any calorie deficit, ask whether she is pregnant or breastfeeding; she answers in her profile",
    );
    expect(systemPrompt(context)).not.toContain("she has not said yet");
  });

  it("gives no training numbers until the screening allows them, as the plans and the logger do", () => {
    const screened = (answers: boolean[], doctorCleared = false) =>
      healthContext(
        { age: 30, sex: "female", weightKg: 62, heightCm: 168, screening: { answers, answeredAt: "2026-11-01T10:00:00Z", doctorCleared } },
        "2026-11-21",
      );
    const noes = Array(7).fill(false);
    const yes = [false, true, false, false, false, false, false];
    // Never answered (the test context): answer it first.
    expect(systemPrompt(context)).toContain(
      "Training numbers: NOT allowed until the pre-exercise screening is answered. Give no sets, reps, loads, rest times, training plans or progressions;",
    );
    expect(systemPrompt(context)).toContain("point the member to the screening on their profile (/profile#screening).");
    // A "yes" without the doctor's clearance: the doctor too.
    const waiting = systemPrompt({ ...context, health: screened(yes) });
    expect(waiting).toContain("Training numbers: NOT allowed until the pre-exercise screening is cleared by a doctor.");
    expect(waiting).toContain("(/profile#screening) and to their doctor.");
    // Clear, or cleared by a doctor: the numbers are the coach's to give.
    expect(systemPrompt({ ...context, health: screened(noes) })).not.toContain("Training numbers:");
    expect(systemPrompt({ ...context, health: screened(yes, true) })).not.toContain("Training numbers:");
  });

  it("drops the targets and the example day with eating-disorder signs on record, and holds the model to rule 3", () => {
    const flagged = healthContext({ age: 30, sex: "female", weightKg: 62, heightCm: 168, eatingDisorderSigns: true }, "2026-11-21");
    const nutrition = { day: [{ meal: "breakfast", dish: "oatmeal", kcal: 420 }] } as unknown as CoachContext["nutrition"];
    // Even were the context to carry them, the prompt gives the model none of the member's figures to eat by.
    const prompt = systemPrompt({ ...context, nutrition, health: flagged });
    expect(prompt).not.toContain("Daily targets:");
    expect(prompt).not.toContain("Nutrition plan example day");
    expect(prompt).not.toMatch(/1680|kcal, protein/);
    expect(prompt).toContain("Calorie deficit: NOT allowed (eating-disorder).");
    expect(prompt).toContain("Eating-disorder signs: the member described them in an earlier message. Follow rule 3 in every answer");
    // Without the signs the same context keeps its numbers.
    expect(systemPrompt({ ...context, nutrition })).toContain("Daily targets: 1680 kcal");
  });

  it("fails the stream when the binding fails, so the endpoint can refund and say so", async () => {
    const ai = fakeAi(() => Promise.reject(new Error("3040: Capacity temporarily exceeded")));
    const coach = workersAiCoach(ai.binding, "@cf/zai-org/glm-4.7-flash");
    await expect(collect(coach.stream({ context, history: [], message: "Hi" }))).rejects.toThrow();
  });
});
