import { describe, expect, it } from "vitest";
import { sampleWeights, weightCsv } from "../unit/import-files";
import { importFile, preview, storedRows } from "./imports-fixture";
import { memberOn } from "./workout-fixture";

// How often a member may import: 10 files written a day (a file the server refuses is handed
// back), 60 files read an hour (previews and imports, refused or not); the 11th and the 61st answer 429 with when to try
// again, in the member's language. Every request runs on a fixed clock.

const now = Date.parse("2026-11-24T10:00:00Z");
const hour = 60 * 60 * 1000;
const body = { source: "weight", csv: weightCsv(sampleWeights, "kg") } as const;
const broken = { source: "weight", csv: "date,weight\nnot a day,80\n" } as const;

describe("import limits", () => {
  it("writes 10 files a day; the 11th is refused with when to try again, and a day later one goes", async () => {
    const { id, token } = await memberOn("FREE");
    for (let i = 0; i < 10; i++) expect((await importFile(token, body, { now: now + i * 60_000 })).status).toBe(200);
    const refused = await importFile(token, body, { now: now + hour });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: "import_limit", message: "You can import up to 10 files a day. Try again after November 25 at 10:00 UTC." });
    expect(Number(refused.res.headers.get("Retry-After"))).toBe(23 * 60 * 60);
    const ru = await importFile(token, body, { now: now + hour, lang: "ru" });
    expect(ru.body.error.message).toBe("Импортировать можно не больше 10 файлов в сутки. Попробуйте снова после 25 ноября в 10:00 UTC.");
    expect((await storedRows(id)).transfers).toBe(10);
    expect((await importFile(token, body, { now: now + 24 * hour })).status).toBe(200);
  });

  it("hands back a file the server refused: after 10 refused files, 10 good ones still go", async () => {
    const { token } = await memberOn("BASIC");
    for (let i = 0; i < 10; i++) expect((await importFile(token, broken, { now })).body.error.code).toBe("import_invalid");
    for (let i = 0; i < 10; i++) expect((await importFile(token, body, { now })).status).toBe(200);
    expect((await importFile(token, body, { now })).status).toBe(429);
  });

  it("lets exactly 10 of 14 imports sent at once through", async () => {
    const { id, token } = await memberOn("PRO");
    const statuses = await Promise.all(Array.from({ length: 14 }, () => importFile(token, body, { now }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect((await storedRows(id)).transfers).toBe(10);
  });

  it("reads 60 files for a preview an hour; the 61st is refused, an hour later one is read", async () => {
    const { token } = await memberOn("FREE");
    for (let i = 0; i < 60; i++) expect((await preview(token, body, { now })).status).toBe(200);
    const refused = await preview(token, body, { now: now + 30 * 60_000 });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: "import_limit", message: "You have checked a lot of files in the last hour. Try again after November 24 at 11:00 UTC." });
    expect((await preview(token, body, { now: now + hour })).status).toBe(200);
    // The previews do not spend the day's imports.
    expect((await importFile(token, body, { now: now + hour })).status).toBe(200);
  });

  it("counts every import as a file read, refused ones too: a script cannot have a file read again and again", async () => {
    const { token } = await memberOn("FREE");
    // Each refused import hands back its day's slot, not its read.
    for (let i = 0; i < 59; i++) expect((await importFile(token, broken, { now })).body.error.code).toBe("import_invalid");
    expect((await preview(token, body, { now })).status).toBe(200);
    const refused = await importFile(token, body, { now: now + 30 * 60_000 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe("You have checked a lot of files in the last hour. Try again after November 24 at 11:00 UTC.");
    expect((await importFile(token, body, { now: now + hour })).status).toBe(200);
  });
});
