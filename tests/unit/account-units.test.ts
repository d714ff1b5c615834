// The units with the account (web/shared/units/account-units.ts, decision 0073): the account's
// choice comes to this device; a choice made here is sent, again after a failure, never taken back
// by a session read before the account has it; another member's choice on a shared device stays theirs.
import { QueryClient } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../core/session";
import { chooseUnits, followAccount } from "../../web/shared/units/account-units";
import { sessionQuery, setSessionUser } from "../../web/shared/session/api";
import { deviceUnits, setUnits, useUnits } from "../../web/shared/units/units";
import { member } from "./app-harness";

type Units = SessionUser["units"];
/** What the account keeps, as the server does (the last request wins). */
let account: Units;
let sent: Units[];
let online: boolean;
let queryClient: QueryClient;

async function server(url: string, init?: RequestInit): Promise<Response> {
  if (!online) throw new TypeError("Failed to fetch");
  const path = new URL(url, "https://forma.test").pathname;
  const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
  if (path === "/api/auth/session") {
    // Read now, answered a moment later: a read that crosses a change.
    const units = account;
    await new Promise((r) => setTimeout(r, 30));
    return answer({ user: member({ units }) });
  }
  expect(path).toBe("/api/account/units");
  const { units } = JSON.parse(String(init?.body)) as { units: Units };
  sent.push(units);
  account = units;
  return answer({ user: member({ units }) });
}

const signedIn = (units: Units, id = "u1") => {
  const user = member({ id, units });
  setSessionUser(queryClient, user);
  return user;
};
const sessionUnits = () => queryClient.getQueryData(sessionQuery.queryKey)?.user?.units;

beforeEach(() => {
  localStorage.clear();
  account = null;
  sent = [];
  online = true;
  queryClient = new QueryClient();
  vi.stubGlobal("fetch", vi.fn(server));
});
// Unit files share their browser (isolate: false): no units chosen here reach the next file.
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the units with the account", () => {
  it("takes the account's units on this device without sending anything back", () => {
    followAccount(queryClient, signedIn("imperial"));
    expect(deviceUnits()).toBe("imperial");
    followAccount(queryClient, signedIn("metric"));
    expect(deviceUnits()).toBe("metric");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends a choice made here before, once, to an account that never chose; a device that never chose sends nothing", async () => {
    followAccount(queryClient, signedIn(null));
    expect(fetch).not.toHaveBeenCalled();
    setUnits("imperial");
    followAccount(queryClient, signedIn(null));
    await vi.waitFor(() => expect(sessionUnits()).toBe("imperial"));
    expect(sent).toEqual(["imperial"]);
    followAccount(queryClient, signedIn("imperial"));
    expect(sent).toEqual(["imperial"]);
  });

  it("keeps a choice made offline over the account's older one until it is sent, then sends it", async () => {
    signedIn("metric");
    online = false;
    chooseUnits(queryClient, "imperial");
    expect(deviceUnits()).toBe("imperial");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // The session read again still says metric: the device keeps its newer choice and owes it.
    followAccount(queryClient, signedIn("metric"));
    expect(deviceUnits()).toBe("imperial");
    online = true;
    followAccount(queryClient, signedIn("metric"));
    await vi.waitFor(() => expect(account).toBe("imperial"));
    expect(deviceUnits()).toBe("imperial");
    // Owed no more: the account's next change comes here.
    followAccount(queryClient, signedIn("metric"));
    expect(deviceUnits()).toBe("metric");
  });

  it("ends with the last of quick choices on the account, sent one at a time", async () => {
    signedIn("metric");
    let inFlight = 0;
    let most = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 0));
        inFlight -= 1;
        return server(url, init);
      }),
    );
    chooseUnits(queryClient, "imperial");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // Chosen again twice while the first is on its way: the next send carries the last choice.
    chooseUnits(queryClient, "imperial");
    chooseUnits(queryClient, "metric");
    await vi.waitFor(() => expect(sent).toEqual(["imperial", "metric"]));
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).toEqual(["imperial", "metric"]);
    expect(most).toBe(1);
    expect(account).toBe("metric");
    expect(sessionUnits()).toBe("metric");
  });

  it("drops another member's unsent choice on a shared device and takes this member's units", async () => {
    signedIn("metric", "anna");
    online = false;
    chooseUnits(queryClient, "imperial");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    online = true;
    followAccount(queryClient, signedIn("metric", "boris"));
    expect(deviceUnits()).toBe("metric");
    // Anna's choice is not sent on Boris's session.
    expect(sent).toEqual([]);
  });

  it("sends nothing for a member whose choice waited behind another send while they signed out and another signed in", async () => {
    signedIn("imperial", "anna");
    let release = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        await new Promise<void>((r) => (release = r));
        return server(url, init);
      }),
    );
    chooseUnits(queryClient, "metric");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    chooseUnits(queryClient, "imperial");
    signedIn("metric", "boris");
    release();
    await vi.waitFor(() => expect(sent).toEqual(["metric"]));
    await new Promise((r) => setTimeout(r, 10));
    // Anna's second choice was not sent on Boris's session.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("drops a session read begun before the account took the choice, so the device keeps it, and reads it again", async () => {
    signedIn("metric");
    account = "metric";
    // Every units the session holds from here on: once the account has the choice, never the old.
    const seen: Units[] = [];
    queryClient.getQueryCache().subscribe(() => {
      const units = sessionUnits();
      if (units !== undefined && units !== seen.at(-1)) seen.push(units);
    });
    void queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => undefined);
    chooseUnits(queryClient, "imperial");
    await vi.waitFor(() => expect(sent).toEqual(["imperial"]));
    await new Promise((r) => setTimeout(r, 80));
    expect(sessionUnits()).toBe("imperial");
    expect(seen).toEqual(["metric", "imperial"]);
    // The dropped read is made again after the answer, and reads the account as it is now.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => new URL(String(url), "https://forma.test").pathname)).toEqual([
      "/api/auth/session",
      "/api/account/units",
      "/api/auth/session",
    ]);
    followAccount(queryClient, queryClient.getQueryData(sessionQuery.queryKey)!.user!);
    expect(deviceUnits()).toBe("imperial");
  });

  it("shows a choice made in another tab", () => {
    const { result } = renderHook(() => useUnits());
    expect(result.current).toBe("metric");
    localStorage.setItem("forma_units", "imperial");
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key: "forma_units" })));
    expect(result.current).toBe("imperial");
  });

  it("keeps a visitor's choice on this device only", () => {
    setSessionUser(queryClient, null);
    chooseUnits(queryClient, "imperial");
    expect(deviceUnits()).toBe("imperial");
    expect(fetch).not.toHaveBeenCalled();
  });
});
