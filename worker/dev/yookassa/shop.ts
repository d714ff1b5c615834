// The development YooKassa double's fixed facts: the one shop it serves, where it is mounted, its
// test cards, and the hook through which it notifies the app (as YooKassa POSTs to the shop's
// notification address). Development builds only, like the payment sandbox.
import type { Bindings } from "../../env";
import type { YkNotification } from "../../platform/payments/yookassa/api";

/** The shop the double knows: its id and secret key (public: the double answers on local hosts only). */
export const devYooKassaShop = { shopId: "dev-shop", secretKey: "test_dev_secret" } as const;

/** Where the double is mounted below the app's origin (worker/app.ts). */
export const devYooKassaBase = "/dev/yookassa";

/** The API's root below the double: YooKassa's /v3. */
export const devYooKassaApiPath = `${devYooKassaBase}/api/v3`;

/** The confirmation page of a payment, on the app's origin. */
export const doubleConfirmationUrl = (origin: string, paymentId: string) => `${origin}${devYooKassaBase}/confirm/${paymentId}`;

/** The test cards, as in YooKassa's test shop: any expiry date and CVC. */
export const yooKassaTestCards = {
  /** MasterCard: the payment succeeds. */
  success: "5555555555554477",
  /** Mir: the payment succeeds. */
  successMir: "2202474301322987",
  /** MasterCard: the bank declines the payment. */
  declined: "5555555555554592",
} as const;

/**
 * Hands a notification to the app, in-process (the app's own notification path, without the
 * sender check that only a network request needs). `appOrigin` is the app's origin the double
 * was reached on.
 */
export type NotifyApp = (env: Bindings, notification: YkNotification, appOrigin: string) => Promise<void>;
