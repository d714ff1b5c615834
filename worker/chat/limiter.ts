import { DurableObject } from "cloudflare:workers";
import { nextMonthStart } from "../../core/clock";

// One object per member: serialises chat sends so a burst cannot overspend the allowance.
// The chat feature sets the numbers; this object only counts, by calendar month (UTC).

export interface ConsumeOptions {
  now: number;
  monthlyLimit: number;
  minIntervalMs: number;
}

export type ConsumeResult =
  | { ok: true; remaining: number; resetsAt: number }
  | { ok: false; reason: "too_soon"; retryAfterMs: number; remaining: number; resetsAt: number }
  | { ok: false; reason: "monthly_limit"; remaining: 0; resetsAt: number };

export function monthKey(now: number): string {
  const d = new Date(now);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

interface State {
  month: string;
  used: number;
  lastAt: number;
}

export class ChatLimiter extends DurableObject<Cloudflare.Env> {
  private read(now: number): State {
    const stored = this.ctx.storage.kv.get<State>("state");
    const month = monthKey(now);
    // Rolls over by itself when the month changed, even if the monthly cron is late.
    if (!stored || stored.month !== month) return { month, used: 0, lastAt: stored?.lastAt ?? 0 };
    return stored;
  }

  consume({ now, monthlyLimit, minIntervalMs }: ConsumeOptions): ConsumeResult {
    const state = this.read(now);
    const resetsAt = nextMonthStart(now);
    if (state.used >= monthlyLimit) return { ok: false, reason: "monthly_limit", remaining: 0, resetsAt };
    const wait = state.lastAt + minIntervalMs - now;
    if (wait > 0) {
      return { ok: false, reason: "too_soon", retryAfterMs: wait, remaining: monthlyLimit - state.used, resetsAt };
    }
    const next = { month: state.month, used: state.used + 1, lastAt: now };
    this.ctx.storage.kv.put("state", next);
    return { ok: true, remaining: monthlyLimit - next.used, resetsAt };
  }

  /** Gives back a message whose send failed, so a failure does not cost the member. */
  refund(now: number): void {
    const state = this.read(now);
    if (state.used > 0) this.ctx.storage.kv.put("state", { ...state, used: state.used - 1, lastAt: 0 });
  }

  usage(now: number, monthlyLimit: number): { used: number; remaining: number; resetsAt: number } {
    const state = this.read(now);
    return { used: state.used, remaining: Math.max(0, monthlyLimit - state.used), resetsAt: nextMonthStart(now) };
  }

  /** The monthly cron's reset. */
  reset(now: number): void {
    this.ctx.storage.kv.put("state", { month: monthKey(now), used: 0, lastAt: 0 });
  }

  /** The account's deletion: nothing of the member stays in the object. */
  async forget(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
