import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/articles")(
  screenRoute("member", m.nav_articles, () => import("../articles/ArticlesPage"), m.nav_articles_desc, ["category"]),
);
