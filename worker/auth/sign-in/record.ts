// Recent sign-ins (table sign_ins), listed in the security tab: when, how, on what device and
// from which country. Only a short device name and the edge's country code are kept, never the
// address or the whole User-Agent.
// The default import: the package is CommonJS, and the workers runtime gives its named export as undefined.
import UAParser from "ua-parser-js";
import { lt } from "drizzle-orm";
import { signInHistoryDays, type SecondStep, type SignInMethod } from "../../../core/auth/ways-in";
import type { Db } from "../../db/client";
import { signIns } from "../../db/schema";

/** "Chrome on Android", "Safari on iOS", "Firefox on Windows"; null when the header says nothing useful. */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = new UAParser(userAgent.slice(0, 512)).getResult();
  const name = [browser.name, os.name].filter(Boolean);
  if (!name.length) return null;
  return name.length === 2 ? `${name[0]} on ${name[1]}` : name[0]!;
}

/** The edge's country code (CF-IPCountry), when it is a real one ("XX" and "T1", Tor, are not). */
export function countryOf(request: Request): string | null {
  const code = request.headers.get("CF-IPCountry")?.toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(code) && code !== "XX" && code !== "T1" ? code : null;
}

export async function recordSignIn(
  db: Db,
  request: Request,
  entry: { userId: string; method: SignInMethod; secondStep: SecondStep | null; sessionId: string; now?: number },
): Promise<void> {
  await db.insert(signIns).values({
    id: crypto.randomUUID(),
    userId: entry.userId,
    at: new Date(entry.now ?? Date.now()),
    method: entry.method,
    secondStep: entry.secondStep,
    device: deviceName(request.headers.get("User-Agent")),
    country: countryOf(request),
    sessionId: entry.sessionId,
  });
}

/** Daily cron: sign-ins older than the history the security tab shows. */
export async function pruneSignIns(db: Db, now: number): Promise<number> {
  const res = await db
    .delete(signIns)
    .where(lt(signIns.at, new Date(now - signInHistoryDays * 24 * 60 * 60 * 1000)))
    .run();
  return res.meta.changes ?? 0;
}
