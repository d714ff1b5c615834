// The education course's progress per member under /api/education (the work is in lessons.ts).
import { Hono } from "hono";
import * as v from "valibot";
import { memberOf, requireUser } from "../shared/require-user";
import type { AppEnv } from "../env";
import { jsonBody } from "../platform/validate";
import { completedLessons, lessonSlugs, markLesson } from "./lessons";

const progressSchema = v.object({
  lesson: v.picklist(lessonSlugs, "education_unknown_lesson"),
  done: v.boolean(),
});

export const educationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/progress", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await completedLessons(c.var.db, memberOf(c).id));
  })
  .post("/progress", jsonBody(progressSchema), async (c) => {
    const { lesson, done } = c.req.valid("json");
    return c.json(await markLesson(c.var.db, memberOf(c).id, lesson, done, c.var.clock.now()));
  });
