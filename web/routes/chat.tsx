import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/chat")(
  screenRoute("member", m.nav_chat, () => import("../chat/ChatPage"), m.nav_chat_desc),
);
