import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/minerals")(
  screenRoute("member", m.nav_minerals, () => import("../billing/ProFeature"), m.nav_minerals_desc),
);
