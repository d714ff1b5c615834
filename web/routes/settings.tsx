import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/settings")(
  screenRoute("member", m.settings_title, () => import("../settings/SettingsPage"), m.screen_settings_lead),
);
