import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/profile")(screenRoute("member", m.nav_profile, () => import("../profile/ProfilePage"), m.screen_profile_lead));
