// The query-plan check itself (tests/worker/query-plans.ts): it must catch a scan, pass a search
// by index, and see what the worker prepares; otherwise it could pass without checking anything.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { observeWorkerSql } from "../../worker/db/client";
import { createSession, createUser } from "./factories";
import { findScans, memberNames, memberTables, memberTablesOf, parameterCount, unindexedForeignKeys } from "./query-plans";

describe("the query-plan check", () => {
  it("knows the member tables: users, those with a user_id, and those reached through one", async () => {
    const members = await memberTables(env.DB);
    expect(members).toContain("users");
    expect(members).toContain("workout_sets");
    expect(members).not.toContain("rate_limits");
    // A table without a user_id whose rows hang off a member's rows is the member's too.
    const reached = memberTablesOf([
      { name: "users", columns: ["id"], foreignKeys: [] },
      { name: "meals", columns: ["id", "user_id"], foreignKeys: [{ table: "users", from: ["user_id"] }] },
      { name: "meal_items", columns: ["id", "meal_id"], foreignKeys: [{ table: "meals", from: ["meal_id"] }] },
      { name: "foods", columns: ["id"], foreignKeys: [] },
    ]);
    expect([...reached].sort()).toEqual(["meal_items", "meals", "users"]);
  });

  it("fails a statement that scans a member table and passes one that searches by index", async () => {
    const members = await memberTables(env.DB);
    const scanning = 'select "id" from "users" where lower("email") = ?';
    const searching = 'select "id" from "users" where "email" = ?';
    const joined = 'select e.id from workout_sessions s join workout_entries e on e.session_id = s.id where s.user_id = ?1 and s.date >= ?2';
    const findings = await findScans(env.DB, [scanning, searching, joined], members, []);
    expect(findings.map((f) => [f.sql, f.tables])).toEqual([[scanning, ["users"]]]);
    expect(findings[0]!.plan).toMatch(/SCAN users/);
    // A scan through a whole index is still a scan (COUNT(*) reads every member's row).
    const counted = await findScans(env.DB, ["select count(*) from users"], members, []);
    expect(counted.map((f) => f.tables)).toEqual([["users"]]);
  });

  it("lets an allowed whole-table statement pass and reports a statement it cannot plan", async () => {
    const members = await memberTables(env.DB);
    const allowed = [{ table: "users", sql: /lower\("email"\)/, reason: "test" }];
    expect(await findScans(env.DB, ['select "id" from "users" where lower("email") = ?'], members, allowed)).toEqual([]);
    const broken = await findScans(env.DB, ["select nothing from no_such_table"], members, []);
    expect(broken.map((f) => f.problem)).toEqual(["could not be planned"]);
  });

  it("fails a JSON parameter read again for each of a member's rows, and passes it read once", async () => {
    const members = await memberTables(env.DB);
    // CROSS JOIN fixes the order of the loops: SQLite never reorders one.
    const inner = "select e.id from workout_entries e cross join json_each(?1) j where e.user_id = ?2 and e.exercise = j.value";
    const outer = "select e.id from json_each(?1) j cross join workout_entries e where e.id = j.value and e.user_id = ?2";
    const findings = await findScans(env.DB, [inner, outer], members, []);
    expect(findings.map((f) => [f.sql, f.problem])).toEqual([[inner, "reads a JSON parameter again for each row of workout_entries"]]);
  });

  it("knows a member table by its alias, as the plan names it", async () => {
    const members = await memberTables(env.DB);
    const aliased = "select st.id from workout_sets AS st, workout_entries e where st.reps = ?1 and e.id = st.entry_id";
    expect(memberNames(aliased, members).get("st")).toBe("workout_sets");
    expect(memberNames(aliased, members).get("e")).toBe("workout_entries");
    expect((await findScans(env.DB, [aliased], members, [])).map((f) => f.problem)).toEqual(["scans workout_sets"]);
  });

  it("binds as many values as the statement takes", () => {
    expect(parameterCount("select 1")).toBe(0);
    expect(parameterCount("select ? , ? where x = '?'")).toBe(2);
    expect(parameterCount("select ?2, ?1, ?3")).toBe(3);
    expect(parameterCount("update t set a = ?1 where b = ?1 and c in (select value from json_each(?2))")).toBe(2);
  });

  it("sees the statements the worker prepares for a request, not their values", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const seen: string[] = [];
    const previous = observeWorkerSql((sql) => {
      seen.push(sql);
      previous?.(sql);
    });
    try {
      expect((await SELF.fetch("https://forma.test/api/profiles/me", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      observeWorkerSql(previous);
    }
    expect(seen.some((sql) => /from "profiles"/.test(sql))).toBe(true);
    expect(seen.join("\n")).not.toContain(id);
  });

  it("finds every foreign key's columns leading an index (a member's deletion searches each child table)", async () => {
    expect(await unindexedForeignKeys(env.DB)).toEqual([]);
  });
});
