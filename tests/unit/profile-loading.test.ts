import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cachedProfileQuery, profileCacheLifetimeMs, profileKeys, profileQuery, storeProfile } from "../../web/shared/queries/profile";
import { fallbackStorage } from "../../web/shared/queries/profile-fallback-storage";
import { forgetMember } from "../../web/shared/session/sign-out";

// The profile loading rules (a stored copy for 15 minutes, refreshed 2 s after it shows, at most
// every 5 minutes), on the real query options and storage.
const profile = (weight: number) => ({ id: "p1", weight, height: 170, age: 30, gender: "MALE", activity: "MODERATE", goal: "MAINTAIN", plan: "FREE", targetWeight: null, trainingPlansGenerated: 0, mealPlansGenerated: 0 });
const storageKey = 'forma_profile-["profile","u1"]';

let server: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  localStorage.clear();
  sessionStorage.clear();
  server = vi.fn(async () => new Response(JSON.stringify(profile(80)), { status: 200, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", server);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const profileCalls = () => server.mock.calls.filter(([url]) => String(url).endsWith("/api/profiles/me")).length;

/** What a screen does: subscribe to the profile query and wait for data. */
async function load(qc: QueryClient) {
  const observer = new QueryObserver(qc, profileQuery("u1"));
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
  return { observer, unsubscribe };
}

function stored(weight: number, ageMs: number) {
  const now = Date.now();
  localStorage.setItem(storageKey, JSON.stringify({ buster: "", queryHash: '["profile","u1"]', queryKey: ["profile", "u1"], state: { data: profile(weight), dataUpdatedAt: now - ageMs, status: "success" } }));
}

describe("profile loading", () => {
  it("fetches at once when nothing is stored, and stores the answer", async () => {
    const { observer } = await load(client());
    expect(observer.getCurrentResult().data).toMatchObject({ weight: 80 });
    expect(profileCalls()).toBe(1);
    await vi.waitFor(() => expect(localStorage.getItem(storageKey)).toContain('"weight":80'));
  });

  it("shows a stored profile under 15 minutes old at once and refreshes it 2 s later", async () => {
    stored(75, 10 * 60 * 1000);
    const { observer } = await load(client());
    expect(observer.getCurrentResult().data).toMatchObject({ weight: 75 });
    expect(profileCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1900);
    expect(profileCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toMatchObject({ weight: 80 }));
    expect(profileCalls()).toBe(1);
  });

  it("ignores a stored copy older than 15 minutes and fetches at once", async () => {
    stored(75, profileCacheLifetimeMs + 1000);
    const { observer } = await load(client());
    expect(observer.getCurrentResult().data).toMatchObject({ weight: 80 });
    expect(profileCalls()).toBe(1);
  });

  it("does not refetch within 5 minutes, and runs one fetch for many readers", async () => {
    const qc = client();
    const readers = await Promise.all([load(qc), load(qc), load(qc)]);
    expect(profileCalls()).toBe(1);
    readers.forEach((r) => r.unsubscribe());
    await vi.advanceTimersByTimeAsync(4 * 60 * 1000);
    await load(qc);
    expect(profileCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(60 * 1000 + 1);
    await load(qc);
    await vi.waitFor(() => expect(profileCalls()).toBe(2));
  });

  it("reads the cache only on pages that must not fetch (exercise pages)", async () => {
    stored(75, 60 * 1000);
    const qc = client();
    expect(await qc.fetchQuery(cachedProfileQuery("u1", qc))).toMatchObject({ weight: 75 });
    localStorage.clear();
    expect(await client().fetchQuery(cachedProfileQuery("u1", client()))).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(profileCalls()).toBe(0);
  });

  it("keeps a saved profile in storage and forgets it on sign-out", async () => {
    const qc = client();
    await load(qc);
    storeProfile(qc, "u1", profile(77) as never);
    await vi.waitFor(() => expect(localStorage.getItem(storageKey)).toContain('"weight":77'));
    localStorage.setItem("appInstalled", "true");
    forgetMember(qc);
    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(localStorage.getItem("appInstalled")).toBe("true");
    expect(qc.getQueryData(profileKeys.me("u1"))).toBeUndefined();
  });
});

describe("profile storage", () => {
  it("falls back to session storage when the persistent write fails", () => {
    vi.spyOn(localStorage, "setItem").mockImplementationOnce(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    fallbackStorage.setItem("forma_profile-x", "saved");
    expect(localStorage.getItem("forma_profile-x")).toBeNull();
    expect(sessionStorage.getItem("forma_profile-x")).toBe("saved");
    expect(fallbackStorage.getItem("forma_profile-x")).toBe("saved");
    fallbackStorage.removeItem("forma_profile-x");
    expect(fallbackStorage.getItem("forma_profile-x")).toBeNull();
  });
});
