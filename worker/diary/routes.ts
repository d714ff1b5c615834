// The food diary under /api/diary (decision 0044), for every signed-in member: one write route
// for every change (sync), the day, the week, the member's foods, and one of them. Every query is scoped by
// the member, so another member's food is "not found".
import { Hono } from "hono";
import type { DiaryDayJson, DiaryFoodJson, DiaryFoodsJson, DiarySyncJson, DiaryWeekJson } from "../../core/api/diary";
import { diaryDayQuerySchema, diarySyncSchema } from "../../core/validation/diary";
import type { AppEnv } from "../env";
import { jsonBody, queryParams } from "../platform/validate";
import { checkDiaryDate } from "../shared/latest-day";
import { memberOf, requireUser } from "../shared/require-user";
import { spendSyncBudget } from "../shared/sync-budget";
import { diaryDay } from "./day";
import { diaryFood, diaryFoodsOf } from "./foods";
import { syncDiary } from "./sync";
import { memberToday } from "./targets";
import { diaryWeek } from "./week";

export const diaryRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // The member's own record, changed from any device: never kept by a cache.
  .use(async (c, next) => {
    if (c.req.method === "GET") c.header("Cache-Control", "no-store");
    await next();
  })
  .post("/sync", jsonBody(diarySyncSchema), async (c) => {
    const { changes } = c.req.valid("json");
    changes.forEach((change, i) => change.type === "entry" && checkDiaryDate(c, change.date, `changes.${i}.date`));
    const now = c.var.clock.now();
    await spendSyncBudget(c.var.db, "diary", memberOf(c).id, changes.length, now, c.get("locale"));
    return c.json((await syncDiary(c.var.db, c.env.ASSETS, memberOf(c), changes, now, c.get("locale"))) satisfies DiarySyncJson);
  })
  .get("/day", queryParams(diaryDayQuerySchema), async (c) => {
    const { date, today } = c.req.valid("query");
    checkDiaryDate(c, date, "date");
    const now = c.var.clock.now();
    const at = { now, today: memberToday(today, now), keep: true };
    return c.json((await diaryDay(c.var.db, memberOf(c).id, date, at)) satisfies DiaryDayJson);
  })
  .get("/week", queryParams(diaryDayQuerySchema), async (c) => {
    const { date, today } = c.req.valid("query");
    checkDiaryDate(c, date, "date");
    return c.json(
      (await diaryWeek(c.var.db, memberOf(c).id, date, memberToday(today, c.var.clock.now()))) satisfies DiaryWeekJson,
    );
  })
  .get("/foods", async (c) =>
    c.json((await diaryFoodsOf(c.var.db, c.env.ASSETS, memberOf(c), c.var.clock.now())) satisfies DiaryFoodsJson),
  )
  .get("/foods/:id", async (c) =>
    c.json((await diaryFood(c.var.db, memberOf(c).id, c.req.param("id"), c.get("locale"))) satisfies DiaryFoodJson),
  );
