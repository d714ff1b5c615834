import type { QueryClient } from "@tanstack/react-query";
import { lazyRouteComponent } from "@tanstack/react-router";
import type { ComponentType } from "react";
import { requireSignedIn, requireSignedOut } from "../session/guards";
import { ChunkLoadError } from "../shell/chunk-error";

type Loader = () => Promise<{ default: ComponentType }>;
type Text = () => string;
/** Fetches what the screen shows before it renders (so long texts do not shift it). */
export type DataLoader = (ctx: { params: Record<string, string>; context: { queryClient: QueryClient } }) => Promise<unknown>;

/** Who may open a screen (SPEC section 2): everyone, members only, or visitors only. */
export type Access = "everyone" | "member" | "visitor";

const guards = { everyone: undefined, member: requireSignedIn, visitor: requireSignedOut };

/**
 * The options of a screen's route, shared by a desktop path and its /m… twin: the access
 * rule, the document title and the screen's code, loaded with the route.
 */
export function screenRoute<K extends string = never>(access: Access, title: Text, load: Loader, lead?: Text, searchKeys: readonly K[] = [], loader?: DataLoader) {
  return {
    beforeLoad: guards[access],
    loader: loader as ((ctx: unknown) => Promise<unknown>) | undefined,
    validateSearch: (search: Record<string, unknown>): { redirect?: string } & Partial<Record<K, string>> => {
      // Sign-in screens remember where a visitor was going (only same-site paths).
      // (Explicitly undefined: the raw query would otherwise leak through from the root route.)
      const out: Record<string, string | undefined> = {
        redirect: typeof search.redirect === "string" && /^\/(?![/\\])/.test(search.redirect) ? search.redirect : undefined,
      };
      // A screen's own parameters (e-mailed tokens, notices, filters): short strings only.
      for (const key of searchKeys) {
        const value = search[key];
        out[key] = typeof value === "string" && value.length > 0 && value.length <= 100 ? value : undefined;
      }
      return out as { redirect?: string } & Partial<Record<K, string>>;
    },
    staticData: { title, lead },
    component: lazyRouteComponent(() =>
      load().catch((cause: unknown) => {
        throw new ChunkLoadError(cause);
      }),
    ),
  };
}
