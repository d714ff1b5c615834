import type { Db } from "../db/client";

/** One piece of scheduled work; features declare theirs and the cron table runs them. */
export interface CronTask {
  name: string;
  run(ctx: { env: Cloudflare.Env; db: Db; now: number }): Promise<string>;
}
