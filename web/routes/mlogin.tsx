import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/mlogin")(
  screenRoute("visitor", m.auth_sign_in, () => import("../auth/LoginPage"), m.screen_login_lead, ["verify", "link", "notice"]),
);
