import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/msignup")(
  screenRoute("visitor", m.auth_sign_up, () => import("../auth/SignUpPage"), m.screen_signup_lead),
);
