import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/exercises_/$slug")(screenRoute("member", m.nav_exercises, () => import("../exercises/ExercisePage"), undefined, [], ({ params, context }) =>
    // The text loads with the screen (in parallel), so the page does not shift when it arrives.
    import("../exercises/queries").then((q) => context.queryClient.ensureQueryData(q.exerciseDetailsQuery(params.slug!))),
  ),
);
