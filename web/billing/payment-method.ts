import type { PaymentMethodSummary } from "../../core/billing/subscription";
import * as m from "../../i18n/paraglide/messages.js";
import { methodKindLabels } from "../../i18n/labels/billing";

/** A card network as members know it: YooKassa says "MIR" and "MasterCard". */
function brandName(brand: string): string {
  const upper = brand.toUpperCase();
  if (upper === "MIR") return m.billing_brand_mir();
  if (upper === "MASTERCARD") return "Mastercard";
  if (upper === "VISA") return "Visa";
  return brand;
}

/**
 * The saved payment method in words: "Mir •••• 4477", "SBP", "Card ending in 4242" (a card whose
 * network is not known), or the card's last digits alone where the provider gives nothing more.
 */
export function methodText(method: PaymentMethodSummary | null, lastFour: string | null): string {
  if (!method) return lastFour ? m.billing_card_ending({ last4: lastFour }) : m.billing_no_card();
  if (method.kind !== "card") return methodKindLabels[method.kind]();
  if (!method.last4) return method.brand ? brandName(method.brand) : methodKindLabels.card();
  return method.brand ? `${brandName(method.brand)} ••••\u00a0${method.last4}` : m.billing_card_ending({ last4: method.last4 });
}
