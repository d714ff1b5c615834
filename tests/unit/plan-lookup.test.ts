import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { billingKeys, planCacheMs, subscriptionQuery } from "../../web/shared/queries/billing";

// The plan lookup order: query cache, then the stored subscription data,
// then the server (after a 100 ms debounce, retried 3 times 1 s apart).
const pro = { plan: "PRO", interval: "month", status: "active", predicatesLeft: 10, chatMessagesLeft: 100, paymentMethodId: "pm_1", ends: "2027-01-01T00:00:00.000Z", canceled: false, lastFourNumbers: "4242", provider: "sandbox", currency: "USD" };
let server: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  localStorage.clear();
  server = vi.fn(async () => new Response(JSON.stringify(pro), { status: 200 }));
  vi.stubGlobal("fetch", server);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const client = () => new QueryClient();
const store = (userId: string, ageMs: number, data: unknown) => localStorage.setItem("subscription_data", JSON.stringify({ userId, at: Date.now() - ageMs, data }));

describe("plan lookup", () => {
  it("uses the stored copy under 5 minutes old without asking the server", async () => {
    store("u1", 60_000, pro);
    const qc = client();
    await expect(qc.fetchQuery(subscriptionQuery("u1"))).resolves.toMatchObject({ plan: "PRO" });
    await vi.advanceTimersByTimeAsync(500);
    expect(server).not.toHaveBeenCalled();
  });

  it("asks the server when the stored copy is old or someone else's, after 100 ms, and stores the answer", async () => {
    store("u1", planCacheMs + 1000, null);
    const pending = client().fetchQuery(subscriptionQuery("u1"));
    await vi.advanceTimersByTimeAsync(90);
    expect(server).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await expect(pending).resolves.toMatchObject({ plan: "PRO" });
    expect(JSON.parse(localStorage.getItem("subscription_data")!)).toMatchObject({ userId: "u1", data: { plan: "PRO" } });
    store("u2", 1000, null);
    const other = client().fetchQuery(subscriptionQuery("u1"));
    await vi.advanceTimersByTimeAsync(200);
    await expect(other).resolves.toMatchObject({ plan: "PRO" });
  });

  it("reads an empty answer as FREE (null)", async () => {
    server.mockImplementation(async () => new Response("", { status: 200 }));
    const pending = client().fetchQuery(subscriptionQuery("u1"));
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toBeNull();
  });

  it("retries a failed lookup 3 times, 1 s apart", async () => {
    server.mockImplementation(async () => new Response("{}", { status: 503 }));
    const qc = client();
    const pending = qc.fetchQuery(subscriptionQuery("u1")).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100 + 3 * 1100);
    expect(await pending).toBeInstanceOf(Error);
    expect(server).toHaveBeenCalledTimes(4);
  });
});

describe("after a change", () => {
  it("shows and stores the server's answer at once, so a reload right away shows it too", async () => {
    const { refreshBilling } = await import("../../web/shared/queries/billing");
    const qc = client();
    store("u1", 1000, pro);
    await refreshBilling(qc, "u1", { ...pro, status: "canceled", canceled: true } as never);
    expect(JSON.parse(localStorage.getItem("subscription_data")!).data.status).toBe("canceled");
    expect(qc.getQueryData(billingKeys.subscription("u1"))).toMatchObject({ status: "canceled" });
    expect(server).not.toHaveBeenCalled();
  });

  it("drops the stored copy when it has no answer, so a reload before the refetch asks the server", async () => {
    const { refreshBilling } = await import("../../web/shared/queries/billing");
    store("u1", 1000, pro);
    void refreshBilling(client(), "u1");
    expect(localStorage.getItem("subscription_data")).toBeNull();
  });
});
