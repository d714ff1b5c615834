import { Link } from "@tanstack/react-router";
import { ChartLine } from "lucide-react";
import { entitlements } from "../../core/billing/entitlements";
import * as m from "../../i18n/paraglide/messages.js";
import { useScreenHref } from "../shared/navigation/paths";
import { idAndPlan, useSessionPick } from "../shared/session/use-session-pick";
import { useHydrated } from "../shared/ssr/rendered";

/**
 * The member's own sessions, chart and records of this exercise, for a plan that includes the
 * workout log. Shown only after hydration: the page's HTML is the same for every plan (one frame
 * per page, not three), and the link sits on the back link's line, so nothing moves when it comes.
 */
export function YourHistoryLink({ slug }: { slug: string }) {
  const href = useScreenHref();
  const hydrated = useHydrated();
  const user = useSessionPick(idAndPlan);
  if (!hydrated || !user || !entitlements.workoutPlans(user.plan)) return null;
  return (
    <Link
      to={href("/workout")}
      search={{ view: "history", exercise: slug }}
      className="inline-flex w-fit items-center gap-2 text-sm font-medium text-accent hover:underline"
      data-testid="exercise-your-history"
    >
      <ChartLine size={16} aria-hidden="true" />
      {m.exercise_your_history()}
    </Link>
  );
}
