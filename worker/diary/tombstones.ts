// The diary's tombstones (sync.ts) go after 90 days (platform/tombstones.ts). Tombstones do not
// count against the caps, so deleting them changes no member's room.
import type { CronTask } from "../platform/cron-task";
import { pruneRemoved, tombstoneKeptMs, type RemovedRows } from "../platform/tombstones";

const tables = ["diary_entries", "diary_foods", "diary_recipes", "diary_favourites"] as const;

export const removedDiaryRows = (): RemovedRows[] => tables.map((table) => ({ table }));

export const pruneDiaryTombstones: CronTask = {
  name: "prune-diary-tombstones",
  async run({ db, now }) {
    const counts = await pruneRemoved(db, removedDiaryRows(), now - tombstoneKeptMs);
    return tables.map((table, i) => `${table.replace("diary_", "")} ${counts[i]}`).join(", ");
  },
};
