// The production coach: a Workers AI model (configured by CHAT_MODEL) through the AI SDK's
// streamText and workers-ai-provider. The system prompt carries the member in compact form; tools
// let the model search the product's own library (articles, lessons, encyclopedias, supplement
// guide, exercise pages) and look up exercises, foods and the member's plan; it answers from the
// passages it found and cites them.
import { jsonSchema, stepCountIs, streamText, tool } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { exercises } from "../../../content/exercises/index";
import { foods } from "../../../content/foods/foods";
import { screeningAllowsTraining, targetsAllowed, type HealthContext } from "../../../core/safety/health-context";
import type { ChatModel, CoachContext, LibrarySearch } from "./chat-model";

const languageName = { en: "English", ru: "Russian" } as const;

/**
 * The triage's red-flag rules: the triage answers the wordings it knows before the model is
 * asked; these hold the model to the same rules for the wordings it does not.
 */
const safetyRules = [
  "Safety comes before any answer, in this order:",
  "1. Thoughts of suicide or self-harm (wanting to die, to hurt or cut oneself, being tired of living): answer with warmth and no training or nutrition content; say that if they might act on these thoughts or are in danger now they should call emergency services: 112, or 103 in Russia, or 911 in the US, or go to the nearest emergency department; and ask them to tell someone they trust and to talk to a doctor or a mental-health crisis line where they live. Never invent phone numbers.",
  "2. Emergency signs (chest pain or pressure, shortness of breath at rest or out of proportion to the effort, fainting, sudden numbness or weakness, slurred speech, a severe headache, heat illness, dark urine after hard training): tell the member to stop training now and call emergency services: 112, or 103 for an ambulance in Russia, or 911 in the US. Give no exercises and no numbers.",
  "3. Eating-disorder signs (a very low intake such as under 1000 kcal a day, not eating, vomiting or laxatives to control weight, bingeing, fear of food): give no calorie targets, deficits or other numbers; answer kindly and point to a doctor and a mental-health or eating-disorder helpline. Never invent phone numbers.",
  "4. Pain or injury: tell the member to stop the movement that hurts and see a doctor or physical therapist; afterwards suggest only alternatives that cause no pain.",
  "5. No calorie deficit and no cutting to very low body fat for members under 18, underweight adults, or during pregnancy or breastfeeding: they eat at least maintenance (plus the extra energy pregnancy and breastfeeding need), and weight questions go to their doctor or midwife.",
  "Never diagnose or treat. When the member mentions illness or medication, add a short note to see a doctor.",
];

const screeningText = {
  unanswered: "not answered",
  clear: "clear (no to every question)",
  "see-doctor": "a yes answer and no doctor's clearance yet: advise seeing a doctor before starting or stepping up training",
  cleared: "a yes answer, cleared by a doctor",
} as const;

