import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";

/** The member's profile row (every feature that reads it goes through here). */
export const findProfile = (db: Db, userId: string) => db.select().from(profiles).where(eq(profiles.userId, userId)).get();
