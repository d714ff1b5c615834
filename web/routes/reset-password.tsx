import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/reset-password")(
  screenRoute("visitor", m.screen_reset_title, () => import("../auth/ResetPasswordPage"), m.screen_reset_lead, ["token"]),
);
