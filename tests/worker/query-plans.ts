// The query-plan check: every statement the worker prepares during the worker tests is planned
// with EXPLAIN QUERY PLAN on the migrated schema, and a scan of a member table fails (as does a
// JSON parameter read again for each of a member's rows). With a handful of members a scan costs
// nothing; with 100,000 it reads every member's rows. docs/scaling.md, "Indexes", has the rules.

/** A table whose rows belong to members: `users`, one with a user_id, or one pointing into such a table. */
export async function memberTables(db: D1Database): Promise<Set<string>> {
  return memberTablesOf(await tablesOf(db));
}

export function memberTablesOf(tables: Pick<Table, "name" | "columns" | "foreignKeys">[]): Set<string> {
  const members = new Set(tables.filter((t) => t.name === "users" || t.columns.includes("user_id")).map((t) => t.name));
  // Rows reached through a member's rows (a session's exercises) are the member's too.
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of tables) {
      if (!members.has(t.name) && t.foreignKeys.some((k) => members.has(k.table))) {
        members.add(t.name);
        grew = true;
      }
    }
  }
  return members;
}

interface Table {
  name: string;
  columns: string[];
  /** Leading columns of each index, the primary key among them. */
  indexes: string[][];
  foreignKeys: { table: string; from: string[] }[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the database, as it describes itself. */
export async function tablesOf(db: D1Database): Promise<Table[]> {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'")
    .all<{ name: string }>();
  return Promise.all(
    results.map(async ({ name }) => {
      const [columns, indexList, keys] = (
        await db.batch([
          db.prepare(`PRAGMA table_info(${quoted(name)})`),
          db.prepare(`PRAGMA index_list(${quoted(name)})`),
          db.prepare(`PRAGMA foreign_key_list(${quoted(name)})`),
        ])
      ).map((r) => r.results as Record<string, unknown>[]);
      const indexes = await Promise.all(
        indexList!.map(async (i) =>
          (await db.prepare(`PRAGMA index_info(${quoted(String(i.name))})`).all<{ seqno: number; name: string }>()).results
            .sort((a, b) => a.seqno - b.seqno)
            .map((c) => c.name),
        ),
      );
      // An INTEGER PRIMARY KEY is the rowid: an index that index_list does not name.
      const pk = columns!.filter((c) => Number(c.pk) > 0).sort((a, b) => Number(a.pk) - Number(b.pk));
      if (pk.length === 1 && String(pk[0]!.type).toUpperCase() === "INTEGER") indexes.push([String(pk[0]!.name)]);
      const byId = new Map<number, { table: string; from: string[] }>();
      for (const k of keys!.sort((a, b) => Number(a.seq) - Number(b.seq))) {
        const key = byId.get(Number(k.id)) ?? { table: String(k.table), from: [] };
        key.from.push(String(k.from));
        byId.set(Number(k.id), key);
      }
      return { name, columns: columns!.map((c) => String(c.name)), indexes, foreignKeys: [...byId.values()] };
    }),
  );
}

/**
 * Foreign keys whose columns lead no index: deleting a member (or any parent row) makes SQLite look
 * for the children, and EXPLAIN QUERY PLAN does not show that search.
 */
export async function unindexedForeignKeys(db: D1Database): Promise<string[]> {
  return (await tablesOf(db)).flatMap((t) =>
    t.foreignKeys
      .filter((k) => !t.indexes.some((index) => k.from.every((c) => index.slice(0, k.from.length).includes(c))))
      .map((k) => `${t.name}(${k.from.join(", ")}) -> ${k.table}`),
  );
}

/** A whole-table statement that is meant to be one, with why. */
export interface AllowedScan {
  table: string;
  sql: RegExp;
  reason: string;
}

/** Statements that read a member table whole on purpose. Keep it short: each one is a full read at scale. */
export const allowedScans: AllowedScan[] = [
  {
    table: "body_entries",
    sql: /^update "body_entries" .* and 0\)/,
    reason: "an edit that would empty the entry has the constant condition 0, which SQLite tests before the loop: no row is read",
  },
  {
    table: "subscriptions",
    sql: /^update "subscriptions" set "predicates_left"/,
    reason: "the monthly allowance restore changes every Pro subscription, most of the table, once a month",
  },
  {
    table: "auth_tokens",
    sql: /^delete from "auth_tokens" where .*"expires_at" < \? or .*"used_at" < \?/,
    reason: "the daily prune: tokens expire within hours and go a day later, so the table is about a day's tokens, nearly all deleted",
  },
  // The sign-in methods' tables.
  {
    table: "auth_challenges",
    sql: /^delete from "auth_challenges" where .*"expires_at" < \? or .*"used_at" < \?/,
    reason: "the daily prune: challenges live minutes and go a day later, so the table is about a day's challenges",
  },
];

export interface Finding {
  sql: string;
  /** What is wrong, naming the member tables. */
  problem: string;
  /** The member tables concerned; none when the statement could not be planned. */
  tables: string[];
  plan: string;
}

/** Statements that read or change rows (an INSERT … VALUES plans to nothing, which passes). */
const planned = /^\s*(select|with|update|delete|insert|replace)\b/i;

/** How many values a statement takes: `?` is the next number, `?N` is N. */
export function parameterCount(sql: string): number {
  let count = 0;
  for (const [, n] of sql.replace(/'(?:[^']|'')*'/g, "''").matchAll(/\?(\d*)/g)) count = n ? Math.max(count, Number(n)) : count + 1;
  return count;
}

type PlanRow = { id: number; parent: number; detail: string };

/**
 * The plan as SQLite's shell prints it, children indented; a long plan (a member's deletion
 * cascades into every table) keeps only the steps at fault.
 */
function planText(rows: PlanRow[], scans: (r: PlanRow) => boolean): string {
  const depth = new Map<number, number>([[0, 0]]);
  const lines = rows.map((r) => {
    const d = (depth.get(r.parent) ?? 0) + 1;
    depth.set(r.id, d);
    return { line: `${"  ".repeat(d)}${r.detail}`, scan: scans(r) };
  });
  if (lines.length <= 12) return lines.map((l) => l.line).join("\n");
  const kept = lines.filter((l) => l.scan);
  return [...kept.map((l) => l.line), `  (and ${lines.length - kept.length} steps more, none of them at fault)`].join("\n");
}

const scanned = /^SCAN (\S+)/;
const looped = /^(?:SCAN|SEARCH) (\S+)/;
const jsonRows = /^SCAN \S+ VIRTUAL TABLE/;
/** A search by a primary key finds one row: a loop inside it runs once. */
const oneRow = /\((?:id|rowid)=\?\)$/;

const keywords = new Set(
  "and as cross default except full group having indexed inner intersect join left limit natural not on or order outer returning right select set union using values where window".split(" "),
);

/** The names a plan may call the member tables by (SQLite names a table by its alias when it has one), to their tables. */
export function memberNames(sql: string, members: Set<string>): Map<string, string> {
  const names = new Map([...members].map((t) => [t, t]));
  for (const [, table, alias] of sql.matchAll(/\b(\w+)"?(?=\s+(?:as\s+)?"?(\w+))/gi)) {
    if (members.has(table!) && !keywords.has(alias!.toLowerCase())) names.set(alias!, table!);
  }
  return names;
}

