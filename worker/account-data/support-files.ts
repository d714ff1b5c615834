// The export's support requests, and the screenshots sent with them streamed from R2.
import { and, asc, eq, sql } from "drizzle-orm";
import { supportRequests } from "../db/schema";
import { extensionOf, iso, jsonArray, keyset, objectEntry, type Member, type ZipEntry } from "./pages";

type SupportRow = typeof supportRequests.$inferSelect;

const supportPages = (m: Member) =>
  keyset(
    (after: SupportRow | null, size) =>
      m.db
        .select()
        .from(supportRequests)
        .where(
          and(
            eq(supportRequests.userId, m.userId),
            after === null
              ? undefined
              : sql`(${supportRequests.createdAt}, ${supportRequests.id}) > (${after.createdAt.getTime()}, ${after.id})`,
          ),
        )
        .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id))
        .limit(size)
        .all(),
    (row) => row,
  );

/** Where a request's screenshot is in the ZIP. */
const screenshotPath = (r: { id: string; screenshotKey: string }) =>
  `support/screenshots/${r.id}.${extensionOf(r.screenshotKey)}`;

export const supportJson = (m: Member) =>
  jsonArray(supportPages(m), (r) => ({
    id: r.id,
    topic: r.topic,
    message: r.message,
    status: r.status,
    language: r.locale,
    plan: r.plan,
    createdAt: iso(r.createdAt),
    screenshot: r.screenshotKey ? screenshotPath({ id: r.id, screenshotKey: r.screenshotKey }) : null,
  }));

export async function* screenshotFiles(m: Member): AsyncGenerator<ZipEntry> {
  for await (const page of supportPages(m)) {
    for (const r of page) {
      if (!r.screenshotKey) continue;
      const entry = await objectEntry(m, r.screenshotKey, screenshotPath({ id: r.id, screenshotKey: r.screenshotKey }));
      if (entry) yield entry;
    }
  }
}
