// The weekly run of the diet adjustments, for the cron table.
import type { CronTask } from "../platform/cron-task";
import { adjustEveryone } from "./adjustments";

export const weeklyDietAdjustments: CronTask = {
  name: "diet-adjustments",
  async run({ db, now }) {
    const { changed, unchanged, waiting, paused, failed } = await adjustEveryone(db, now);
    return `changed ${changed}, unchanged ${unchanged}, waiting for data ${waiting}, paused ${paused}, failed ${failed}`;
  },
};
