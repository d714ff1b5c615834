import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/madvanced")(
  screenRoute("member", m.nav_advanced, () => import("../advanced/AdvancedPage"), m.nav_advanced_desc),
);
