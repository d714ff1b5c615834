import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/msupplement-guide")(
  screenRoute("member", m.nav_supplements, () => import("../supplements/SupplementsPage"), m.nav_supplements_desc),
);
