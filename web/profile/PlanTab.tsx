import { Link, useLocation } from "@tanstack/react-router";
import { CalendarDays, Lock, Salad } from "lucide-react";
import { entitlements } from "../../core/billing/catalog";
import type { Plan } from "../../core/plans";
import { isMobilePath } from "../navigation/paths";
import * as m from "../paraglide/messages.js";
import { buttonClass } from "../ui/button-styles";

// Who may have which plan (SPEC section 6): the same rule the server enforces.
const entitled = { workout: entitlements.workoutPlans, nutrition: entitlements.nutritionPlans };

const texts = {
  workout: {
    icon: CalendarDays,
    locked: m.plan_tab_workout_locked,
    lockedText: m.plan_tab_workout_locked_text,
    empty: m.plan_tab_workout_empty,
    emptyText: m.plan_tab_workout_empty_text,
  },
  nutrition: {
    icon: Salad,
    locked: m.plan_tab_nutrition_locked,
    lockedText: m.plan_tab_nutrition_locked_text,
    empty: m.plan_tab_nutrition_empty,
    emptyText: m.plan_tab_nutrition_empty_text,
  },
};

/** The Workout Plan and Nutrition Plan tabs: the upgrade offer, or the member's plan state. */
export function PlanTab({ kind, plan, hasPlan }: { kind: "workout" | "nutrition"; plan: Plan; hasPlan: boolean }) {
  const mobile = isMobilePath(useLocation().pathname);
  const t = texts[kind];
  const open = entitled[kind](plan);
  const Icon = open ? t.icon : Lock;
  return (
    <div className="grid justify-items-center gap-4 rounded-2xl border border-border bg-surface px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-semibold">{open ? t.empty() : t.locked()}</h2>
      <p className="max-w-md text-muted">{open ? (hasPlan ? m.plan_tab_saved() : t.emptyText()) : t.lockedText()}</p>
      {!open && (
        <Link to={mobile ? "/mbilling" : "/billing"} className={buttonClass("primary")}>
          {kind === "workout" ? m.account_upgrade() : m.plan_tab_upgrade_pro()}
        </Link>
      )}
    </div>
  );
}
