// The course (small) and its lessons, each loaded when opened.
import { course } from "./course";
import type { LessonBody } from "./types";

export { course };

const lessons = import.meta.glob<{ lesson: LessonBody }>("./lessons/*.ts");

export async function loadLesson(slug: string): Promise<LessonBody | undefined> {
  const load = lessons[`./lessons/${slug}.ts`];
  return load ? (await load()).lesson : undefined;
}
