import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/calculators")(
  screenRoute("member", m.nav_calculators, () => import("../calculators/CalculatorsPage"), m.nav_calculators_desc),
);
