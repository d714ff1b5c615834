// The weekly run of the diet adjustments, for the cron table: it queues the members due, and the
// queue's consumer adjusts them (adjustment-queue.ts, decision 0051).
import type { CronTask } from "../platform/cron-task";
import { queueDueMembers } from "./adjustment-queue";

export const weeklyDietAdjustments: CronTask = {
  name: "diet-adjustments",
  async run({ env, db, now }) {
    const { members, messages } = await queueDueMembers(db, env.DIET_ADJUSTMENTS, now);
    return `queued ${members} members in ${messages} messages`;
  },
};
