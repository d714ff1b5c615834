// The units a member reads weights in (decision 0073): metric until they choose.
import { eq } from "drizzle-orm";
import type { UnitSystem } from "../../core/validation/account";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export async function memberUnits(db: Db, userId: string): Promise<UnitSystem> {
  const row = await db.select({ units: users.units }).from(users).where(eq(users.id, userId)).get();
  return row?.units ?? "metric";
}
