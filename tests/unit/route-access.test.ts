import { describe, expect, it } from "vitest";
import { createApp, member } from "./app-harness";

// SPEC section 2: every route and its access rule.
const memberOnly = [
  "/chat", "/profile", "/settings", "/transform", "/vitamins", "/minerals", "/exercises", "/calculators", "/education", "/articles",
  "/advanced", "/protein-encyclopedia", "/carbs-encyclopedia", "/fats-encyclopedia", "/supplement-guide",
];
const mobileMemberOnly = [
  "/mchat", "/mprofile", "/mtransform", "/mvitamins", "/mminerals", "/mexercises", "/mcalculators", "/meducation",
  "/madvanced", "/mprotein-encyclopedia", "/mcarbs-encyclopedia", "/mfats-encyclopedia", "/msupplement-guide",
];
const visitorOnly = ["/login", "/signup", "/forgot-password", "/reset-password"];
const mobileVisitorOnly = ["/mlogin", "/msignup"];
const everyone = ["/", "/billing", "/mbilling", "/agreement"];

async function land(path: string, user: ReturnType<typeof member> | null) {
  const { router } = createApp(path, user);
  await router.load();
  return router.state.location;
}

describe("route access rules", () => {
  it("has every route of the specification", () => {
    const { router } = createApp("/", null);
    for (const path of [...memberOnly, ...mobileMemberOnly, ...visitorOnly, ...mobileVisitorOnly, ...everyone]) {
      expect(router.routesByPath, path).toHaveProperty(path);
    }
  });

  it("sends a visitor from member screens to sign-in and remembers the way back", async () => {
    for (const path of memberOnly) {
      const loc = await land(path, null);
      expect(loc.pathname, path).toBe("/login");
      expect(loc.search, path).toEqual({ redirect: path });
    }
    for (const path of mobileMemberOnly) {
      const loc = await land(path, null);
      expect(loc.pathname, path).toBe("/mlogin");
      expect(loc.search, path).toEqual({ redirect: path });
    }
  });

  it("guards the pages below a screen the same way, the /m… ones towards /mlogin", async () => {
    for (const path of ["/exercises/barbell-bench-press", "/articles/sleep-for-muscle", "/education/energy-balance"]) {
      expect(await land(path, null), path).toMatchObject({ pathname: "/login", search: { redirect: path } });
    }
    for (const path of ["/mexercises/barbell-bench-press", "/meducation/energy-balance"]) {
      expect(await land(path, null), path).toMatchObject({ pathname: "/mlogin", search: { redirect: path } });
    }
  });

  it("lets a member open member screens", async () => {
    for (const path of [...memberOnly, ...mobileMemberOnly]) expect((await land(path, member())).pathname).toBe(path);
  });

  it("keeps a member off the sign-in screens", async () => {
    for (const path of visitorOnly) expect((await land(path, member())).pathname, path).toBe("/profile");
    for (const path of mobileVisitorOnly) expect((await land(path, member())).pathname, path).toBe("/mprofile");
  });

  it("opens sign-in screens, billing, the agreement and home to everyone", async () => {
    for (const path of [...visitorOnly, ...mobileVisitorOnly, ...everyone]) expect((await land(path, null)).pathname).toBe(path);
    for (const path of everyone) expect((await land(path, member())).pathname).toBe(path);
  });

  it("keeps a same-site way back and ignores a redirect to another site", async () => {
    const search = async (path: string) => {
      const { router } = createApp(path, null);
      await router.load();
      return router.state.matches.at(-1)?.search;
    };
    expect(await search("/login?redirect=%2Fchat")).toEqual({ redirect: "/chat" });
    expect(await search("/login?redirect=%2F%2Fevil.example")).toEqual({});
    expect(await search("/login?redirect=https%3A%2F%2Fevil.example")).toEqual({});
    expect(await search("/login?redirect=%2F%5Cevil.example")).toEqual({});
  });
});
