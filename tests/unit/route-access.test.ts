import { describe, expect, it } from "vitest";
import { screens } from "../../web/app/screens/table";
import { twinPath } from "../../web/shared/navigation/paths";
import { createApp, member } from "./app-harness";

// Every route and its access rule: the addresses written out, so that a change to the screen
// table cannot move one unnoticed.
const memberOnly = [
  "/chat",
  "/profile",
  "/settings",
  "/workout",
  "/transform",
  "/vitamins",
  "/minerals",
  "/exercises",
  "/calculators",
  "/education",
  "/articles",
  "/advanced",
  "/protein-encyclopedia",
  "/carbs-encyclopedia",
  "/fats-encyclopedia",
  "/supplement-guide",
];
const mobileMemberOnly = [
  "/mchat",
  "/mprofile",
  "/mworkout",
  "/mtransform",
  "/mvitamins",
  "/mminerals",
  "/mexercises",
  "/mcalculators",
  "/meducation",
  "/madvanced",
  "/mprotein-encyclopedia",
  "/mcarbs-encyclopedia",
  "/mfats-encyclopedia",
  "/msupplement-guide",
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

  it("follows each screen's rule in the table, at its path and at its /m… twin", async () => {
    const example: Record<string, string> = {
      exercises: "barbell-bench-press",
      articles: "sleep-for-muscle",
      education: "energy-balance",
    };
    const fill = (path: string) => path.replace("$slug", example[path.split("/")[1]!]!);
    for (const s of screens) {
      const paths = s.twin
        ? ([
            [fill(s.path), false],
            [twinPath(fill(s.path)), true],
          ] as const)
        : ([[fill(s.path), false]] as const);
      for (const [path, mobile] of paths) {
        const visitor = await land(path, null);
        const signedIn = await land(path, member());
        if (s.access === "member") {
          expect(visitor, path).toMatchObject({ pathname: mobile ? "/mlogin" : "/login", search: { redirect: path } });
          expect(signedIn.pathname, path).toBe(path);
        } else if (s.access === "visitor") {
          expect(visitor.pathname, path).toBe(path);
          expect(signedIn.pathname, path).toBe(mobile ? "/mprofile" : "/profile");
        } else {
          expect(visitor.pathname, path).toBe(path);
          expect(signedIn.pathname, path).toBe(path);
        }
      }
    }
  });
});
