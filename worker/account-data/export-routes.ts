// "Download my data" under /api/account/export (members): how many exports are left today, and
// the export itself, one ZIP streamed as it is written.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { memberOf, requireUser } from "../shared/require-user";
import { exportZip } from "./export-zip";
import { cancelExport, exportStatus, startExport } from "./export-limit";
import { errorText } from "../platform/error-text";

/** The stream as it is, but a failure while writing it is reported to `failed` before it reaches the reader. */
function reportingFailure(
  stream: ReadableStream<Uint8Array>,
  failed: (err: unknown) => Promise<void>,
): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (err) {
        await failed(err).catch(() => undefined);
        controller.error(err);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

export const exportRoutes = new Hono<AppEnv>()
  .use("/export", requireUser)
  .get("/export", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await exportStatus(c.var.db, memberOf(c).id, c.var.clock.now()));
  })
  .post("/export", async (c) => {
    const userId = memberOf(c).id;
    const db = c.var.db;
    const now = c.var.clock.now();
    const counted = await startExport(db, userId, now, c.get("locale"));
    const zip = exportZip({ db, photos: c.env.PHOTOS, userId, locale: c.get("locale"), now });
    const body = reportingFailure(zip, async (err) => {
      console.error(
        JSON.stringify({
          level: "error",
          event: "data_export_failed",
          userId,
          error: errorText(err),
        }),
      );
      await cancelExport(db, userId, counted);
    });
    const day = new Date(now).toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="forma-data-${day}.zip"`,
        "Cache-Control": "no-store",
      },
    });
  });
