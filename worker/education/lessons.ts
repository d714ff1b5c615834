// The lessons a member has done, in course order.
import { and, eq } from "drizzle-orm";
import type { LessonProgressJson } from "../../core/api/index";
import { course } from "../../content/education/course";
import type { Db } from "../db/client";
import { lessonProgress } from "../db/schema";

export const lessonSlugs = course.map((l) => l.slug);

export async function completedLessons(db: Db, userId: string): Promise<LessonProgressJson> {
  const rows = await db
    .select({ lesson: lessonProgress.lesson })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId))
    .all();
  const done = new Set(rows.map((r) => r.lesson));
  // In course order, and only lessons the course still has.
  return { completed: lessonSlugs.filter((s) => done.has(s)) };
}

/** Marks a lesson done or not done; doing either twice changes nothing. */
export async function markLesson(
  db: Db,
  userId: string,
  lesson: string,
  done: boolean,
  now: number,
): Promise<LessonProgressJson> {
  if (done)
    await db
      .insert(lessonProgress)
      .values({ userId, lesson, completedAt: new Date(now) })
      .onConflictDoNothing()
      .run();
  else
    await db
      .delete(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lesson, lesson)))
      .run();
  return completedLessons(db, userId);
}
