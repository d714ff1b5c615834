// The export's files of the account, profile, plans, finished lessons and the transfers log.
// Every query reads the member's own rows only.
import { and, asc, eq, sql } from "drizzle-orm";
import { course } from "../../content/education/course";
import { screeningQuestions, type StoredScreening } from "../../core/safety/health-context";
import { dataTransfers, lessonProgress, profiles, users } from "../db/schema";
import { iso, jsonArray, jsonDocument, keyset, type Member } from "./pages";

export const accountJson = (m: Member) =>
  jsonDocument(async () => {
    // The columns named one by one: the password hash is never read.
    const u = await m.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        locale: users.locale,
        timeZone: users.timeZone,
        units: users.units,
        createdAt: users.createdAt,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(eq(users.id, m.userId))
      .get();
    if (!u) return null;
    return {
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      language: u.locale,
      timeZone: u.timeZone,
      units: u.units,
      createdAt: iso(u.createdAt),
      emailVerified: u.emailVerifiedAt !== null,
      emailVerifiedAt: iso(u.emailVerifiedAt),
    };
  });

const profileOf = (m: Member) => m.db.select().from(profiles).where(eq(profiles.userId, m.userId)).get();

/** The screening's answers by question, so the file reads without the app's question order. */
function screeningJson(s: StoredScreening | null) {
  if (!s) return null;
  return {
    answeredAt: s.answeredAt,
    answers: Object.fromEntries(screeningQuestions.map((q, i) => [q, s.answers[i] ?? null])),
    doctorCleared: s.doctorCleared,
  };
}

export const profileJson = (m: Member) =>
  jsonDocument(async () => {
    const p = await profileOf(m);
    if (!p) return null;
    return {
      body: { weightKg: p.weight, heightCm: p.height, age: p.age, gender: p.gender, activity: p.activity },
      goal: p.goal,
      targetWeightKg: p.targetWeight,
      plan: p.plan,
      health: {
        lifeStage: p.lifeStage,
        lifeStageDate: p.lifeStageDate,
        // When she last answered the pregnancy and breastfeeding question; null while never asked.
        lifeStageAnsweredAt: iso(p.lifeStageAnsweredAt),
        screening: screeningJson(p.screening as StoredScreening | null),
        // While the calorie and macro targets are paused: when the coach last read eating-disorder signs.
        eatingDisorderSignsAt: iso(p.eatingDisorderSignsAt),
      },
      plansGenerated: { workout: p.trainingPlansGenerated, nutrition: p.mealPlansGenerated },
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
    };
  });

// The plans as stored, also one the member's current plan no longer shows: it is still theirs.
export const workoutPlanJson = (m: Member) => jsonDocument(async () => (await profileOf(m))?.workoutPlan ?? null);
export const nutritionPlanJson = (m: Member) => jsonDocument(async () => (await profileOf(m))?.nutritionPlan ?? null);

const lessonTitles = new Map(course.map((l) => [l.slug, l.title]));

export const lessonsJson = (m: Member) =>
  jsonArray(
    keyset(
      (after: string | null, size) =>
        m.db
          .select()
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, m.userId), after === null ? undefined : sql`${lessonProgress.lesson} > ${after}`))
          .orderBy(asc(lessonProgress.lesson))
          .limit(size)
          .all(),
      (row) => row.lesson,
    ),
    (l) => ({ lesson: l.lesson, title: lessonTitles.get(l.lesson)?.[m.locale] ?? null, completedAt: iso(l.completedAt) }),
  );

export const transfersJson = (m: Member) =>
  jsonArray(
    keyset(
      (after: { at: number; id: string } | null, size) =>
        m.db
          .select()
          .from(dataTransfers)
          .where(
            and(
              eq(dataTransfers.userId, m.userId),
              after === null ? undefined : sql`(${dataTransfers.createdAt}, ${dataTransfers.id}) > (${after.at}, ${after.id})`,
            ),
          )
          .orderBy(asc(dataTransfers.createdAt), asc(dataTransfers.id))
          .limit(size)
          .all(),
      (row) => ({ at: row.createdAt, id: row.id }),
    ),
    (t) => ({ kind: t.kind, source: t.source, rows: t.rows, at: iso(t.createdAt), undoneAt: t.undoneAt === null ? null : iso(t.undoneAt) }),
  );
