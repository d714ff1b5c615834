// Each member's chat allowance lives in one Durable Object (chat/limiter.ts): chat counts sends
// there; the overview, the subscription answer and the monthly cron read or reset it.
export type ChatLimiters = Cloudflare.Env["CHAT_LIMITER"];

export const chatLimiterOf = (limiters: ChatLimiters, userId: string) => limiters.get(limiters.idFromName(userId));
