// The export's Time machine files: the previews, and their photos and pictures streamed from R2
// as the ZIP is written.
import { and, asc, eq, sql } from "drizzle-orm";
import { transformPreviews } from "../db/schema";
import { extensionOf, iso, jsonArray, keyset, objectEntry, type Member, type ZipEntry } from "./pages";

type Preview = typeof transformPreviews.$inferSelect;

const previewPages = (m: Member) =>
  keyset(
    (after: Preview | null, size) =>
      m.db
        .select()
        .from(transformPreviews)
        .where(
          and(
            eq(transformPreviews.userId, m.userId),
            after === null
              ? undefined
              : sql`(${transformPreviews.createdAt}, ${transformPreviews.id}) > (${after.createdAt.getTime()}, ${after.id})`,
          ),
        )
        .orderBy(asc(transformPreviews.createdAt), asc(transformPreviews.id))
        .limit(size)
        .all(),
    (row) => row,
  );

const photoPath = (p: Preview) => `time-machine/${p.id}-photo.${extensionOf(p.originalKey)}`;
const previewPath = (p: Preview & { resultKey: string }) => `time-machine/${p.id}-preview.${extensionOf(p.resultKey)}`;
/** The picture made, once it is done (a failed or unfinished preview has none to show). */
const result = (p: Preview) => (p.status === "done" && p.resultKey ? { ...p, resultKey: p.resultKey } : null);

export const previewsJson = (m: Member) =>
  jsonArray(previewPages(m), (p) => {
    const done = result(p);
    return {
      id: p.id,
      type: p.type,
      months: p.months,
      variation: p.variation,
      status: p.status,
      engine: p.engine,
      width: p.width,
      height: p.height,
      weightKg: p.weightKg,
      heightCm: p.heightCm,
      createdAt: iso(p.createdAt),
      finishedAt: iso(p.finishedAt),
      durationMs: p.durationMs,
      photo: photoPath(p),
      preview: done ? previewPath(done) : null,
    };
  });

export async function* previewFiles(m: Member): AsyncGenerator<ZipEntry> {
  for await (const page of previewPages(m)) {
    for (const p of page) {
      const photo = await objectEntry(m, p.originalKey, photoPath(p));
      if (photo) yield photo;
      const done = result(p);
      const picture = done ? await objectEntry(m, done.resultKey, previewPath(done)) : null;
      if (picture) yield picture;
    }
  }
}
