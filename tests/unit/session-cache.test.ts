// The session in the browser's cache (web/shared/session/api.ts): a sign-in or sign-out made here
// is not undone by a session read that was asked before it and answers after it.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../core/session";
import { sessionQuery, setSessionUser } from "../../web/shared/session/api";
import { member } from "./app-harness";

let queryClient: QueryClient;
/** Session reads in flight: each answers when the test says, with who the server saw then. */
let reads: Array<(user: SessionUser | null) => void>;

beforeEach(() => {
  queryClient = new QueryClient();
  reads = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      expect(new URL(url, "https://forma.test").pathname).toBe("/api/auth/session");
      const user = await new Promise<SessionUser | null>((resolve) => reads.push(resolve));
      return new Response(JSON.stringify({ user }), { headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const cachedUser = () => queryClient.getQueryData(sessionQuery.queryKey)?.user ?? null;

describe("the session cache", () => {
  it("keeps a sign-in made while an older session read was on its way", async () => {
    const read = queryClient.fetchQuery(sessionQuery).catch(() => undefined);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    const signedIn = member({ id: "u1" });
    setSessionUser(queryClient, signedIn);
    // The read was asked as a visitor: its late answer is not the session any more.
    reads[0]!(null);
    await read;
    expect(cachedUser()).toEqual(signedIn);
  });

  it("keeps a sign-out made while an older session read was on its way", async () => {
    setSessionUser(queryClient, member({ id: "u1" }));
    const read = queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => undefined);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    setSessionUser(queryClient, null);
    reads[0]!(member({ id: "u1" }));
    await read;
    expect(cachedUser()).toBeNull();
  });

  it("takes a read asked after the change", async () => {
    setSessionUser(queryClient, member({ id: "u1" }));
    const read = queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => undefined);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    reads[0]!(member({ id: "u1", firstName: "Renamed" }));
    await read;
    expect(cachedUser()?.firstName).toBe("Renamed");
  });
});
