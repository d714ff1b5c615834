// How the double makes YooKassa's objects: ids, amounts and receipts checked as YooKassa checks
// them, the saved method a payer's choice becomes, and the fiscal receipt the cash register
// would register (made-up fiscal numbers, status succeeded at once).
import {
  minorUnits,
  type YkAmount,
  type YkFiscalReceipt,
  type YkPaymentMethod,
  type YkReceipt,
} from "../../platform/payments/yookassa/api";
import { yooKassaTestCards } from "./shop";

export const doubleId = () => crypto.randomUUID();
export const isoTime = (ms: number) => new Date(ms).toISOString();

const decimal = /^\d{1,10}(\.\d{1,2})?$/;

/** A positive ruble amount in kopecks, or null when YooKassa would refuse it. */
export function rubleAmountOf(value: unknown): number | null {
  const amount = value as Partial<YkAmount> | null;
  if (
    !amount ||
    typeof amount !== "object" ||
    amount.currency !== "RUB" ||
    typeof amount.value !== "string" ||
    !decimal.test(amount.value)
  )
    return null;
  const minor = minorUnits(amount as YkAmount);
  return minor > 0 ? minor : null;
}

export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The receipt's problem as YooKassa names the parameter, or null: an e-mail, items that sum to the amount. */
export function receiptProblem(value: unknown, minor: number): string | null {
  if (!isJsonObject(value)) return "receipt";
  const receipt = value as Partial<YkReceipt>;
  const email = receipt.customer?.email;
  if (typeof email !== "string" || !/^[^@\s]+@[^@\s]+$/.test(email)) return "receipt.customer.email";
  if (!Array.isArray(receipt.items) || receipt.items.length === 0 || receipt.items.length > 100) return "receipt.items";
  let total = 0;
  for (const item of receipt.items as unknown[]) {
    if (!isJsonObject(item)) return "receipt.items";
    const price = rubleAmountOf(item.amount);
    const quantity = typeof item.quantity === "string" ? Number(item.quantity) : NaN;
    if (typeof item.description !== "string" || item.description.length === 0 || item.description.length > 128)
      return "receipt.items.description";
    if (price === null) return "receipt.items.amount";
    if (!(quantity > 0)) return "receipt.items.quantity";
    if (typeof item.vat_code !== "number" || !Number.isInteger(item.vat_code) || item.vat_code < 1 || item.vat_code > 12)
      return "receipt.items.vat_code";
    total += Math.round(price * quantity);
  }
  return total === minor ? null : "receipt.items.amount";
}

/** What the payer chose on the confirmation page. */
export type Choice = { type: "bank_card"; card: string } | { type: "sbp" } | { type: "sberbank" };

/** Whether a test card pays: "paid", "declined", or null for a number that is not a test card. */
export function testCardOutcome(card: string): "paid" | "declined" | null {
  if (card === yooKassaTestCards.success || card === yooKassaTestCards.successMir) return "paid";
  return card === yooKassaTestCards.declined ? "declined" : null;
}

const testCardType = (card: string) => (card.startsWith("2") ? "Mir" : card.startsWith("4") ? "Visa" : "MasterCard");

/** The method a choice becomes, saved when the payment asked for it. */
export function savedMethodFor(choice: Choice, saved: boolean, now: number): YkPaymentMethod {
  const id = doubleId();
  if (choice.type === "bank_card") {
    const last4 = choice.card.slice(-4);
    return {
      type: "bank_card",
      id,
      saved,
      title: `Bank card *${last4}`,
      card: {
        first6: choice.card.slice(0, 6),
        last4,
        expiry_month: "12",
        expiry_year: String(new Date(now).getUTCFullYear() + 3),
        card_type: testCardType(choice.card),
      },
    };
  }
  return { type: choice.type, id, saved, title: choice.type === "sbp" ? "СБП" : "SberPay" };
}

const fiscalDigits = (count: number) => Array.from(crypto.getRandomValues(new Uint8Array(count)), (b) => String(b % 10)).join("");

/** A registered receipt of a payment or a refund (a refund's request carries its own receipt). */
export function registeredReceipt(
  of: { paymentId: string } | { refundId: string },
  receipt: YkReceipt,
  now: number,
): YkFiscalReceipt {
  return {
    id: doubleId(),
    type: "paymentId" in of ? "payment" : "refund",
    ...("paymentId" in of ? { payment_id: of.paymentId } : { refund_id: of.refundId }),
    status: "succeeded",
    fiscal_document_number: String(1000 + Number(fiscalDigits(4))),
    fiscal_storage_number: `99604403${fiscalDigits(8)}`,
    fiscal_attribute: String(1_000_000_000 + Number(fiscalDigits(9))),
    registered_at: isoTime(now),
    items: receipt.items,
  };
}
