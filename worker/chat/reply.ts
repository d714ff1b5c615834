// Sending a message to the coach: read for red flags, counted, then answered as a stream that is
// kept once complete. A model that fails before its first piece costs the member nothing, and
// neither does a safety answer (an emergency, eating-disorder signs, pain): a member out of
// messages or inside the pause between them still gets "stop and call 112". Eating-disorder signs
// are recorded on the member's profile, so later messages remember them: until the member confirms
// talking to a doctor, a question about calories, macros or losing weight gets the same answer.
import type { Clock } from "../../core/clock";
import { CHAT_CONTEXT_MESSAGES, CHAT_MIN_INTERVAL_MS, CHAT_MONTHLY_LIMIT } from "../../core/chat/limits";
import type { Locale } from "../../core/locale";
import { memberToday } from "../../core/member-today";
import { targetsAllowed } from "../../core/safety/health-context";
import { asksForTargets } from "../../core/safety/target-asks";
import { showsEatingDisorderSigns, triage, type Triage } from "../../core/safety/triage";
import type { SessionUser } from "../../core/session";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { ApiError } from "../platform/errors";
import { chatLimiterOf } from "../shared/chat-limiter";
import { recordEatingDisorderSigns } from "../shared/eating-disorder-signs";
import { chatModelFor } from "./coach-model";
import { coachContext } from "./context";
import { triageModel } from "./triage-reply";
import { recentMessages, saveMessage } from "./messages";

export interface Reply {
  /** The answer's text as it comes. */
  body: ReadableStream<Uint8Array>;
  /** Settles once the answer is saved; the request must outlive it. */
  saved: Promise<void>;
  remaining: number;
  resetsAt: number;
}

export interface Message {
  user: SessionUser;
  locale: Locale;
  content: string;
  /** The member's calendar day, as their device gave it. */
  today?: string;
}

/** `env` gives the member's limiter and the model the configuration chooses. */
export async function reply(
  db: Db,
  env: Cloudflare.Env,
  clock: Clock,
  { user, locale, content, today }: Message,
): Promise<Reply> {
  const now = clock.now();
  const limiter = chatLimiterOf(env.CHAT_LIMITER, user.id);
  const [context, history] = await Promise.all([
    coachContext(db, user, locale, memberToday(today, now)),
    recentMessages(db, user.id, CHAT_CONTEXT_MESSAGES),
  ]);
  // Red flags first: an emergency, eating-disorder signs, pain or a member a deficit is not for
  // get the triage's answer, and no model (offline or Workers AI) is asked. Signs recorded before
  // answer a question for calories, macros or a loss the same way as the message that showed them.
  const read = triage(content, context.health);
  const remembered =
    context.health &&
    !targetsAllowed(context.health) &&
    (read === null || read.kind === "special-group") &&
    asksForTargets(content);
  const flag: Triage | null = remembered ? { kind: "eating-disorder" } : read;
  // Kept whatever answer comes first: "I make myself throw up and now I faint" gets the emergency
  // answer, and the next question for calories none.
  if (read?.kind === "eating-disorder" || showsEatingDisorderSigns(content)) await recordEatingDisorderSigns(db, user.id, now);
  const free = flag !== null && flag.kind !== "special-group";
  // Any other answer is counted in the member's one Durable Object: concurrent sends are serialised there.
  const verdict = free
    ? await limiter.usage(now, CHAT_MONTHLY_LIMIT)
    : await limiter.consume({ now, monthlyLimit: CHAT_MONTHLY_LIMIT, minIntervalMs: CHAT_MIN_INTERVAL_MS });
  if ("ok" in verdict && !verdict.ok) {
    if (verdict.reason === "too_soon")
      throw new ApiError(429, "chat_too_soon", undefined, { "Retry-After": String(Math.ceil(verdict.retryAfterMs / 1000)) });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(verdict.resetsAt);
    throw new ApiError(429, "chat_monthly_limit", m.chat_monthly_limit({ date }, { locale }));
  }
  const model = flag ? triageModel(flag) : await chatModelFor(env);
  const stream = model.stream({
    context,
    history: history.map((h) => ({ role: h.role, content: h.content })),
    message: content,
  });
  const pieces = stream[Symbol.asyncIterator]();
  // The first piece decides between an answer and a clean failure (the message is given back).
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (err) {
    console.error("chat model failed", err instanceof Error ? err.name : "unknown");
    if (!free) await limiter.refund(now);
    throw new ApiError(502, "chat_send_failed");
  }
  await saveMessage(db, user.id, "user", content, now);
  // The answer is written to the member as it comes and kept once complete, even when the
  // member leaves before the end (the writes then go nowhere, the saving still happens).
  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const saved = (async () => {
    let written = "";
    const write = (text: string) => {
      written += text;
      writer.write(encoder.encode(text)).catch(() => undefined);
    };
    try {
      if (!first.done) write(first.value);
      for (let next = await pieces.next(); !next.done; next = await pieces.next()) write(next.value);
    } catch (err) {
      console.error("chat stream broke", err instanceof Error ? err.name : "unknown");
      write(`\n\n_${m.chat_send_failed({}, { locale })}_`);
    }
    await saveMessage(db, user.id, "assistant", written, clock.now() + 1);
    await writer.close().catch(() => undefined);
  })();
  return { body: readable, saved, remaining: verdict.remaining, resetsAt: verdict.resetsAt };
}
