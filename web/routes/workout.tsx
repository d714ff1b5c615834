import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/workout")(screenRoute("member", m.workout_title, () => import("../workout/WorkoutPage"), m.workout_lead));
