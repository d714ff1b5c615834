import { createFileRoute } from "@tanstack/react-router";
import { screenRoute } from "../navigation/route-options";
import * as m from "../paraglide/messages.js";

export const Route = createFileRoute("/education_/$slug")(screenRoute("member", m.nav_education, () => import("../education/LessonPage")));
