// The offline coach's answers: the member's own numbers and plans, and the library's texts,
// in the member's language, with links to the pages they came from. Markdown.
import { dishes } from "../../../content/dishes/dishes";
import { exercises } from "../../../content/exercises/index";
import { loadExerciseDetails } from "../../../content/exercises/details";
import type { Exercise } from "../../../core/training/exercise";
import type { Supplement } from "../../../content/supplements/types";
import { targetsAllowed } from "../../../core/safety/health-context";
import { doseForGoal } from "../../../core/training/dose";
import { canDo } from "../../../core/training/pick-exercises";
import { staples } from "../../../core/training/staples";
import { weekdays } from "../../../core/training/workout-plan";
import * as m from "../../../i18n/paraglide/messages.js";
import type { CoachContext } from "../../platform/ai/chat-model";
import { libraryAnswer } from "./library-answer";
import { screeningHolds, seeDoctorReply, trainingNumbersAllowed } from "./screening-hold";
import type { Understood } from "./understand";
import { goalLabels } from "../../../i18n/labels/body";
import { doseText } from "../../../i18n/labels/dose";
import { dayTypeLabels, mealLabels, weekdayInSentence } from "../../../i18n/labels/plans";

// The same labels as the screens, called with the member's locale.
const dayTypeText = dayTypeLabels;
const goalText = goalLabels;
const mealText = mealLabels;

/** The plan's next training day after `day`: its weekday in a sentence and its type. */
function nextWorkout(workout: NonNullable<CoachContext["workout"]>, day: NonNullable<CoachContext["todayWorkout"]>) {
  const start = weekdays.indexOf(day.weekday);
  for (let k = 1; k <= 7; k++) {
    const next = workout.plan.week[(start + k) % 7]!;
    if (next.type) return { weekday: weekdays[(start + k) % 7]!, type: next.type };
  }
  return null;
}

const num = (n: number, locale: "en" | "ru") => new Intl.NumberFormat(locale).format(Math.round(n));
const exerciseHref = (slug: string) => `/exercises/${slug}`;

function todayWorkout(ctx: CoachContext): string {
  const { locale } = ctx;
  // A "yes" in the screening without the doctor's clearance: no exercises until then.
  if (screeningHolds(ctx)) return seeDoctorReply(locale);
  if (!ctx.workout || !ctx.todayWorkout) return m.coach_no_workout_plan({}, { locale });
  const day = ctx.todayWorkout;
  const after = nextWorkout(ctx.workout, day);
  const next = after && {
    day: weekdayInSentence(after.weekday, locale),
    type: dayTypeText[after.type]({}, { locale }).toLowerCase(),
  };
  if (!day.type) return next ? m.coach_today_rest(next, { locale }) : m.coach_no_workout_plan({}, { locale });
  // Done already: not today's list again with "start the workout".
  if (ctx.doneToday) return next ? m.coach_today_done(next, { locale }) : m.coach_today_done_only({}, { locale });
  const lines = day.exercises.map((e) => {
    const name = exercises.find((x) => x.slug === e.slug)?.name[locale] ?? e.slug;
    const light = e.intensity === "light" ? ` ${m.coach_today_light({}, { locale })}` : "";
    return `- [${name}](${exerciseHref(e.slug)}): ${doseText(e, locale)}, ${m.plans_rest({ seconds: String(e.restSeconds) }, { locale })}${light}`;
  });
  return [
    m.coach_today_intro(
      { type: dayTypeText[day.type!]({}, { locale }).toLowerCase(), count: String(day.exercises.length) },
      { locale },
    ),
    "",
    ...lines,
    "",
    m.coach_today_start({}, { locale }),
  ].join("\n");
}

function nutrition(ctx: CoachContext): string {
  const { locale } = ctx;
  // Eating-disorder signs on record: no targets, the same kind answer as when they were told.
  if (ctx.health && !targetsAllowed(ctx.health)) return m.triage_eating({}, { locale });
  if (!ctx.body || !ctx.targets) return m.coach_no_profile({}, { locale });
  const { split, tdee } = ctx.targets;
  const parts = [
    m.coach_targets(
      {
        goal: goalText[ctx.body.goal]({}, { locale }).toLowerCase(),
        kcal: num(split.calories, locale),
        protein: num(split.protein.grams, locale),
        fat: num(split.fat.grams, locale),
        carbs: num(split.carbs.grams, locale),
        tdee: num(tdee, locale),
      },
      { locale },
    ),
  ];
  if (ctx.nutrition?.inputs.style === "dishes") {
    const meals = ctx.nutrition.day.map(
      (p) =>
        `${mealText[p.meal]({}, { locale }).toLowerCase()}: ${dishes.find((d) => d.slug === p.dish)?.name[locale] ?? p.dish}`,
    );
    parts.push(m.coach_targets_plan({ meals: meals.join("; ") }, { locale }));
  }
  // A deficit waits for her answer about pregnancy and breastfeeding: say so, and where to give it.
  if (ctx.health?.deficitBlock === "life-stage-unasked" && ctx.body.goal === "LOSE_WEIGHT")
    parts.push(m.coach_targets_life_stage({}, { locale }));
  parts.push(m.coach_targets_link({}, { locale }));
  return parts.join("\n\n");
}

