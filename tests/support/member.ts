// The member that the browser tests and the screenshot script make through the API: who signs
// up, and the plans a member "with both plans" has.
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
