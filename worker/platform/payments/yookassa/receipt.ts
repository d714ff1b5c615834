// The 54-FZ receipt data every YooKassa payment and refund carries: YooKassa hands it to the
// online cash register, which sends the receipt to the member's e-mail and to the tax service.
// The item is named in Russian whatever the member's language (the receipt is a Russian fiscal
// document); the VAT code and tax system come from configuration (README "Payments in rubles").
import type { Interval, PaidPlan } from "../../../../core/billing/catalog";
import { ykAmount, type YkReceipt } from "./api";

export interface ReceiptConfig {
  /** YooKassa's vat_code: 1 without VAT … (wrangler.toml YOOKASSA_VAT_CODE). */
  vatCode: number;
  /** YooKassa's tax_system_code, or null when the shop has only one tax system. */
  taxSystemCode: number | null;
}

const vatCodes = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
const taxSystems = new Set([1, 2, 3, 4, 5, 6]);

/** The receipt settings from the environment; a value YooKassa would refuse fails loudly here. */
export function receiptConfig(env: { YOOKASSA_VAT_CODE?: string; YOOKASSA_TAX_SYSTEM_CODE?: string }): ReceiptConfig {
  const vatCode = Number(env.YOOKASSA_VAT_CODE || "1");
  if (!vatCodes.has(vatCode)) throw new Error(`YOOKASSA_VAT_CODE must be 1–12, not "${env.YOOKASSA_VAT_CODE}"`);
  const tax = env.YOOKASSA_TAX_SYSTEM_CODE ? Number(env.YOOKASSA_TAX_SYSTEM_CODE) : null;
  if (tax !== null && !taxSystems.has(tax))
    throw new Error(`YOOKASSA_TAX_SYSTEM_CODE must be 1–6 or empty, not "${env.YOOKASSA_TAX_SYSTEM_CODE}"`);
  return { vatCode, taxSystemCode: tax };
}

const planNames: Record<PaidPlan, string> = { BASIC: "Стандарт", PRO: "Pro" };
const periods: Record<Interval, string> = { month: "1 месяц", year: "1 год" };

/** What the receipt says was sold: "Подписка Forma Pro на 1 месяц" (at most 128 characters). */
export const receiptItemName = (app: string, plan: PaidPlan, interval: Interval) =>
  `Подписка ${app} ${planNames[plan]} на ${periods[interval]}`.slice(0, 128);

/** The receipt of a charge, or of a refund of `amount` of one (a refund's receipt names the same item). */
export function receiptFor(
  config: ReceiptConfig,
  sale: { app: string; email: string; plan: PaidPlan; interval: Interval; amount: number },
): YkReceipt {
  return {
    customer: { email: sale.email },
    items: [
      {
        description: receiptItemName(sale.app, sale.plan, sale.interval),
        quantity: "1.00",
        amount: ykAmount(sale.amount),
        vat_code: config.vatCode,
        payment_subject: "service",
        payment_mode: "full_payment",
      },
    ],
    ...(config.taxSystemCode === null ? {} : { tax_system_code: config.taxSystemCode }),
  };
}