/** The member's health context as the model must respect it. */
export function healthSummary(h: HealthContext): string[] {
  const age = h.age == null ? "age unknown" : h.minor ? `${h.age} y, under 18` : `${h.age} y, adult`;
  // "none" is also a profile that never answered the optional question: not a "no".
  const stage =
    h.lifeStage === "pregnancy" && h.lifeStageOutdated
      ? "due date passed: may have just given birth (recovering, possibly breastfeeding; ask)"
      : h.lifeStage === "pregnancy"
        ? `pregnant${h.trimester ? ` (trimester ${h.trimester})` : ""}`
        : h.lifeStage === "lactation"
          ? `breastfeeding${h.lactationMonths != null ? ` (baby ${h.lactationMonths} months)` : ""}`
          : "life stage (pregnancy, breastfeeding) not stated";
  const deficit = h.deficitBlock ? `NOT allowed (${h.deficitBlock})` : "allowed";
  return [
    `Health: ${age}; ${h.underweight ? "underweight (BMI under 18.5)" : "not underweight"}; ${stage}; pre-exercise screening: ${screeningText[h.screening]}.`,
    `Calorie deficit: ${deficit}${h.extraEnergyKcal > 0 ? `; needs ${h.extraEnergyKcal} kcal a day over maintenance` : ""}.`,
    ...(h.deficitBlock === "life-stage-unasked"
      ? [
          "Pregnancy and breastfeeding: she has not said yet. Before any calorie deficit, ask whether she is pregnant or breastfeeding; she answers in her profile (/profile, under Pregnancy and breastfeeding). Until then her calories stay at maintenance.",
        ]
      : []),
    // As the plans and the logger's suggestions: no training numbers until the screening allows them.
    ...(screeningAllowsTraining(h.screening)
      ? []
      : [
          `Training numbers: NOT allowed until the pre-exercise screening ${h.screening === "unanswered" ? "is answered" : "is cleared by a doctor"}. Give no sets, reps, loads, rest times, training plans or progressions; explain how a movement is done if asked, and point the member to the screening on their profile (/profile#screening)${h.screening === "see-doctor" ? " and to their doctor" : ""}.`,
        ]),
    ...(targetsAllowed(h)
      ? []
      : [
          "Eating-disorder signs: the member described them in an earlier message. Follow rule 3 in every answer: give no calorie or macro targets, deficits, portion sizes or other food numbers, and answer questions about calories, macros or losing weight kindly, pointing to a doctor and a mental-health or eating-disorder helpline.",
        ]),
  ];
}

/** The member's profile, targets, plans and today's workout as a few compact lines. */
export function systemPrompt(ctx: CoachContext): string {
  const lines = [
    "You are Forma's fitness and nutrition coach. Answer only about training, exercise technique, nutrition, sleep and recovery; politely decline anything else.",
    `Always answer in ${languageName[ctx.locale]}, in short Markdown, using the member's own numbers below. Link library pages you rely on as relative links (/exercises/<slug>, /calculators, /supplement-guide, /workout).`,
    ...safetyRules,
    'Before answering a question about training, nutrition, supplements, sleep or recovery, call search_library and ground your answer in the passages it returns; end with "Read more:" and Markdown links to the passages you used (their href). If the library has nothing on it, say so.',
    "If you do not know, say so plainly instead of guessing.",
    `Member: ${ctx.firstName}; today ${ctx.today}.`,
  ];
  if (ctx.health) lines.push(...healthSummary(ctx.health));
  if (ctx.body) {
    const b = ctx.body;
    lines.push(`Body: ${b.sex}, ${b.age} y, ${b.heightCm} cm, ${b.weightKg} kg, activity ${b.activity}, goal ${b.goal}.`);
  }
  // No targets line with eating-disorder signs on record (the context then carries none either).
  const targetsShown = !ctx.health || targetsAllowed(ctx.health);
  if (ctx.targets && targetsShown) {
    const s = ctx.targets.split;
    lines.push(
      `Daily targets: ${s.calories} kcal, protein ${s.protein.grams} g, fat ${s.fat.grams} g, carbs ${s.carbs.grams} g (TDEE ${ctx.targets.tdee} kcal).`,
    );
  }
  if (ctx.workout) {
    const days = ctx.workout.plan.week.map((d) => `${d.weekday.slice(0, 3)} ${d.type ?? "rest"}`).join(", ");
    lines.push(`Workout plan (${ctx.workout.plan.inputs.tier}): ${days}.`);
  }
  if (ctx.todayWorkout?.type) {
    const list = ctx.todayWorkout.exercises
      .map((e) => `${e.slug} ${e.sets}x${e.reps ? e.reps.join("-") : `${e.seconds}s`}${e.intensity === "light" ? " light" : ""}`)
      .join("; ");
    lines.push(`Today's workout (${ctx.todayWorkout.type}): ${list}.`);
    if (ctx.doneToday) lines.push("The member has already finished today's workout.");
  }
  if (ctx.nutrition && targetsShown)
    lines.push(`Nutrition plan example day: ${ctx.nutrition.day.map((p) => `${p.meal} ${p.dish} ${p.kcal} kcal`).join("; ")}.`);
  return lines.join("\n");
}

