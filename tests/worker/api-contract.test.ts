import { describe, expect, it } from "vitest";
import { apiRoutes } from "../../core/api/routes";
import { app } from "../../worker/app";

// The contract the web client is compiled against (core/api/routes.ts) lists exactly the routes
// the router answers under /api: a route added to the worker without a contract entry, or an
// entry left behind by a removed route, fails here. (The compiler checks each entry's body and
// answer against its handler: worker/platform/api-contract.ts.)

describe("the API contract", () => {
  it("holds every route of the app under /api, and nothing else", () => {
    const registered = new Set(
      app.routes
        .filter((r) => r.method !== "ALL" && (r.path === "/api" || r.path.startsWith("/api/")))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect([...registered].filter((route) => !(route in apiRoutes))).toEqual([]);
    expect(Object.keys(apiRoutes).filter((route) => !registered.has(route))).toEqual([]);
  });
});
