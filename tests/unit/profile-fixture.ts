import type { ProfileJson } from "../../core/profile";

/** A woman of 30, 62 kg and 168 cm with no plans yet: the profile the screen tests start from. */
export const womanProfile = (over: Partial<ProfileJson> = {}): ProfileJson => ({
  id: "p1",
  weight: 62,
  height: 168,
  age: 30,
  gender: "FEMALE",
  activity: "MODERATE",
  goal: "MAINTAIN",
  plan: "PRO",
  targetWeight: null,
  lifeStage: "none",
  lifeStageDate: null,
  screening: null,
  trainingPlansGenerated: 0,
  mealPlansGenerated: 0,
  ...over,
});
