import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/vitamins")(
  screenRoute("member", m.nav_vitamins, () => import("../billing/ProFeature"), m.nav_vitamins_desc),
);
