import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/agreement")(
  screenRoute("everyone", m.footer_agreement, () => import("../agreement/AgreementPage")),
);
