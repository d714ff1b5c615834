import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { healthOfProfile, type ProfileJson } from "../../../core/profile";
import { type LifeStage, lifeStageDateLimits, lifeStageDateProblem, lifeStages } from "../../../core/safety/health-context";
import * as m from "../../../i18n/paraglide/messages.js";
import { translateMessage } from "../../../i18n/translate";
import { toastFailure } from "../api/toast-failure";
import { FieldError } from "../forms/FieldError";
import { inputClass } from "../forms/input-styles";
import { SubmitButton } from "../forms/SubmitButton";
import { localIsoDate, localIsoDateFromToday } from "../i18n/format";
import { Segmented } from "../ui/Segmented";
import { notify } from "../ui/toast";
import { profileSaved } from "../queries/plans";
import { FormAlert } from "../forms/FormAlert";
import { profileApi } from "../queries/profile";

/** The answers' labels, shared with the nutrition setup's own question. */
export const lifeStageLabels: Record<LifeStage, () => string> = {
  none: m.nutrition_stage_none,
  pregnancy: m.nutrition_stage_pregnancy,
  lactation: m.nutrition_stage_lactation,
};

/**
 * "Pregnancy and breastfeeding" in a woman's profile: for every plan. The due date or the baby's
 * birth date is optional; with it the plans know the trimester or the baby's age. Never answered,
 * no answer is chosen for her, and a deficit waits for one: the card then says so, in the profile
 * and on the diary's day, where the deficit would have shown.
 */
export function LifeStageCard({ userId, profile }: { userId: string; profile: ProfileJson }) {
  const queryClient = useQueryClient();
  const unanswered = profile.lifeStageAnswered === false;
  const [stage, setStage] = useState<LifeStage | null>(unanswered ? null : profile.lifeStage);
  const [date, setDate] = useState(profile.lifeStageDate ?? "");
  const [tried, setTried] = useState(false);
  const id = useId();
  const save = useMutation({
    mutationFn: (answer: LifeStage) =>
      profileApi.update({ lifeStage: answer, lifeStageDate: answer === "none" || date === "" ? null : date }),
    onSuccess: (stored) => {
      // The answer may have rebuilt the nutrition plan (no deficit, other extra energy).
      profileSaved(queryClient, userId, stored);
      setStage(stored.lifeStage);
      setDate(stored.lifeStageDate ?? "");
      setTried(false);
      notify.success(m.health_stage_saved());
    },
    onError: (err) => toastFailure(err, m.health_stage_failed()),
  });
  const health = healthOfProfile(profile, localIsoDate());
  // A due date long past or a baby over two: the stored answer no longer fits.
  const outdated = health.lifeStageOutdated;
  const asking = health.deficitBlock === "life-stage-unasked";
  const problem = stage !== null && stage !== "none" && date !== "" ? lifeStageDateProblem(stage, date, localIsoDate()) : null;
  const error = tried && problem ? translateMessage(problem) : undefined;
  // Never answered, any answer is one to save ("No" too).
  const changed =
    stage !== null && (unanswered || stage !== profile.lifeStage || (stage !== "none" && date !== (profile.lifeStageDate ?? "")));
  const dateLabel = stage === "pregnancy" ? m.health_due_date_label() : m.health_birth_date_label();
  const dateHint = stage === "pregnancy" ? m.health_date_hint_pregnancy() : m.health_date_hint_lactation();
  return (
    <section
      aria-labelledby={`${id}-title`}
      // A container: in the diary's narrow column the answers stand one above another.
      className="@container grid content-start gap-4 rounded-2xl border border-border bg-surface p-5"
      data-testid="life-stage-card"
    >
      <header className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {m.health_stage_title()}
        </h2>
        <p className="text-sm text-muted">{asking ? m.health_stage_ask_lead() : m.health_stage_lead()}</p>
      </header>
      {outdated && (
        <FormAlert tone="info" testId="life-stage-outdated">
          <p>{profile.lifeStage === "pregnancy" ? m.health_stage_outdated_pregnancy() : m.health_stage_outdated_lactation()}</p>
        </FormAlert>
      )}
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (stage !== null && !problem) save.mutate(stage);
        }}
      >
        <Segmented
          name="life-stage"
          legend={m.nutrition_stage_legend()}
          options={lifeStages.map((s) => ({ value: s, label: lifeStageLabels[s]() }))}
          value={stage}
          onChange={(next) => {
            setStage(next);
            // A due date is not a birth date: a new answer starts without one.
            setDate(next === profile.lifeStage ? (profile.lifeStageDate ?? "") : "");
          }}
          columns="grid-cols-1 @sm:grid-cols-3"
          testId="life-stage"
        />
        {stage !== null && stage !== "none" && (
          <div className="grid gap-1.5 sm:max-w-xs">
            <label htmlFor={`${id}-date`} className="text-sm font-medium">
              {dateLabel}
            </label>
            <input
              id={`${id}-date`}
              name="lifeStageDate"
              type="date"
              value={date}
              min={stage === "pregnancy" ? localIsoDate() : localIsoDateFromToday(-lifeStageDateLimits.birthDaysBack)}
              max={stage === "pregnancy" ? localIsoDateFromToday(lifeStageDateLimits.dueDaysAhead) : localIsoDate()}
              onChange={(e) => setDate(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint ${id}-error`}
              className={inputClass}
            />
            <p id={`${id}-hint`} className="text-sm text-muted">
              {dateHint}
            </p>
            <FieldError id={`${id}-error`} message={error} />
          </div>
        )}
        <SubmitButton pending={save.isPending} disabled={!changed} className="justify-self-start">
          {m.health_stage_save()}
          {/* Saying what it saves, for screen readers: the profile has other "Save" buttons. */}
          <span className="sr-only"> {m.health_stage_save_what()}</span>
        </SubmitButton>
      </form>
    </section>
  );
}
