// /api/education: the course's progress per member.

/** GET /api/education/progress and its POST: the lessons done, in course order. */
export interface LessonProgressJson {
  completed: string[];
}