async function howTo(ctx: CoachContext, e: Exercise): Promise<string> {
  const { locale } = ctx;
  const details = await loadExerciseDetails(e.group, e.slug);
  const parts = [`**${e.name[locale]}**`];
  if (details) {
    parts.push(details.summary[locale]);
    parts.push(`${m.coach_howto_steps({}, { locale })}\n\n${details.steps[locale].map((s, i) => `${i + 1}. ${s}`).join("\n")}`);
    parts.push(
      `${m.coach_howto_mistakes({}, { locale })}\n\n${details.mistakes[locale]
        .slice(0, 3)
        .map((s) => `- ${s}`)
        .join("\n")}`,
    );
  }
  // The technique always; the sets and reps only once the screening is answered and lets the
  // member train (not before it is asked, nor while it says to see a doctor first).
  if (ctx.body && trainingNumbersAllowed(ctx)) {
    const d = doseForGoal(e, ctx.body.goal);
    parts.push(m.coach_howto_dose({ dose: doseText(d, locale), rest: String(d.restSeconds) }, { locale }));
  }
  parts.push(m.coach_exercise_link({ href: exerciseHref(e.slug) }, { locale }));
  return parts.join("\n\n");
}

/** Close exercises for the same muscles with the member's equipment (also the pain-free alternatives after a pain triage). */
export function substitution(ctx: CoachContext, e: Exercise): string {
  const { locale } = ctx;
  const equipment = ctx.workout ? new Set(ctx.workout.plan.inputs.equipment) : null;
  const close = exercises
    .filter(
      (x) =>
        x.slug !== e.slug &&
        x.group === e.group &&
        x.primary.some((p) => e.primary.includes(p)) &&
        (!equipment || canDo(x, equipment)),
    )
    .sort(
      (a, b) =>
        Number(staples.has(b.slug)) - Number(staples.has(a.slug)) ||
        Number(b.mechanics === e.mechanics) - Number(a.mechanics === e.mechanics),
    )
    .slice(0, 3);
  if (close.length === 0) return m.coach_substitute_none({ name: e.name[locale] }, { locale });
  return [
    m.coach_substitute_intro({ name: e.name[locale] }, { locale }),
    "",
    ...close.map((x) => `- [${x.name[locale]}](${exerciseHref(x.slug)})`),
  ].join("\n");
}

function supplement(ctx: CoachContext, s: Supplement): string {
  const { locale } = ctx;
  return [
    m.coach_supplement({ name: s.name[locale], grade: s.grade, what: s.what[locale] }, { locale }),
    m.coach_supplement_dose({ dose: s.dose[locale], timing: s.timing[locale] }, { locale }),
    m.coach_supplement_avoid({ avoid: s.avoid[locale] }, { locale }),
    m.coach_supplement_link({}, { locale }),
  ].join("\n\n");
}

function sleep(ctx: CoachContext): string {
  const { locale } = ctx;
  const parts = [m.coach_sleep({}, { locale })];
  if (ctx.workout)
    parts.push(m.coach_sleep_plan({ rest: String(ctx.workout.plan.week.filter((d) => !d.type).length) }, { locale }));
  parts.push(m.coach_sleep_link({}, { locale }));
  return parts.join("\n\n");
}

/** The whole answer to one message; a safety note is added where health risk is mentioned. */
export async function answer(ctx: CoachContext, intent: Understood["intent"], risk: boolean): Promise<string> {
  const { locale } = ctx;
  const body = await (async () => {
    switch (intent.kind) {
      case "today_workout":
        return todayWorkout(ctx);
      case "nutrition":
        return nutrition(ctx);
      case "howto":
        return howTo(ctx, intent.exercise);
      case "substitution":
        return substitution(ctx, intent.exercise);
      case "supplement":
        return supplement(ctx, intent.supplement);
      case "sleep":
        return sleep(ctx);
      case "library":
        return libraryAnswer(ctx, intent.hits);
      case "greeting":
        return m.coach_greeting({ name: ctx.firstName }, { locale });
      case "off_topic":
        return m.coach_off_topic({}, { locale });
      case "unknown":
        return m.coach_unknown({}, { locale });
    }
  })();
  return risk ? `${m.coach_safety({}, { locale })}\n\n${body}` : body;
}
