import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import type { Meal } from "../../core/nutrition/dish";
import type { StoredNutritionPlan } from "../../core/nutrition/nutrition-plan";
import { healthOfProfile, type ProfileJson } from "../../core/profile";
import { toastFailure } from "../shared/api/toast-failure";
import { localIsoDate } from "../shared/i18n/format";
import { FormAlert } from "../shared/forms/FormAlert";
import { goalLabels } from "../../i18n/labels/body";
import * as m from "../../i18n/paraglide/messages.js";
import { notify } from "../shared/ui/toast";
import { TargetsPaused } from "../shared/health/TargetsPaused";
import { applyProfile, plansApi } from "../shared/queries/plans";
import { PlanActions } from "./PlanActions";
import { styleLabels } from "../../i18n/labels/plans";
import { AdjustmentCard } from "./nutrition/AdjustmentCard";
import { DayVsTarget } from "./nutrition/DayVsTarget";
import { DishPicker } from "./nutrition/DishPicker";
import { MacroTargets } from "./nutrition/MacroTargets";
import { MealCard } from "./nutrition/MealCard";
import { GoalWarning, type NutritionChoice, NutritionSetup } from "./nutrition/NutritionSetup";
import { DeficitNote, EnergyNote } from "./nutrition/HealthNotes";

/** A plan built from the choices, or (regenerate) another selection of dishes drawn from them. */
type Build = { choice: NutritionChoice; regenerate: boolean };

/** The Nutrition Plan tab for a Pro member. */
export default function NutritionPlanPanel({ userId, profile }: { userId: string; profile: ProfileJson }) {
  const queryClient = useQueryClient();
  const stored = profile.nutrition_plan ?? null;
  const build = useMutation({
    mutationFn: ({ choice, regenerate }: Build) =>
      plansApi.nutrition({ ...choice, stage: choice.stage ?? undefined, regenerate }),
    onSuccess: (next, { regenerate }) => {
      applyProfile(queryClient, userId, next);
      notify.success(regenerate ? m.nutrition_regenerated() : m.nutrition_created());
    },
    onError: (err) => toastFailure(err, m.plans_generate_failed()),
  });
  // Eating-disorder signs on record: no targets and no plan (the server sends none), only why and
  // the way back after talking to a doctor.
  if (profile.eatingDisorderSigns) return <TargetsPaused userId={userId} />;
  if (!stored) {
    return (
      <section aria-labelledby="nutrition-setup-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
        <header className="grid gap-1">
          <h2 id="nutrition-setup-title" className="text-xl font-semibold">
            {m.nutrition_setup_title()}
          </h2>
          <p className="text-muted">{m.nutrition_setup_lead()}</p>
        </header>
        <NutritionSetup
          userId={userId}
          profile={profile}
          // A woman never asked about pregnancy and breastfeeding answers here: nothing is chosen for her.
          initial={{
            goal: profile.goal,
            style: "dishes",
            vegetarian: false,
            stage: profile.lifeStageAnswered === false ? null : profile.lifeStage,
          }}
          submitLabel={m.nutrition_generate()}
          pending={build.isPending}
          onSubmit={(choice) => build.mutate({ choice, regenerate: false })}
        />
      </section>
    );
  }
  return <PlanView userId={userId} profile={profile} stored={stored} build={build} />;
}

function PlanView(props: {
  userId: string;
  profile: ProfileJson;
  stored: StoredNutritionPlan;
  build: UseMutationResult<ProfileJson, Error, Build>;
}) {
  const queryClient = useQueryClient();
  const { stored, build } = props;
  const choice: NutritionChoice = {
    goal: stored.inputs.goal,
    style: stored.inputs.style,
    vegetarian: stored.inputs.vegetarian,
    // The profile holds the answer; the plan only records what it was built for.
    stage: props.profile.lifeStage,
  };
  // Older plans named breastfeeding "pregnancy" as the reason.
  const reason =
    stored.deficitWithheld === "pregnancy" && stored.inputs.stage === "lactation" ? "lactation" : stored.deficitWithheld;
  const swap = useMutation({
    mutationFn: ({ meal, dish }: { meal: Meal; dish: string }) => plansApi.swap(meal, dish),
    onSuccess: (next) => {
      applyProfile(queryClient, props.userId, next);
      notify.success(m.nutrition_swapped());
    },
    onError: (err) => toastFailure(err, m.nutrition_swap_failed()),
  });
  const { totals, targets } = stored;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-xl font-semibold">
          {goalLabels[stored.inputs.goal]()} · {styleLabels[stored.inputs.style]()}
          {stored.inputs.vegetarian && ` · ${m.nutrition_vegetarian()}`}
        </h2>
        <PlanActions
          regenerateLabel={m.nutrition_regenerate()}
          // The simple style has one fixed set of foods: nothing else to draw.
          onRegenerate={stored.inputs.style === "dishes" ? () => build.mutate({ choice, regenerate: true }) : undefined}
          regenerating={build.isPending && build.variables.regenerate}
          changeLabel={m.nutrition_change()}
          changeTitle={m.nutrition_change_title()}
          changeLead={m.nutrition_setup_lead()}
          form={(close) => (
            <NutritionSetup
              userId={props.userId}
              profile={props.profile}
              initial={choice}
              submitLabel={m.nutrition_save()}
              onCancel={close}
              pending={build.isPending && !build.variables.regenerate}
              onSubmit={(c) => build.mutate({ choice: c, regenerate: false }, { onSuccess: close })}
            />
          )}
        />
      </div>
      <DeficitNote reason={reason} />
      {stored.extraEnergyKcal !== undefined && (
        <EnergyNote
          stage={stored.inputs.stage ?? "none"}
          kcal={stored.extraEnergyKcal}
          dated={props.profile.lifeStageDate !== null}
          outdated={healthOfProfile(props.profile, localIsoDate()).lifeStageOutdated}
        />
      )}
      <GoalWarning
        userId={props.userId}
        profile={props.profile}
        goal={stored.inputs.goal}
        stage={healthOfProfile(props.profile, localIsoDate()).lifeStage}
      />
      <div className="grid items-start gap-5 lg:grid-cols-[2fr_3fr]">
        <div className="grid content-start gap-5">
          <MacroTargets plan={stored} />
          <AdjustmentCard userId={props.userId} />
        </div>
        <section aria-labelledby="day-title" className="grid content-start gap-3">
          <h2 id="day-title" className="text-lg font-semibold">
            {m.nutrition_day_title()}
          </h2>
          {stored.inputs.style === "simple" && (
            <FormAlert tone="info">
              <p>{m.nutrition_simple_note()}</p>
            </FormAlert>
          )}
          <div className="grid gap-3" data-testid="example-day">
            {stored.day.map((p) => (
              <MealCard
                key={p.meal}
                portion={p}
                swap={
                  stored.inputs.style === "dishes" ? (
                    <DishPicker
                      meal={p.meal}
                      current={p.dish}
                      vegetarian={stored.inputs.vegetarian}
                      swapping={swap.isPending && swap.variables.meal === p.meal ? swap.variables.dish : null}
                      onChoose={(dish, close) => swap.mutate({ meal: p.meal, dish }, { onSuccess: close })}
                    />
                  ) : undefined
                }
              />
            ))}
          </div>
          <DayVsTarget totals={totals} targets={targets} />
        </section>
      </div>
    </div>
  );
}
