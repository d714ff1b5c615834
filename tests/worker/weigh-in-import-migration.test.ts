import { applyD1Migrations, env } from "cloudflare:test";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { beforeAll, describe, expect, it } from "vitest";
import { apiOn, schemaOf, signedIn } from "./migration-fixture";

// Migration 0039 moves a weigh-in import's mark from the day (one `import_id` a row) to each
// value it wrote. They run here on a database of their own holding a weigh-in import made
// under migration 0038, which is then listed and taken back through the API, as a member would
// after the deploy: the values it wrote go, and what the member changed since stays.

const db = env.BODY_MIGRATION_DB;
const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0039");
const member = crypto.randomUUID();
const token = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
const importId = crypto.randomUUID();

const api = apiOn(db, token);

beforeAll(async () => {
  await schemaOf(db, before);

  // Rows of the old schema are written in SQL: the ORM's insert names every column of today's.
  const now = Date.now();
  await db.batch([
    db
      .prepare("INSERT INTO users (id, email, first_name, last_name) VALUES (?, ?, ?, ?)")
      .bind(member, `m-${member}@example.com`, "Anna", "Ivanova"),
    db.prepare("INSERT INTO profiles (id, user_id, plan, weight) VALUES (?, ?, 'BASIC', 81)").bind(crypto.randomUUID(), member),
    db
      .prepare("INSERT INTO data_transfers (id, user_id, kind, source, rows, created_at) VALUES (?, ?, 'import', 'weight', 2, ?)")
      .bind(importId, member, now),
    // 1 March: weight and body fat as the import wrote them.
    db
      .prepare(
        "INSERT INTO body_entries (id, user_id, date, weight, body_fat, import_id, imported_weight, imported_body_fat) VALUES (?, ?, '2024-03-01', 80, 20, ?, 80, 20)",
      )
      .bind(crypto.randomUUID(), member, importId),
    // 2 March: the import's weight, corrected by the member since, beside the member's own waist.
    db
      .prepare(
        "INSERT INTO body_entries (id, user_id, date, weight, waist, import_id, imported_weight) VALUES (?, ?, '2024-03-02', 81, 85, ?, 79)",
      )
      .bind(crypto.randomUUID(), member, importId),
  ]);
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
  await signedIn(db, member, token);
});

describe("migration 0039: a weigh-in import made before", () => {
  it("is still listed with the days it keeps, and taking it back clears only what it wrote", async () => {
    const listed = await api("GET", "/api/imports");
    expect(listed.status).toBe(200);
    expect(listed.body.imports).toMatchObject([{ id: importId, source: "weight", kept: 1, undoneAt: null }]);

    const undone = await api("POST", `/api/imports/${importId}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id: importId, removed: 1 });
    const { body } = await api("GET", "/api/progress/entries");
    expect(body.entries.map((e: Record<string, unknown>) => [e.date, e.weight, e.bodyFat, e.waist])).toEqual([
      ["2024-03-02", 81, null, 85],
    ]);
  });
});
