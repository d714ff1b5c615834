// A D1 binding whose chosen statements wait for a signal before they run and give one after, so two
// requests' statements meet in the order a race needs on every run rather than by chance.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { app } from "../../worker/app";
import { fresh } from "./auth-helpers";

export interface Signal {
  fired: Promise<void>;
  fire: () => void;
}

export function signal(): Signal {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fired, fire };
}

/** The first statement whose SQL matches `sql` waits for `until`, then fires `ran` once it has run. */
export interface Hold {
  sql: RegExp;
  until?: Promise<void>;
  ran?: Signal;
}

const runs = ["run", "all", "first", "raw"] as const;

function held(statement: D1PreparedStatement, hold: Hold): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, key) {
      if (key === "bind") return (...values: unknown[]) => held(target.bind(...values), hold);
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (!runs.includes(key as (typeof runs)[number])) return value.bind(target);
      return async (...args: unknown[]) => {
        await hold.until;
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          hold.ran?.fire();
        }
      };
    },
  });
}

/** `d1` with the holds; each is taken off `waiting` when its statement is prepared. */
function holding<T extends D1Database | D1DatabaseSession>(d1: T, waiting: Hold[]): T {
  const wrap = <U extends D1Database | D1DatabaseSession>(target: U): U =>
    new Proxy(target, {
      get(t, key) {
        if (key === "prepare") {
          return (sql: string) => {
            const statement = t.prepare(sql);
            const at = waiting.findIndex((h) => h.sql.test(sql));
            return at < 0 ? statement : held(statement, waiting.splice(at, 1)[0]!);
          };
        }
        if (key === "withSession" && "withSession" in t) return (constraint?: string) => wrap(t.withSession(constraint));
        const value: unknown = Reflect.get(t, key, t);
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(t) : value;
      },
    });
  return wrap(d1);
}

/** A JSON POST to the app whose database holds these statements; answers status and body. */
export async function postHeld(path: string, body: unknown, holds: Hold[], ip = fresh().ip) {
  const ctx = createExecutionContext();
  const request = new Request(`https://forma.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
  const waiting = [...holds];
  const res = await app.fetch(request, { ...env, DB: holding(env.DB, waiting) }, ctx);
  await waitOnExecutionContext(ctx);
  // A hold whose statement never came held nothing: the race did not happen as the test meant.
  if (waiting.length) throw new Error(`no statement matched ${waiting.map((h) => h.sql).join(", ")}`);
  const text = await res.text();
  return { res, status: res.status, body: (text ? JSON.parse(text) : null) as any };
}
