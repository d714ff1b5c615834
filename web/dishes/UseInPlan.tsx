import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { Meal } from "../../core/nutrition/dish";
import { mealLabels } from "../../i18n/labels/plans";
import * as m from "../../i18n/paraglide/messages.js";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";
import { Segmented } from "../shared/ui/Segmented";
import { useUseInPlan } from "./api";

/** "Use in my plan" for Pro members: the meal to put the dish in, then the swap (the server checks Pro). */
export function UseInPlan({ userId, dish, meals }: { userId: string; dish: string; meals: Meal[] }) {
  const [meal, setMeal] = useState<Meal>(meals[0]!);
  const use = useUseInPlan(userId, dish);
  return (
    <section
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
      aria-labelledby="use-in-plan"
      data-testid="use-in-plan"
    >
      <h2 id="use-in-plan" className="text-lg font-semibold">
        {m.dishes_use_title()}
      </h2>
      <p className="text-sm text-muted">{m.dishes_use_lead()}</p>
      <Segmented
        name="use-meal"
        legend={m.dishes_use_meal()}
        options={meals.map((value) => ({ value, label: mealLabels[value]() }))}
        value={meal}
        onChange={setMeal}
      />
      <button
        type="button"
        className={buttonClass("primary", "md", "justify-self-start")}
        disabled={use.isPending}
        aria-busy={use.isPending}
        onClick={() => use.mutate(meal)}
      >
        {m.dishes_use_button()}
      </button>
    </section>
  );
}

/** What Standard members see instead: Pro puts dishes into a plan. */
export function UseInPlanPitch() {
  const href = useScreenHref();
  return (
    <p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted" data-testid="use-in-plan-pitch">
      {m.dishes_use_pro()}{" "}
      <Link to={href("/billing")} search={{ plan: "PRO", interval: "month" }} className="font-semibold text-accent underline">
        {m.dishes_use_upgrade()}
      </Link>
    </p>
  );
}
