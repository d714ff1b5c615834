// Support requests in D1. Every query is filtered by the member.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { supportRequests, type SupportRequest } from "../db/schema";

export type NewSupportRequest = Omit<SupportRequest, "status">;

export async function insertRequest(db: Db, row: NewSupportRequest): Promise<SupportRequest> {
  return db.insert(supportRequests).values(row).returning().get();
}

/** The member's requests, newest first. */
export const listRequests = (db: Db, userId: string, limit = 100): Promise<SupportRequest[]> =>
  db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt))
    .limit(limit)
    .all();

/** Deletes the member's request; null when they have none with that id. */
export const deleteRequestRow = (db: Db, userId: string, id: string) =>
  db
    .delete(supportRequests)
    .where(and(eq(supportRequests.id, id), eq(supportRequests.userId, userId)))
    .returning({ id: supportRequests.id })
    .get();

export const findRequest = (db: Db, userId: string, id: string) =>
  db
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.id, id), eq(supportRequests.userId, userId)))
    .get();
