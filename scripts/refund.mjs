// An operator's refund of a YooKassa payment, all of it or part (README "Payments in rubles"):
//   OPERATOR_TOKEN=… npm run billing:refund -- <payment id> [amount in rubles, e.g. 399 or 199.50]
// against APP_URL (default http://localhost:8787). The worker checks the token (its secret
// OPERATOR_TOKEN), refunds through YooKassa with the refund's receipt, and answers what was done.
const [paymentId, rubles] = process.argv.slice(2);
const token = process.env.OPERATOR_TOKEN;
const base = (process.env.APP_URL || "http://localhost:8787").replace(/\/$/, "");

if (!paymentId || !token) {
  console.error("usage: OPERATOR_TOKEN=… [APP_URL=https://…] npm run billing:refund -- <payment id> [amount in rubles]");
  process.exit(2);
}

let amount;
if (rubles !== undefined) {
  if (!/^\d+([.,]\d{1,2})?$/.test(rubles)) {
    console.error(`not an amount in rubles: ${rubles}`);
    process.exit(2);
  }
  // Kopecks, as the API takes them.
  amount = Math.round(Number(rubles.replace(",", ".")) * 100);
}

const res = await fetch(`${base}/api/billing/operator/refunds`, {
  method: "POST",
  headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
  body: JSON.stringify(amount === undefined ? { paymentId } : { paymentId, amount }),
});
const body = await res.json().catch(() => null);
if (!res.ok) {
  console.error(
    `refused (${res.status}): ${body?.error?.code ?? "unknown"}${body?.error?.message ? ` — ${body.error.message}` : ""}`,
  );
  process.exit(1);
}
console.log(`refund ${body.refundId}: ${(body.amount / 100).toFixed(2)} ₽, ${body.status}`);
