import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/mcarbs-encyclopedia")(
  screenRoute("member", m.nav_carbs, () => import("../encyclopedias/CarbsPage"), m.nav_carbs_desc),
);
