// The education course's progress per member (issue 5): which lessons are done.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { course } from "../../content/education/course";
import { memberOf, requireUser } from "../auth/require-user";
import { getDb } from "../db/client";
import { lessonProgress } from "../db/schema";
import type { AppEnv } from "../env";
import { jsonBody } from "../platform/validate";

const lessonSlugs = course.map((l) => l.slug);

export const progressSchema = v.object({
  lesson: v.picklist(lessonSlugs, "education_unknown_lesson"),
  done: v.boolean(),
});

async function completed(d1: D1Database, userId: string): Promise<string[]> {
  const rows = await getDb(d1).select({ lesson: lessonProgress.lesson }).from(lessonProgress).where(eq(lessonProgress.userId, userId)).all();
  const done = new Set(rows.map((r) => r.lesson));
  // In course order, and only lessons the course still has.
  return lessonSlugs.filter((s) => done.has(s));
}

export const educationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/progress", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ completed: await completed(c.env.DB, memberOf(c).id) });
  })
  .post("/progress", jsonBody(progressSchema), async (c) => {
    const { lesson, done } = c.req.valid("json");
    const userId = memberOf(c).id;
    const db = getDb(c.env.DB);
    if (done) {
      await db.insert(lessonProgress).values({ userId, lesson, completedAt: new Date() }).onConflictDoNothing().run();
    } else {
      await db.delete(lessonProgress).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lesson, lesson))).run();
    }
    return c.json({ completed: await completed(c.env.DB, userId) });
  });
