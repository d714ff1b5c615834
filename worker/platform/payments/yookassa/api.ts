// YooKassa's API v3 as the app uses it (https://yookassa.ru/developers/api): the objects it answers
// with, reduced to the fields read here, and the calls made. One interface, two implementations:
// the HTTP client (client.ts, api.yookassa.ru) and the development double (worker/dev/yookassa),
// which the worker reaches in-process.

/** An amount as YooKassa writes it: a decimal string in major units ("799.00") and the currency. */
export interface YkAmount {
  value: string;
  currency: "RUB";
}

/** 54-FZ receipt data sent with a payment or a refund (YooKassa's "receipt" object). */
export interface YkReceipt {
  customer: { email: string };
  items: {
    /** What was sold, in Russian (at most 128 characters). */
    description: string;
    quantity: string;
    amount: YkAmount;
    /** 1: without VAT (the usual one for a sole proprietor on the simplified tax system); 2–12 as configured. */
    vat_code: number;
    payment_subject: "service";
    payment_mode: "full_payment";
  }[];
  /** Sent only when the shop has more than one tax system (YOOKASSA_TAX_SYSTEM_CODE). */
  tax_system_code?: number;
}

export type YkPaymentMethodType = "bank_card" | "sbp" | "sberbank" | "tinkoff_bank" | "yoo_money" | string;

export interface YkPaymentMethod {
  type: YkPaymentMethodType;
  id: string;
  saved: boolean;
  title?: string;
  card?: { first6?: string; last4: string; expiry_month?: string; expiry_year?: string; card_type?: string };
}

export type YkPaymentStatus = "pending" | "waiting_for_capture" | "succeeded" | "canceled";

/** What the app puts in a payment's metadata, and reads back from it. */
export interface YkMetadata {
  userId: string;
  /** The app's subscription the payment belongs to (our id, not YooKassa's). */
  subscriptionId: string;
  kind: "first" | "renewal" | "method_check";
  plan: string;
  interval: string;
}

export interface YkPayment {
  id: string;
  status: YkPaymentStatus;
  amount: YkAmount;
  description?: string;
  /** ISO date-time. */
  created_at: string;
  captured_at?: string;
  paid: boolean;
  refundable: boolean;
  refunded_amount?: YkAmount;
  test: boolean;
  payment_method?: YkPaymentMethod;
  confirmation?: { type: "redirect"; confirmation_url?: string; return_url?: string };
  cancellation_details?: { party: "yoo_money" | "payment_network" | "merchant"; reason: string };
  metadata?: Partial<YkMetadata>;
}

export type YkRefundStatus = "pending" | "succeeded" | "canceled";

export interface YkRefund {
  id: string;
  payment_id: string;
  status: YkRefundStatus;
  amount: YkAmount;
  created_at: string;
  description?: string;
}

/** A receipt as registered by the fiscal provider (GET /v3/receipts?payment_id= or refund_id=). */
export interface YkFiscalReceipt {
  id: string;
  type: "payment" | "refund";
  payment_id?: string;
  refund_id?: string;
  status: "pending" | "succeeded" | "canceled";
  fiscal_document_number?: string;
  fiscal_storage_number?: string;
  fiscal_attribute?: string;
  registered_at?: string;
  items: YkReceipt["items"];
}

/** A notification's body (YooKassa's "notification" object). Never trusted: only its object's id is read. */
export interface YkNotification {
  type: "notification";
  event: "payment.succeeded" | "payment.waiting_for_capture" | "payment.canceled" | "refund.succeeded" | string;
  object: { id: string };
}

export interface CreatePaymentRequest {
  amount: YkAmount;
  description: string;
  /** true: charged at once; false: authorised only (the payment-method check). */
  capture: boolean;
  /** The first payment: the member pays on YooKassa's page and comes back to `return_url`. */
  confirmation?: { type: "redirect"; return_url: string; locale?: "ru_RU" | "en_US" };
  /** Keep the method for renewals (the first payment and the method check). */
  save_payment_method?: boolean;
  /** A renewal: charge the saved method, no member present. */
  payment_method_id?: string;
  receipt: YkReceipt;
  metadata: YkMetadata;
}

export interface CreateRefundRequest {
  payment_id: string;
  amount: YkAmount;
  description?: string;
  receipt: YkReceipt;
}

/** YooKassa refused a request: its error object (HTTP 4xx) or an answer that was not one. */
export class YooKassaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description = "",
  ) {
    super(`yookassa ${status} ${code}`);
  }
}

/**
 * The calls made. Every POST carries an Idempotence-Key: the same key with the same request
 * answers the first result again, so a retried call never charges or refunds twice.
 */
export interface YooKassaApi {
  createPayment(req: CreatePaymentRequest, idempotenceKey: string): Promise<YkPayment>;
  getPayment(id: string): Promise<YkPayment | null>;
  /** Releases an authorised (waiting_for_capture) payment: nothing is charged. */
  cancelPayment(id: string, idempotenceKey: string): Promise<YkPayment>;
  createRefund(req: CreateRefundRequest, idempotenceKey: string): Promise<YkRefund>;
  getRefund(id: string): Promise<YkRefund | null>;
  /** The fiscal receipts registered for a payment or a refund. */
  receipts(of: { paymentId: string } | { refundId: string }): Promise<YkFiscalReceipt[]>;
}

/** Minor units (kopecks) as YooKassa's decimal string ("799.00", a wire format: always a point), and back. */
export const ykAmount = (minor: number): YkAmount => ({
  value: `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`,
  currency: "RUB",
});
export const minorUnits = (amount: YkAmount): number => Math.round(Number(amount.value) * 100);
