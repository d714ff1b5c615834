// Where YooKassa's page sends the member back: the app's return page (return-page.ts), which
// reads the payment and then opens the billing screen the member came from.
import type { YkContext } from "./context";

export type ReturnKind = "first" | "method";

/** The return address of a payment made for `subscriptionId`, back to the billing screen of `from` (a URL on that screen). */
export function returnUrlFor(ctx: YkContext, subscriptionId: string, kind: ReturnKind, from: string): string {
  const screen = new URL(from).pathname;
  const query = new URLSearchParams({ subscription: subscriptionId, kind, to: screen });
  return `${ctx.baseUrl}/billing/yookassa/return?${query}`;
}
