import { lazyRouteComponent } from "@tanstack/react-router";
import { readSearch, type Screen } from "../screens/screen";
import { gate } from "../screens/Gate";
import { ChunkLoadError } from "../shell/chunk-error";
import { guardFor } from "./guards";

/** The route options of a screen of the table; `mobile` for its /m… twin. */
export function screenRoute(screen: Screen, mobile: boolean) {
  const { search: keys = [], needs } = screen;
  const load = () =>
    screen.load().catch((cause: unknown) => {
      throw new ChunkLoadError(cause);
    });
  return {
    beforeLoad: guardFor(screen.access, mobile),
    loader: screen.data,
    // The screen's declared parameters only (e-mailed tokens, notices, filters), never throwing.
    validateSearch: (search: Record<string, unknown>) => readSearch(keys, search),
    staticData: { title: screen.title, mobile, linked: mobile && screen.twin === "linked" },
    // A screen that needs a plan loads its code with the route; the gate around it decides what it shows.
    component: lazyRouteComponent(() =>
      load().then((mod) => ({ default: needs ? gate(needs, screen, mod.default) : mod.default })),
    ),
  };
}
