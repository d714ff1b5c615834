// The HTTP client of YooKassa's API v3 (https://yookassa.ru/developers/api). HTTP Basic with the
// shop's id and secret key; every POST carries an Idempotence-Key, so a POST whose answer was lost
// (a 5xx or a network failure) is sent once more with the same key and charges or refunds once.
// Neither the key nor the secret ever goes into an error or a log line.
import { encodeBase64 } from "@oslojs/encoding";
import {
  YooKassaError,
  type CreatePaymentRequest,
  type CreateRefundRequest,
  type YkFiscalReceipt,
  type YkPayment,
  type YkRefund,
  type YooKassaApi,
} from "./api";

export interface YooKassaClientOptions {
  shopId: string;
  secretKey: string;
  fetch: (request: Request) => Promise<Response>;
  /** Without a trailing slash. */
  baseUrl?: string;
}

/** YooKassa's error object (type "error"), as far as it is read. */
interface ErrorBody {
  type?: unknown;
  code?: unknown;
  description?: unknown;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

async function bodyOf(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** The answer's error as YooKassaError: its code and description when it sent its error object. */
async function failure(res: Response): Promise<YooKassaError> {
  const body = (await bodyOf(res)) as ErrorBody | null;
  const code = text(body?.code) || (res.status >= 500 ? "internal_server_error" : "unexpected_response");
  return new YooKassaError(res.status, code, text(body?.description));
}

export function createYooKassaClient({
  shopId,
  secretKey,
  fetch,
  baseUrl = "https://api.yookassa.ru/v3",
}: YooKassaClientOptions): YooKassaApi {
  const authorization = `Basic ${encodeBase64(new TextEncoder().encode(`${shopId}:${secretKey}`))}`;

  /** One attempt; a network failure is a YooKassaError with status 0. */
  async function attempt(
    method: "GET" | "POST",
    path: string,
    body: string | undefined,
    key: string | undefined,
  ): Promise<Response> {
    const headers = new Headers({ Authorization: authorization, Accept: "application/json" });
    if (body !== undefined) headers.set("Content-Type", "application/json");
    if (key !== undefined) headers.set("Idempotence-Key", key);
    try {
      return await fetch(new Request(`${baseUrl}${path}`, { method, headers, body }));
    } catch {
      throw new YooKassaError(0, "network_error");
    }
  }

  /** A request, sent once more (the same key for a POST) when the first answer was a 5xx or never came. */
  async function send(method: "GET" | "POST", path: string, payload?: unknown, key?: string): Promise<Response> {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    try {
      const res = await attempt(method, path, body, key);
      if (res.status < 500) return res;
      await res.body?.cancel();
    } catch (error) {
      if (!(error instanceof YooKassaError)) throw error;
    }
    return attempt(method, path, body, key);
  }

  async function post<T>(path: string, payload: unknown, key: string): Promise<T> {
    const res = await send("POST", path, payload, key);
    if (!res.ok) throw await failure(res);
    return (await res.json()) as T;
  }

  /** A GET; null when YooKassa does not know the object. */
  async function get<T>(path: string): Promise<T | null> {
    const res = await send("GET", path);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw await failure(res);
    return (await res.json()) as T;
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    createPayment: (req: CreatePaymentRequest, key) => post<YkPayment>("/payments", req, key),
    getPayment: (paymentId) => get<YkPayment>(`/payments/${id(paymentId)}`),
    cancelPayment: (paymentId, key) => post<YkPayment>(`/payments/${id(paymentId)}/cancel`, {}, key),
    createRefund: (req: CreateRefundRequest, key) => post<YkRefund>("/refunds", req, key),
    getRefund: (refundId) => get<YkRefund>(`/refunds/${id(refundId)}`),
    async receipts(of) {
      const query = "paymentId" in of ? `payment_id=${id(of.paymentId)}` : `refund_id=${id(of.refundId)}`;
      const list = await get<{ items?: YkFiscalReceipt[] }>(`/receipts?${query}`);
      return list?.items ?? [];
    },
  };
}
