// Where the app's screens live: each path, its phone twin, who may open it (and with which plan)
// and whether search engines list it. The client's screen table (titles, components, menus) is keyed by these
// paths and the worker answers 404 for any page path not matched here.

import type { Entitlement } from "./billing/entitlements";

/** Who may open a screen: everyone, members only, or visitors only. */
export type Access = "everyone" | "member" | "visitor";

/** The library content whose slugs a `$slug` screen shows. */
export type SlugSource = "exercises" | "articles" | "lessons" | "dishes";

interface ScreenRouteBase {
  /** Desktop path; `$slug` for a page below a list. */
  readonly path: string;
  /**
   * The phone twin at `/m…`: "linked" when the mobile shell links to it, "route" when it only
   * answers (the mobile shell links the desktop path).
   */
  readonly twin?: "linked" | "route";
  /** A `$slug` screen: only the slugs of this content exist. */
  readonly slugs?: SlugSource;
  /**
   * What the member's plan must include to open the screen; without it the screen's lock shows.
   * The same entitlement the server checks on the feature's API.
   */
  readonly needs?: Entitlement;
}

/**
 * A screen, and whether the sitemap lists it (in both languages): only pages a signed-out
 * crawler can read may be listed; a members' page would send it to sign-in.
 */
export type ScreenRoute =
  | (ScreenRouteBase & { readonly access: "member"; readonly listed?: never })
  | (ScreenRouteBase & { readonly access: "everyone" | "visitor"; readonly listed?: true });

/** The landing page: not in the screen table (its route is built on its own, a lazy chunk like the screens). */
export const homePath = "/";

export const screenRoutes = [
  // Account
  { path: "/login", access: "visitor", twin: "linked", listed: true },
  { path: "/signup", access: "visitor", twin: "linked", listed: true },
  { path: "/forgot-password", access: "visitor" },
  { path: "/reset-password", access: "visitor" },
  { path: "/settings", access: "member" },
  { path: "/agreement", access: "everyone", listed: true },
  { path: "/billing", access: "everyone", twin: "linked", listed: true },
  // The member's own screens
  { path: "/profile", access: "member", twin: "linked" },
  { path: "/workout", access: "member", twin: "linked", needs: "workoutPlans" },
  { path: "/diary", access: "member", twin: "linked" },
  // Pro
  { path: "/chat", access: "member", twin: "route", needs: "chat" },
  { path: "/transform", access: "member", twin: "linked", needs: "transform" },
  { path: "/vitamins", access: "member", twin: "linked", needs: "vitamins" },
  { path: "/minerals", access: "member", twin: "linked", needs: "minerals" },
  { path: "/support", access: "member", twin: "linked", needs: "support" },
  // The library
  { path: "/exercises", access: "member", twin: "linked" },
  { path: "/exercises/$slug", access: "member", twin: "linked", slugs: "exercises" },
  { path: "/dishes", access: "member", twin: "linked", needs: "dishes" },
  { path: "/dishes/$slug", access: "member", twin: "linked", slugs: "dishes", needs: "dishes" },
  { path: "/calculators", access: "member", twin: "linked" },
  { path: "/articles", access: "member" },
  { path: "/articles/$slug", access: "member", slugs: "articles" },
  { path: "/education", access: "member", twin: "linked" },
  { path: "/education/$slug", access: "member", twin: "linked", slugs: "lessons" },
  { path: "/supplement-guide", access: "member", twin: "linked" },
  { path: "/protein-encyclopedia", access: "member", twin: "linked" },
  { path: "/carbs-encyclopedia", access: "member", twin: "linked" },
  { path: "/fats-encyclopedia", access: "member", twin: "linked" },
  { path: "/advanced", access: "member", twin: "linked" },
] as const satisfies readonly ScreenRoute[];

export type ScreenPath = (typeof screenRoutes)[number]["path"];
/** The paths search engines list. */
export type ListedPath = Extract<(typeof screenRoutes)[number], { listed: true }>["path"];

/** The /m… twin of a desktop path (`/exercises/$slug` → `/mexercises/$slug`). */
export const twinPath = (path: string) => `/m${path.slice(1)}`;
