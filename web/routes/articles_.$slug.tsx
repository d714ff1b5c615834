import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/articles_/$slug")(screenRoute("member", m.nav_articles, () => import("../articles/ArticlePage"), undefined, [], ({ params, context }) =>
    // The text loads with the screen (in parallel), so the page does not shift when it arrives.
    import("../articles/queries").then((q) => context.queryClient.ensureQueryData(q.articleBodyQuery(params.slug!))),
  ),
);
