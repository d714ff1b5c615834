import { lazyRouteComponent } from "@tanstack/react-router";
import type { Screen } from "../screens/table";
import { ChunkLoadError } from "../shell/chunk-error";
import { proGate } from "../screens/ProGate";
import { guardFor } from "./guards";

/** The route options of a screen of the table; `mobile` for its /m… twin. */
export function screenRoute(screen: Screen, mobile: boolean) {
  const searchKeys = screen.search ?? [];
  const pro = screen.pro;
  const load = () =>
    screen.load().catch((cause: unknown) => {
      throw new ChunkLoadError(cause);
    });
  return {
    beforeLoad: guardFor(screen.access, mobile),
    loader: screen.data as ((ctx: unknown) => Promise<unknown>) | undefined,
    validateSearch: (search: Record<string, unknown>): Record<string, string | undefined> => {
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
      return out;
    },
    staticData: { title: screen.title, lead: screen.lead, mobile, linked: mobile && screen.twin === "linked" },
    // A Pro screen's code loads with the route; the gate around it decides what it shows.
    component: lazyRouteComponent(() =>
      pro ? load().then((mod) => ({ default: proGate(pro, screen.title, mod.default) })) : load(),
    ),
  };
}
