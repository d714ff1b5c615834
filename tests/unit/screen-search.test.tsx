import { cleanup, screen } from "@testing-library/react";
import type { AnyRoute } from "@tanstack/react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readSearch } from "../../web/app/screens/screen";
import { createApp, member, renderApp } from "./app-harness";

// A screen's search parameters are what its route declares in the screen table, read by one rule
// that never throws: a visitor can type any address.
afterEach(cleanup);

describe("a screen's search parameters", { timeout: 30_000 }, () => {
  it("keep short strings and drop anything else, setting every declared key", () => {
    const raw = { q: "squat", group: 42, level: ["a"], equipment: "", extra: "kept out", token: "x".repeat(101) };
    const read = readSearch(["q", "group", "level", "equipment", "token"], raw);
    expect(read).toEqual({ q: "squat", group: undefined, level: undefined, equipment: undefined, token: undefined });
    expect(Object.keys(read).sort()).toEqual(["equipment", "group", "level", "q", "token"]);
  });

  it("let sign-in go on to same-site paths only", () => {
    const redirect = (value: unknown) => readSearch(["redirect"], { redirect: value }).redirect;
    expect(redirect("/billing?plan=PRO&interval=month")).toBe("/billing?plan=PRO&interval=month");
    expect(redirect(`/exercises/${"a".repeat(200)}`)).toBe(`/exercises/${"a".repeat(200)}`);
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "chat", 7])
      expect(redirect(bad), String(bad)).toBeUndefined();
  });

  it("leave the router's match of a route with what it declares, whatever the address says", async () => {
    const { router } = createApp("/login?redirect=//evil.example&notice=verified&verify=&foo=bar", null);
    await router.load();
    // The sign-in screen's code too: a test worker shares its modules between files, and an import
    // still running when this file's environment is torn down would fail for the next file there.
    await Promise.all(
      router.state.matches.map((m) => router.loadRouteChunk((router.routesById as Record<string, AnyRoute>)[m.routeId]!)),
    );
    const search = router.state.matches.at(-1)!.search as Record<string, unknown>;
    expect(search).toMatchObject({ notice: "verified", verify: undefined, redirect: undefined, link: undefined });
  });

  it("show a screen with its defaults when the values make no sense", async () => {
    await renderApp("/exercises?group=%3Cscript%3E&level=x,beginner&equipment[]=1&q=", member({ plan: "PRO" }));
    await screen.findByRole("heading", { name: "Exercise library", level: 1 });
    expect(screen.getByRole("searchbox", { name: /Search/ })).toHaveProperty("value", "");
  });
});
