import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/billing")(
  screenRoute("everyone", m.nav_billing, () => import("../billing/BillingPage"), m.screen_billing_lead, ["plan", "interval", "checkout", "card"]),
);
