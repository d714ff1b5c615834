import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/exercises")(
  screenRoute("member", m.nav_exercises, () => import("../exercises/ExercisesPage"), m.nav_exercises_desc, ["q", "group", "equipment", "level"]),
);
