import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memberTiles, moreTiles, proMenu, resourcesMenu } from "../../web/app/navigation/items";
import { matchPage, pagePatterns } from "../../core/page-match";
import { screens } from "../../web/app/screens/table";
import { mobileHref } from "../../web/shared/navigation/paths";
import { createApp } from "./app-harness";

const router = () => createApp("/", null).router;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the screen table", () => {
  it("gives every screen its route, and every linked twin its /m… route", () => {
    const { routesByPath } = router();
    for (const s of screens) {
      expect(routesByPath, s.path).toHaveProperty([s.path]);
      if (s.twin) expect(routesByPath, s.path).toHaveProperty([`/m${s.path.slice(1)}`]);
    }
    expect(Object.keys(routesByPath)).toHaveLength(1 + screens.length + screens.filter((s) => s.twin).length);
  });

  it("gives the worker's 404 check exactly the router's paths", () => {
    const routes = Object.keys(router().routesByPath).sort();
    expect(pagePatterns.map((p) => p.pattern).sort()).toEqual(routes);
    for (const path of routes) expect(matchPage(path.replace("$slug", "any-slug")), path).not.toBeNull();
    expect(matchPage("/no-such-page")).toBeNull();
  });

  it("sends the mobile shell to the linked twins only", () => {
    const r = router();
    expect(mobileHref(r, "/exercises")).toBe("/mexercises");
    expect(mobileHref(r, "/exercises/$slug")).toBe("/mexercises/$slug");
    // The chat's twin answers, but phones link the desktop path; articles have no twin.
    expect(mobileHref(r, "/chat")).toBe("/chat");
    expect(mobileHref(r, "/articles")).toBe("/articles");
    expect(mobileHref(r, "/settings")).toBe("/settings");
  });

  it("builds the menus from the table, in their order", () => {
    expect(resourcesMenu.map((i) => i.path)).toEqual([
      "/exercises",
      "/calculators",
      "/articles",
      "/supplement-guide",
      "/protein-encyclopedia",
      "/carbs-encyclopedia",
      "/fats-encyclopedia",
      "/advanced",
      "/dishes",
    ]);
    expect(proMenu.map((i) => i.path)).toEqual(["/chat", "/transform", "/vitamins", "/minerals", "/support"]);
    expect(memberTiles.map((i) => i.path)).toEqual(["/workout"]);
    expect(moreTiles.map((i) => i.path)).toEqual([
      "/exercises",
      "/calculators",
      "/education",
      "/advanced",
      "/protein-encyclopedia",
      "/carbs-encyclopedia",
      "/fats-encyclopedia",
      "/supplement-guide",
      "/dishes",
      "/support",
    ]);
    for (const item of [...resourcesMenu, ...proMenu, ...moreTiles]) expect(item.description(), item.path).not.toBe("");
  });

  // Paths come from data, so the compiler cannot check links against them; this does.
  it("has a route for every path the app links or redirects to", () => {
    const { routesByPath } = router();
    const literal = /(?:\bto[=:]\s*\{?\s*|href\(|mobileHref\(router,\s*|path:\s*)"(\/[^"?#]*)"/g;
    const found: string[] = [];
    for (const file of sources("web")) {
      for (const match of readFileSync(file, "utf8").matchAll(literal)) found.push(`${match[1]} (${file})`);
    }
    expect(found.length).toBeGreaterThan(40);
    for (const entry of found) {
      const path = entry.split(" ")[0]!;
      expect(routesByPath, entry).toHaveProperty([path]);
    }
  });
});
