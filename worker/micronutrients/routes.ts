// The vitamin and mineral analyzers under /api/micronutrients (Pro): the member's needs, and the
// food diary's days against them (decision 0045): one day with suggestions, and the average of
// the last logged days. The days are the diary's own (worker/diary's service); the life stage
// (pregnant, breastfeeding) always comes from the member's profile.
import type { Context } from "hono";
import { Hono } from "hono";
import type {
  DiaryAverageJson,
  DiaryDayAnalysisJson,
  MicronutrientNeedsJson,
  SuggestionJson,
} from "../../core/api/micronutrients";
import { totalsOf } from "../../core/diary/totals";
import type { NutrientResult } from "../../core/micronutrients/analysis";
import { analyzeLogged, averageLogged } from "../../core/micronutrients/logged";
import type { MicronutrientSlug } from "../../core/micronutrients/nutrients";
import { suggestFoods } from "../../core/micronutrients/suggestions";
import { diaryDayQuerySchema } from "../../core/validation/diary";
import { utcDay } from "../../core/validation/progress";
import { foodValues, suggestionFoods } from "../../content/foods/food-values";
import { foodMicronutrients } from "../../content/foods/micronutrients";
import { diaryDay, latestLoggedDays } from "../diary/service";
import type { AppEnv } from "../env";
import { queryParams } from "../platform/validate";
import { requireEntitlement } from "../shared/entitlements";
import { memberOf, requireUser } from "../shared/require-user";
import { memberNeeds } from "./member";
import { checkDiaryDate } from "../shared/latest-day";

/** The average takes the last 7 logged days among the 30 up to the day asked (older ones say little of today's eating). */
export const averaged = { days: 7, withinDays: 30 } as const;

/** The member's needs on the server's UTC day (the life stage's trimester does not change them). */
const needsOf = (c: Context<AppEnv>) => memberNeeds(c.var.db, memberOf(c).id, utcDay(c.var.clock.now()));

/** The days before `date` (YYYY-MM-DD), as a date. */
const daysBefore = (date: string, days: number) => utcDay(Date.parse(`${date}T00:00:00Z`), -days);

/** Foods of the table that close each low nutrient's gap, with the SR28 entry the diary logs them by. */
function suggestionsFor(results: NutrientResult[], member: MicronutrientNeedsJson) {
  const picked = suggestFoods(results, suggestionFoods, foodValues, {
    vegetarian: member.vegetarian,
    pregnancy: member.stage === "pregnancy",
  });
  const out: Partial<Record<MicronutrientSlug, SuggestionJson[]>> = {};
  for (const [slug, list] of Object.entries(picked) as [MicronutrientSlug, NonNullable<(typeof picked)[MicronutrientSlug]>][])
    out[slug] = list.map((s) => ({ ...s, ndb: foodMicronutrients[s.food]!.ndb }));
  return out;
}

export const micronutrientRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .use(requireEntitlement("vitamins"))
  // The member's own diary and profile: never kept by a cache.
  .use(async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/needs", async (c) => c.json((await needsOf(c)) satisfies MicronutrientNeedsJson))
  .get("/analysis", queryParams(diaryDayQuerySchema), async (c) => {
    const { date } = c.req.valid("query");
    checkDiaryDate(c, date, "date");
    const now = c.var.clock.now();
    // Targets play no part in the analysis: nothing is kept for the day here.
    const at = { now, today: utcDay(now), keep: false };
    const [member, day] = await Promise.all([needsOf(c), diaryDay(c.var.db, memberOf(c).id, date, at)]);
    const foods = day.meals.flatMap((meal) => meal.entries);
    const analysis = analyzeLogged(foods, member.needs);
    return c.json({
      date,
      stage: member.stage,
      foods: foods.length,
      kcal: analysis.kcal,
      nutrients: analysis.nutrients,
      // Nothing logged yet: the diary is the next step, not a list of every food.
      suggestions: foods.length === 0 ? {} : suggestionsFor(analysis.results, member),
    } satisfies DiaryDayAnalysisJson);
  })
  .get("/average", queryParams(diaryDayQuerySchema), async (c) => {
    const { date } = c.req.valid("query");
    checkDiaryDate(c, date, "date");
    const [member, days] = await Promise.all([
      needsOf(c),
      latestLoggedDays(c.var.db, memberOf(c).id, daysBefore(date, averaged.withinDays - 1), date, averaged.days),
    ]);
    if (days.length === 0) return c.json({ days: [], average: null } satisfies DiaryAverageJson);
    const { kcal, nutrients } = averageLogged(
      days.map((d) => d.entries),
      member.needs,
    );
    return c.json({
      days: days.map((d) => ({ date: d.date, foods: d.entries.length, kcal: Math.round(totalsOf(d.entries).kcal.amount ?? 0) })),
      average: { from: days.at(-1)!.date, to: days[0]!.date, kcal, nutrients },
    } satisfies DiaryAverageJson);
  });
