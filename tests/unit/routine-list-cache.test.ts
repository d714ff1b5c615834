// The routines list in the page's cache (web/shared/queries/routines.ts, decision 0071): a change
// is laid into the list read before; with none read yet the whole list is read instead of a list
// of the one change; a routine removed on another device leaves the list when a change is refused.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoutineJson } from "../../core/api/routines";
import { ApiFailure } from "../../web/shared/api/client";
import { routineApi, routineKeys, routinesQuery } from "../../web/shared/queries/routines";

const routine = (id: string, name: string): RoutineJson => ({
  id,
  name,
  exercises: [{ exercise: "push-up", superset: null }],
  createdAt: 1,
  updatedAt: 1,
});
let stored: RoutineJson[];
let member = 0;
let userId = "";

const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
/** The server: the member's routines; a change to one not there is 404. */
async function server(url: string, init?: RequestInit): Promise<Response> {
  const path = new URL(url, "https://forma.test").pathname;
  const id = path.split("/")[4];
  const method = init?.method ?? "GET";
  if (method === "GET") return json({ routines: stored, limit: 50 });
  if (method === "POST") {
    const made = { ...routine(`r${stored.length + 10}`, JSON.parse(String(init!.body)).name) };
    stored = [made, ...stored];
    return json(made, 201);
  }
  const found = stored.find((r) => r.id === id);
  if (!found) return json({ error: { code: "not_found", message: "Not found" } }, 404);
  if (method === "DELETE") {
    stored = stored.filter((r) => r.id !== id);
    return new Response(null, { status: 204 });
  }
  const changed = { ...found, ...JSON.parse(String(init!.body)), updatedAt: 2 };
  stored = [changed, ...stored.filter((r) => r.id !== id)];
  return json(changed);
}

const names = (client: QueryClient) =>
  client.getQueryData<{ routines: RoutineJson[] }>(routineKeys.list(userId))?.routines.map((r) => r.name);

beforeEach(() => {
  userId = `routines-member-${++member}`;
  stored = [routine("r1", "Push"), routine("r2", "Pull")];
  vi.stubGlobal("fetch", vi.fn(server));
});
afterEach(() => vi.unstubAllGlobals());

describe("the routines list in the page", () => {
  it("takes a routine saved before the list was read as the whole list, not as a list of one", async () => {
    const client = new QueryClient();
    await routineApi.create(client, userId, { name: "Legs", exercises: [{ exercise: "goblet-squat", superset: null }] });
    await vi.waitFor(() => expect(names(client)).toEqual(["Legs", "Push", "Pull"]));
  });

  it("lays a change into the list read before, newest first", async () => {
    const client = new QueryClient();
    await client.fetchQuery(routinesQuery(userId));
    await routineApi.update(client, userId, "r2", { name: "Pull A" });
    expect(names(client)).toEqual(["Pull A", "Push"]);
  });

  it("drops a routine removed on another device: removing it again is done, changing it says not found", async () => {
    const client = new QueryClient();
    await client.fetchQuery(routinesQuery(userId));
    stored = stored.filter((r) => r.id !== "r1");
    await routineApi.remove(client, userId, "r1");
    expect(names(client)).toEqual(["Pull"]);

    await client.fetchQuery({ ...routinesQuery(userId), staleTime: 0 });
    stored = [];
    const failure = await routineApi.update(client, userId, "r2", { name: "Pull B" }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).status).toBe(404);
    expect(names(client)).toEqual([]);
  });
});
