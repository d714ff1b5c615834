import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/mprotein-encyclopedia")(
  screenRoute("member", m.nav_protein, () => import("../encyclopedias/ProteinPage"), m.nav_protein_desc),
);
