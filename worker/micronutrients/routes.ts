// The vitamin and mineral analyzers under /api/micronutrients (Pro): the member's needs, a
// day's analysis with suggestions, and saved days with the average of the last seven. The life
// stage (pregnant, breastfeeding) always comes from the member's profile.
import type { Context } from "hono";
import { Hono } from "hono";
import type { DayAnalysisJson, MicronutrientNeedsJson, SavedDaysJson } from "../../core/api/micronutrients";
import { analyzeDay, averageDays } from "../../core/micronutrients/analysis";
import { suggestFoods } from "../../core/micronutrients/suggestions";
import { analysisSchema, dateInRange, savedDaySchema } from "../../core/validation/micronutrients";
import { utcDay } from "../../core/validation/progress";
import { foodEnergy, foodValues, suggestionFoods } from "../../content/foods/food-values";
import { translateMessage } from "../../i18n/translate";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody } from "../platform/validate";
import { requireEntitlement } from "../shared/entitlements";
import { memberOf, requireUser } from "../shared/require-user";
import { deleteDay, editDay, listDays, saveDay, savedDayJson, type DayInput } from "./days";
import { memberNeeds } from "./member";

const isFood = (slug: string) => foodValues.has(slug);
const dayBody = jsonBody(savedDaySchema(isFood));

/** The days the 7-day average is taken over. */
const averagedDays = 7;

/** The member's needs on the server's UTC day (the life stage's trimester does not change them). */
const needsOf = (c: Context<AppEnv>) => memberNeeds(c.var.db, memberOf(c).id, utcDay(c.var.clock.now()));

/** A saved day's date must be within the last year and not after the member's tomorrow. */
function checkDate(c: Context<AppEnv>, input: Pick<DayInput, "date">) {
  if (!dateInRange(input.date, c.var.clock.now())) {
    throw new ApiError(400, "validation_failed", translateMessage("validation_micro_date_range", c.get("locale")), {
      "X-Invalid-Field": "date",
    });
  }
}

export const micronutrientRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .use(requireEntitlement("vitamins"))
  .get("/needs", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await needsOf(c)) satisfies MicronutrientNeedsJson);
  })
  .post("/analysis", jsonBody(analysisSchema(isFood)), async (c) => {
    const { items } = c.req.valid("json");
    const member = await needsOf(c);
    const day = analyzeDay(items, member.needs, foodValues, foodEnergy);
    const suggestions = suggestFoods(day.nutrients, suggestionFoods, foodValues, {
      vegetarian: member.vegetarian,
      pregnancy: member.stage === "pregnancy",
    });
    return c.json({ ...day, stage: member.stage, suggestions } satisfies DayAnalysisJson);
  })
  .get("/days", async (c) => {
    c.header("Cache-Control", "no-store");
    const [member, rows] = await Promise.all([needsOf(c), listDays(c.var.db, memberOf(c).id)]);
    const recent = rows.slice(0, averagedDays);
    const average: SavedDaysJson["average"] =
      recent.length === 0
        ? null
        : {
            ...averageDays(
              recent.map((d) => d.items),
              member.needs,
              foodValues,
              foodEnergy,
            ),
            days: recent.length,
            from: recent.at(-1)!.date,
            to: recent[0]!.date,
          };
    return c.json({ days: rows.map((d) => savedDayJson(d, foodEnergy)), average } satisfies SavedDaysJson);
  })
  .post("/days", dayBody, async (c) => {
    const input = c.req.valid("json");
    checkDate(c, input);
    const { stage } = await needsOf(c);
    const { day, created } = await saveDay(c.var.db, memberOf(c).id, { ...input, stage }, c.var.clock.now());
    return c.json(savedDayJson(day, foodEnergy), created ? 201 : 200);
  })
  .put("/days/:id", dayBody, async (c) => {
    const input = c.req.valid("json");
    checkDate(c, input);
    const { stage } = await needsOf(c);
    const day = await editDay(c.var.db, memberOf(c).id, c.req.param("id"), { ...input, stage }, c.var.clock.now());
    return c.json(savedDayJson(day, foodEnergy));
  })
  .delete("/days/:id", async (c) => {
    await deleteDay(c.var.db, memberOf(c).id, c.req.param("id"));
    return c.body(null, 204);
  });