/** Plans in one round trip; one statement at a time when that fails, so the one that cannot be planned is named. */
async function plansOf(db: D1Database, statements: string[]): Promise<(PlanRow[] | string)[]> {
  const explain = (sql: string) => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...Array.from({ length: parameterCount(sql) }, () => null));
  try {
    return (await db.batch<PlanRow>(statements.map(explain))).map((r) => r.results);
  } catch {
    return Promise.all(statements.map((sql) => explain(sql).all<PlanRow>().then((r) => r.results, (error: unknown) => String(error))));
  }
}

/**
 * Plans each statement (values bound as nulls: the plan does not depend on them) and returns those
 * that scan a member table, whether the table itself or an index of it from end to end, and those
 * that read a JSON parameter's rows (json_each) over again for each row of a member's (a plan that
 * grows with the member's history times the request's size). The plan includes the foreign keys'
 * actions, so a member's deletion shows the search in each child table.
 */
export async function findScans(db: D1Database, statements: Iterable<string>, members: Set<string>, allowed = allowedScans): Promise<Finding[]> {
  const findings: Finding[] = [];
  const sqls = [...statements].filter((sql) => planned.test(sql));
  for (let i = 0; i < sqls.length; i += 100) {
    const chunk = sqls.slice(i, i + 100);
    const plans = await plansOf(db, chunk);
    chunk.forEach((sql, j) => {
      const rows = plans[j]!;
      // A statement the check cannot plan would otherwise pass unseen.
      if (typeof rows === "string") return findings.push({ sql, problem: "could not be planned", tables: [], plan: `  ${rows}` });
      const names = memberNames(sql, members);
      const member = (r: PlanRow, pattern: RegExp) => {
        const table = names.get(pattern.exec(r.detail)?.[1] ?? "");
        return table && !allowed.some((a) => a.table === table && a.sql.test(sql)) ? table : null;
      };
      // Steps under one parent are nested loops, outermost first: a JSON parameter's rows after a
      // loop over a member's rows are read again for each of them.
      const outerLoop = new Map<number, PlanRow>();
      const atFault = new Set<PlanRow>(rows.filter((r) => member(r, scanned)));
      const loops = new Set<string>();
      for (const r of rows) {
        const outer = outerLoop.get(r.parent);
        if (outer && jsonRows.test(r.detail)) {
          atFault.add(outer).add(r);
          loops.add(member(outer, looped)!);
        }
        if (!outer && member(r, looped) && !oneRow.test(r.detail)) outerLoop.set(r.parent, r);
      }
      const scans = [...new Set(rows.map((r) => member(r, scanned)).filter((t): t is string => !!t))];
      const plan = planText(rows, (r) => atFault.has(r));
      if (scans.length) findings.push({ sql, problem: `scans ${scans.join(", ")}`, tables: scans, plan });
      if (loops.size) findings.push({ sql, problem: `reads a JSON parameter again for each row of ${[...loops].join(", ")}`, tables: [...loops], plan });
    });
  }
  return findings;
}

export const describeFindings = (findings: Finding[]) =>
  findings.map((f) => `${f.problem}:\n  ${f.sql.replace(/\s+/g, " ").trim()}\n${f.plan}`).join("\n\n");

// One pool worker runs several files over one module graph (isolate: false): a statement planned
// after one file is not planned again after the next.
const alreadyPlanned = new Set<string>();
let membersOnce: Promise<Set<string>> | undefined;

/** Plans the statements not planned before in this pool worker; throws naming each scan found. */
export async function checkWorkerStatements(db: D1Database, statements: Iterable<string>): Promise<void> {
  const fresh = [...statements].filter((s) => !alreadyPlanned.has(s));
  if (!fresh.length) return;
  fresh.forEach((s) => alreadyPlanned.add(s));
  const findings = await findScans(db, fresh, await (membersOnce ??= memberTables(db)));
  if (findings.length) {
    throw new Error(
      `${findings.length} statement(s) of the worker read a member table whole (add an index, or an entry in allowedScans in tests/worker/query-plans.ts with the reason):\n\n${describeFindings(findings)}`,
    );
  }
}
