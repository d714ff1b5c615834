// An answer from the library's passages: the best passages' opening sentences, the member's own
// figure where the topic has one (protein, carbohydrate, fat, calories, today's workout, rest
// days), and links to the pages ("Read more: …").
import type { Hit, Passage } from "../../../core/library-search/search";
import type { Locale } from "../../../core/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import { goalLabels } from "../../../i18n/labels/body";
import { dayTypeLabels } from "../../../i18n/labels/plans";
import type { CoachContext } from "../../platform/ai/chat-model";
import { screeningHolds } from "./screening-hold";

type Topic = "protein" | "carbs" | "fat" | "energy" | "training" | "recovery";

/** The member figure each page's topic calls for. */
const topics: Record<string, Topic> = {
  "article:protein-how-much-and-when": "protein",
  "encyclopedia:protein": "protein",
  "article:carbs-for-training": "carbs",
  "encyclopedia:carbs": "carbs",
  "encyclopedia:fats": "fat",
  "lesson:macronutrients": "energy",
  "lesson:energy-balance": "energy",
  "lesson:nutrition-in-practice": "energy",
  "article:calorie-deficit-without-misery": "energy",
  "article:plateaus": "energy",
  "article:sleep-for-muscle": "recovery",
  "article:soreness-doms": "recovery",
  "article:deloads-and-fatigue": "recovery",
  "lesson:recovery": "recovery",
  "article:how-many-sets-per-week": "training",
  "article:progressive-overload": "training",
  "article:warm-up-that-works": "training",
  "article:compound-vs-isolation": "training",
  "article:training-with-a-busy-life": "training",
  "lesson:weekly-plan": "training",
  "lesson:sets-reps-and-effort": "training",
  "lesson:progressive-overload": "training",
};

const pageOf = (p: Passage) => p.id.split("#")[0]!;
const num = (n: number, locale: Locale) => new Intl.NumberFormat(locale).format(Math.round(n));
const oneDecimal = (n: number, locale: Locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);

/** The member's figure for a topic, when the member has one. */
function forYou(ctx: CoachContext, topic: Topic | undefined): string | null {
  const { locale } = ctx;
  const split = ctx.targets?.split;
  switch (topic) {
    case "protein":
      return split && ctx.body
        ? m.coach_for_you_protein(
            {
              grams: num(split.protein.grams, locale),
              perKg: oneDecimal(split.protein.grams / ctx.body.weightKg, locale),
              weight: num(ctx.body.weightKg, locale),
            },
            { locale },
          )
        : null;
    case "carbs":
      return split ? m.coach_for_you_carbs({ grams: num(split.carbs.grams, locale) }, { locale }) : null;
    case "fat":
      return split ? m.coach_for_you_fat({ grams: num(split.fat.grams, locale) }, { locale }) : null;
    case "energy":
      return split && ctx.targets && ctx.body
        ? m.coach_for_you_calories(
            {
              kcal: num(split.calories, locale),
              goal: goalLabels[ctx.body.goal]({}, { locale }).toLowerCase(),
              tdee: num(ctx.targets.tdee, locale),
            },
            { locale },
          )
        : null;
    case "training":
      // After a "yes" in the screening, the plan waits for the doctor: say so, not today's exercises.
      if (screeningHolds(ctx)) return m.health_api_error_screening_see_doctor({}, { locale });
      if (!ctx.todayWorkout) return null;
      return ctx.todayWorkout.type
        ? m.coach_for_you_today(
            {
              type: dayTypeLabels[ctx.todayWorkout.type]({}, { locale }).toLowerCase(),
              count: String(ctx.todayWorkout.exercises.length),
            },
            { locale },
          )
        : m.coach_for_you_rest({}, { locale });
    case "recovery":
      return ctx.workout
        ? m.coach_sleep_plan({ rest: String(ctx.workout.plan.week.filter((d) => !d.type).length) }, { locale })
        : null;
    default:
      return null;
  }
}

const label = (p: Passage) => (p.heading && p.kind !== "exercise" ? `${p.title} — ${p.heading}` : p.title);

/** "Read more: [Page — Section](/href) · …" for the passages, one link per page. */
export function readMore(hits: readonly Hit[], locale: Locale): string {
  const seen = new Set<string>();
  const links = hits
    .filter((h) => !seen.has(pageOf(h.passage)) && seen.add(pageOf(h.passage)))
    .map((h) => `[${label(h.passage).replace(/[[\]]/g, "")}](${h.passage.href})`);
  return m.coach_read_more({ links: links.join(" · ") }, { locale });
}

export function libraryAnswer(ctx: CoachContext, hits: readonly Hit[]): string {
  const { locale } = ctx;
  // The best passage, and the next one when it comes from another page.
  const quoted = hits.filter((h, i) => i === 0 || (i === 1 && pageOf(h.passage) !== pageOf(hits[0]!.passage)));
  const parts = quoted.map(({ passage: p }) => `**${p.heading && p.kind !== "exercise" ? p.heading : p.title}.** ${p.text}`);
  const mine = forYou(ctx, topics[pageOf(hits[0]!.passage)]);
  if (mine) parts.push(mine);
  parts.push(readMore(hits, locale));
  return parts.join("\n\n");
}