/** How many passages one library search gives the model. */
const PASSAGES = 4;

function tools(ctx: CoachContext, searchLibrary?: LibrarySearch) {
  const text = (s: string) => s.toLowerCase();
  return {
    ...(searchLibrary && {
      search_library: tool({
        description:
          "Search Forma's library (articles, lessons, nutrient encyclopedias, supplement guide, exercise pages) in the member's language. Returns the best passages with their page title, section, text and href (a relative link to cite).",
        inputSchema: jsonSchema<{ query: string }>({
          type: "object",
          properties: { query: { type: "string", description: "The question or its key words, in the member's language." } },
          required: ["query"],
        }),
        execute: async ({ query }) => (await searchLibrary(query, ctx.locale)).slice(0, PASSAGES),
      }),
    }),
    lookupExercise: tool({
      description: "Find exercises in the library by name (English or Russian). Returns slug, names, group, equipment and level.",
      inputSchema: jsonSchema<{ query: string }>({
        type: "object",
        properties: { query: { type: "string" } },
        required: ["query"],
      }),
      execute: async ({ query }) =>
        exercises
          .filter((e) => [e.name.en, e.name.ru, ...e.aliases.en, ...e.aliases.ru].some((n) => text(n).includes(text(query))))
          .slice(0, 5)
          .map((e) => ({ slug: e.slug, name: e.name[ctx.locale], group: e.group, equipment: e.equipment, level: e.level })),
    }),
    lookupFood: tool({
      description: "Find foods in the food table by name. Returns kcal, protein, carbs, fat and fibre per 100 g.",
      inputSchema: jsonSchema<{ query: string }>({
        type: "object",
        properties: { query: { type: "string" } },
        required: ["query"],
      }),
      execute: async ({ query }) =>
        foods
          .filter((f) => text(f.name.en).includes(text(query)) || text(f.name.ru).includes(text(query)))
          .slice(0, 5)
          .map((f) => ({ name: f.name[ctx.locale], state: f.state[ctx.locale], per100g: f.per100g })),
    }),
    getPlan: tool({
      description: "The member's full workout plan week and nutrition plan example day.",
      inputSchema: jsonSchema<Record<string, never>>({ type: "object", properties: {} }),
      execute: async () => ({ workout: ctx.workout?.plan.week ?? null, nutrition: ctx.nutrition?.day ?? null }),
    }),
  };
}

/** The AI binding as workers-ai-provider takes it (the runtime's `Ai`). */
export type AiBinding = NonNullable<Parameters<typeof createWorkersAI>[0]["binding"]>;

/** `searchLibrary` gives the model its search_library tool. */
export function workersAiCoach(binding: AiBinding, model: string, searchLibrary?: LibrarySearch): ChatModel {
  const workersai = createWorkersAI({ binding });
  return {
    async *stream({ context, history, message }) {
      const result = streamText({
        model: workersai(model as Parameters<typeof workersai>[0]),
        system: systemPrompt(context),
        messages: [...history, { role: "user" as const, content: message }],
        tools: tools(context, searchLibrary),
        stopWhen: stepCountIs(4),
        // One retry: the member is waiting, and the endpoint gives the message back on failure.
        maxRetries: 1,
        // Errors arrive as "error" parts below; the SDK's own logging would print model details.
        onError: () => undefined,
      });
      // textStream would end quietly on an error; the full stream says so, and the endpoint answers
      // "Unable to send message" instead of saving an empty answer.
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") yield part.text;
        else if (part.type === "error") throw part.error instanceof Error ? part.error : new Error("Workers AI stream failed");
      }
    },
  };
}
