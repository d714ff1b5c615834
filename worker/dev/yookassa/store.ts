// What the double keeps (tables yookassa_double_objects and yookassa_double_keys): payments,
// refunds, saved methods and fiscal receipts as YooKassa's JSON objects, and each Idempotence-Key
// with its request's hash and the answer given. A change is written in one batch, guarded by the
// changed object's revision, so two changes of one payment at once (paid and cancelled, two
// refunds) make one, and a key used twice at once stores one answer.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { yookassaDoubleKeys, yookassaDoubleObjects } from "../../db/schema";
import type { YkFiscalReceipt, YkPayment, YkPaymentMethod, YkReceipt, YkRefund } from "../../platform/payments/yookassa/api";

/** A payment with what the double needs later: the receipt to register, where the payer returns. */
export interface StoredPayment {
  rev: number;
  payment: YkPayment;
  receipt: YkReceipt;
  /** false: the payer's "Pay" only authorises (waiting_for_capture). */
  capture: boolean;
  savePaymentMethod: boolean;
  returnUrl: string | null;
  locale: "ru_RU" | "en_US" | null;
}

/** A saved payment method; `failNext` charges of it are declined (the tests' control). */
export interface StoredMethod {
  rev: number;
  method: YkPaymentMethod;
  failNext: number;
}

type ObjectType = "payment" | "refund" | "method" | "receipt";

export interface NewObject {
  id: string;
  type: ObjectType;
  parentId: string | null;
  body: object;
}

/** One object, or null when the double has none of that id and type. */
async function doubleObjectOf<T>(db: Db, id: string, type: ObjectType): Promise<T | null> {
  const row = await db
    .select({ body: yookassaDoubleObjects.body })
    .from(yookassaDoubleObjects)
    .where(and(eq(yookassaDoubleObjects.id, id), eq(yookassaDoubleObjects.type, type)))
    .get();
  return row ? (row.body as T) : null;
}

export const doublePayment = (db: Db, id: string) => doubleObjectOf<StoredPayment>(db, id, "payment");
export const doubleMethod = (db: Db, id: string) => doubleObjectOf<StoredMethod>(db, id, "method");
export const doubleRefund = (db: Db, id: string) => doubleObjectOf<YkRefund>(db, id, "refund");

/** The receipts registered for a payment or a refund (by its id). */
export async function doubleReceiptsOf(db: Db, parentId: string): Promise<YkFiscalReceipt[]> {
  const rows = await db
    .select({ body: yookassaDoubleObjects.body })
    .from(yookassaDoubleObjects)
    .where(and(eq(yookassaDoubleObjects.parentId, parentId), eq(yookassaDoubleObjects.type, "receipt")))
    .all();
  return rows.map((row) => row.body as YkFiscalReceipt);
}

export interface StoredAnswer {
  requestHash: string;
  status: number;
  answer: string;
}

/** The answer kept for an Idempotence-Key of the shop, if the key was used. */
export const doubleKeyAnswer = (db: Db, key: string): Promise<StoredAnswer | undefined> =>
  db
    .select({ requestHash: yookassaDoubleKeys.requestHash, status: yookassaDoubleKeys.status, answer: yookassaDoubleKeys.answer })
    .from(yookassaDoubleKeys)
    .where(eq(yookassaDoubleKeys.key, key))
    .get();

export interface Change {
  /** The key and the answer to keep for it. */
  key?: { key: string; requestHash: string; status: number; answer: string };
  inserts?: NewObject[];
  /** An object rewritten only while it is still at revision `fromRev` (the new body has the next one). */
  update?: { id: string; fromRev: number; body: object };
}

/** "written"; "conflict" when the updated object changed meanwhile (nothing is written); "key_used" when another request stored the key first. */
export type Written = "written" | "conflict" | "key_used";

const objectsTable = "yookassa_double_objects";

export async function writeDoubleChange(db: Db, change: Change): Promise<Written> {
  const d1 = db.$client;
  // Every statement is guarded by the updated object's revision, and the update comes last: when
  // another change came first, none of them writes.
  const guard = change.update
    ? `EXISTS (SELECT 1 FROM ${objectsTable} WHERE id = ? AND json_extract(body, '$.rev') = ?)`
    : "1 = 1";
  const guardArgs = change.update ? [change.update.id, change.update.fromRev] : [];
  const statements: D1PreparedStatement[] = [];
  if (change.key) {
    const { key, requestHash, status, answer } = change.key;
    statements.push(
      d1
        .prepare(`INSERT INTO yookassa_double_keys (key, request_hash, status, answer) SELECT ?, ?, ?, ? WHERE ${guard}`)
        .bind(key, requestHash, status, answer, ...guardArgs),
    );
  }
  for (const object of change.inserts ?? []) {
    statements.push(
      d1
        .prepare(`INSERT INTO ${objectsTable} (id, type, parent_id, body) SELECT ?, ?, ?, ? WHERE ${guard}`)
        .bind(object.id, object.type, object.parentId, JSON.stringify(object.body), ...guardArgs),
    );
  }
  if (change.update) {
    const { id, fromRev, body } = change.update;
    statements.push(
      d1
        .prepare(`UPDATE ${objectsTable} SET body = ? WHERE id = ? AND json_extract(body, '$.rev') = ?`)
        .bind(JSON.stringify(body), id, fromRev),
    );
  }
  if (statements.length === 0) return "written";
  try {
    const results = await d1.batch(statements);
    if (change.update && (results.at(-1)?.meta.changes ?? 0) === 0) return "conflict";
    return "written";
  } catch (error) {
    // The key's primary key refused the batch: a request with the same key was answered meanwhile.
    if (change.key && String(error).includes("yookassa_double_keys")) return "key_used";
    throw error;
  }
}

/** The tests' control: the next `count` charges of a saved method are declined. False when the double has no such method. */
export async function setFailNext(db: Db, methodId: string, count: number): Promise<boolean> {
  const result = await db.$client
    .prepare(
      `UPDATE ${objectsTable} SET body = json_set(body, '$.failNext', ?, '$.rev', json_extract(body, '$.rev') + 1) WHERE id = ? AND type = 'method'`,
    )
    .bind(count, methodId)
    .run();
  return result.meta.changes > 0;
}
