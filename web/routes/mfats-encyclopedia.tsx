import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/mfats-encyclopedia")(
  screenRoute("member", m.nav_fats, () => import("../encyclopedias/FatsPage"), m.nav_fats_desc),
);
