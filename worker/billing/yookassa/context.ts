// What every part of the YooKassa engine works with: the API (YooKassa's or the development
// double's), the receipt settings, the app's port for YooKassa (whose events the one payment
// handler applies), the database and the request's or cron run's time.
import type { Db } from "../../db/client";
import type { YooKassaApi } from "../../platform/payments/yookassa/api";
import type { ReceiptConfig } from "../../platform/payments/yookassa/receipt";
import type { PaymentsPort } from "../../platform/payments/port";

export interface YkContext {
  env: Cloudflare.Env;
  db: Db;
  api: YooKassaApi;
  receipts: ReceiptConfig;
  /** The app's port named "yookassa" (adapter.ts). */
  port: PaymentsPort;
  /** Where the member is sent back after YooKassa's page, and the receipt links' origin. */
  baseUrl: string;
  /** The development double stands in for YooKassa (local runs and tests). */
  double: boolean;
  now: () => number;
}
