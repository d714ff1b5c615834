// The member that the browser tests and the screenshot script make through the API: who signs
// up, and the plans a member "with both plans" has.
import { screeningQuestions } from "../../core/safety/health-context";

export const password = "Str0ngPass";

/** The sign-up request of a new member with this address. */
export const signUpBody = (email: string) => ({
  firstName: "Anna",
  lastName: "Ivanova",
  email,
  password,
  acceptAgreement: true,
  metrics: { gender: "FEMALE", age: 30, height: 168, weight: 62, activity: "MODERATE", goal: "MAINTAIN" },
});

/** The requests that make a workout and a nutrition plan (POST /api/plans/workout and …/nutrition). */
export const bothPlans = {
  workout: { goal: "MAINTAIN", tier: "beginner", weekdays: ["MONDAY", "WEDNESDAY", "FRIDAY"], equipment: ["dumbbell"] },
  nutrition: { goal: "MAINTAIN" },
};

/** The pre-exercise screening answered "no" to every question (the server asks for it before a workout plan). */
export const clearScreening = { answers: screeningQuestions.map(() => false) };

/** A member's history: weigh-ins on three days back from `today` (YYYY-MM-DD). */
export const weighIns = (today: string) =>
  [14, 7, 0].map((back, i) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - back);
    return { date: d.toISOString().slice(0, 10), weight: 62 - i * 0.4, waist: 72 - i * 0.5 };
  });
