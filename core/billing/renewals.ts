// How the app runs subscriptions itself where the provider has none (YooKassa, decision 0050):
// when a failed renewal is tried again, how long the plan stays meanwhile, and the refund window.

const day = 24 * 60 * 60 * 1000;

/** After a failed renewal the next tries come this long after the period's end: 1 and 3 days. */
export const renewalRetryOffsetsMs = [1 * day, 3 * day] as const;

/** Charges of one period in all: the one at the period's end and its retries. */
export const renewalTries = renewalRetryOffsetsMs.length + 1;

/** The plan stays this long past the period's end while renewals are tried; then it expires. */
export const renewalGraceMs = 5 * day;

/** A member may take back their first payment in full within this time of paying it. */
export const refundWindowMs = 14 * day;

/**
 * What "update payment method" authorises on the new card or wallet to save it (minor units, RUB):
 * a two-stage payment of 1 ₽ that is cancelled as soon as it is authorised, so nothing is charged.
 */
export const methodCheckAmount = 100;
