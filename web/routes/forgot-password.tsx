import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/forgot-password")(
  screenRoute("visitor", m.screen_forgot_title, () => import("../auth/ForgotPasswordPage"), m.screen_forgot_lead),
);
