import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { importLimits } from "../../core/imports/types";
import { IMPORT_BODY_BYTES } from "../../worker/imports/routes";
import { bigHevyCsv, bigStrongCsv, manyWorkouts, strongCsv } from "../unit/import-files";
import { history, importFile, preview, storedRows } from "./imports-fixture";
import { memberOn } from "./workout-fixture";

// Large files and imports at once: 10,000 rows in one request (batched under D1's limits), the
// same file imported twice at the same time, and a body over the limit.

describe("large and concurrent imports", () => {
  it("imports 10,000 rows in one request", async () => {
    const { id, token } = await memberOn("BASIC");
    const csv = bigStrongCsv(10_000);
    // The file is far over the 64 KB other JSON bodies may have.
    expect(csv.length).toBeGreaterThan(500_000);
    const shown = await preview(token, { source: "strong", csv });
    expect(shown.body).toMatchObject({ rows: 10_000, items: 500, newItems: 500, sets: 10_000, newSets: 10_000, problemCount: 0 });

    const started = performance.now();
    const res = await importFile(token, { source: "strong", csv });
    const ms = Math.round(performance.now() - started);
    console.log(JSON.stringify({ test: "import of 10,000 rows", ms }));
    expect(res.body).toEqual({ id: expect.any(String), source: "strong", items: 500, sets: 10_000, ownExercises: 0, lists: null, routines: null });
    expect(await storedRows(id)).toMatchObject({ sessions: 500, entries: 2_500, sets: 10_000 });
    const [newest] = await history(token);
    const last = manyWorkouts(10_000).at(-1)!;
    expect(newest).toMatchObject({ name: last.name, date: last.start.slice(0, 10), exercises: 5, sets: 20 });
  });

  it("writes each set once when the same file is imported twice at the same time", async () => {
    const { id, token } = await memberOn("BASIC");
    const body = { source: "strong", csv: strongCsv() } as const;
    const both = await Promise.all([importFile(token, body), importFile(token, body)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.reduce((n, r) => n + r.body.items, 0)).toBe(3);
    expect(both.reduce((n, r) => n + r.body.sets, 0)).toBe(18);
    expect(await storedRows(id)).toMatchObject({ sessions: 3, sets: 18, transfers: 2 });

    const big = { source: "hevy", csv: bigHevyCsv(4_000) } as const;
    const bigBoth = await Promise.all([importFile(token, big), importFile(token, big)]);
    expect(bigBoth.reduce((n, r) => n + r.body.sets, 0)).toBe(4_000);
    expect(await storedRows(id)).toMatchObject({ sessions: 203, sets: 4_018 });
  });

  it("refuses a body over the limit before reading it, and a file over the size allowed", async () => {
    const { token } = await memberOn("BASIC");
    const res = await SELF.fetch("https://forma.test/api/imports", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${token}`,
        "Content-Length": String(IMPORT_BODY_BYTES + 1),
      },
      body: "{}".padEnd(100, " "),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");

    const large = await preview(token, { source: "strong", csv: "x".repeat(importLimits.bytes + 1) });
    expect(large.status).toBe(400);
    expect(large.res.headers.get("X-Invalid-Field")).toBe("csv");
  });
});
