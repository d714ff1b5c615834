import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/meducation_/$slug")(screenRoute("member", m.nav_education, () => import("../education/LessonPage"), undefined, [], ({ params, context }) =>
    // The text loads with the screen (in parallel), so the page does not shift when it arrives.
    import("../education/queries").then((q) => context.queryClient.ensureQueryData(q.lessonQuery(params.slug!))),
  ),
);
