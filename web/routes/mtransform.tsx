import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/mtransform")(
  screenRoute("member", m.nav_transform, () => import("../billing/ProFeature"), m.nav_transform_desc),
);
