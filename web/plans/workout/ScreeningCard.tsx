import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { ProfileJson } from "../../../core/profile";
import {
  type ScreeningQuestion,
  screeningAllowsTraining,
  screeningQuestions,
  screeningResult,
} from "../../../core/safety/health-context";
import * as m from "../../../i18n/paraglide/messages.js";
import { toastFailure } from "../../shared/api/toast-failure";
import { FieldError } from "../../shared/forms/FieldError";
import { FormAlert } from "../../shared/forms/FormAlert";
import { SubmitButton } from "../../shared/forms/SubmitButton";
import { buttonClass } from "../../shared/ui/button-styles";
import { Segmented } from "../../shared/ui/Segmented";
import { notify } from "../../shared/ui/toast";
import { profileApi, storeProfile } from "../../shared/queries/profile";
import { workoutKeys } from "../../shared/queries/workout";

const questionText: Record<ScreeningQuestion, () => string> = {
  heart: m.health_screening_q_heart,
  chestPain: m.health_screening_q_chestPain,
  dizziness: m.health_screening_q_dizziness,
  chronicCondition: m.health_screening_q_chronicCondition,
  medication: m.health_screening_q_medication,
  boneJoint: m.health_screening_q_boneJoint,
  supervised: m.health_screening_q_supervised,
};

type Answer = "yes" | "no";

/** Whether the workout plan may be built: the screening is answered "no" throughout, or a doctor cleared the member. */
export const screeningLetsTrain = (profile: ProfileJson): boolean =>
  screeningAllowsTraining(screeningResult(profile.screening, profile.lifeStage));

/**
 * The pre-exercise screening before a workout plan is built: the PAR-Q+ (2023) general questions,
 * answered yes or no. Any "yes" gives "See a doctor before you start", and the plan waits for the
 * member's "My doctor has cleared me to exercise" (the server checks the same).
 */
export function ScreeningCard({ userId, profile }: { userId: string; profile: ProfileJson }) {
  const queryClient = useQueryClient();
  const id = useId();
  const stored = profile.screening;
  const result = screeningResult(stored, profile.lifeStage);
  const [editing, setEditing] = useState(result === "unanswered");
  const [answers, setAnswers] = useState<(Answer | null)[]>(
    screeningQuestions.map((_, i) => (stored ? (stored.answers[i] ? "yes" : "no") : null)),
  );
  const [tried, setTried] = useState(false);
  const [cleared, setCleared] = useState(false);
  const save = useMutation({
    mutationFn: (input: { answers: boolean[]; doctorCleared: boolean }) => profileApi.screening(input),
    onSuccess: (next) => {
      void storeProfile(queryClient, userId, next);
      // The workout day's answer follows the screening (plan day, load suggestions): read it again.
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all(userId) });
      setEditing(false);
      notify.success(m.health_screening_saved());
    },
    onError: (err) => toastFailure(err, m.health_screening_failed()),
  });
  const complete = answers.every((a) => a !== null);
  // The result replaces the longer questionnaire: bring it into view rather than leave the page scrolled past it.
  const resultRef = useRef<HTMLDivElement>(null);
  const showsDoctor = !editing && result === "see-doctor";
  useEffect(() => {
    if (showsDoctor) resultRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [showsDoctor]);

  if (showsDoctor && stored) {
    return (
      <div ref={resultRef} className="grid scroll-mt-20 gap-4" data-testid="screening-see-doctor">
        <FormAlert tone="error">
          <p className="font-semibold">{m.health_screening_doctor_title()}</p>
          {/* Acute symptoms come first: they cannot wait for an appointment. */}
          <p>{m.health_screening_emergency()}</p>
          {/* Every answer "no": the pregnancy is why (screeningCallsForDoctor). */}
          <p>{stored.answers.some(Boolean) ? m.health_screening_doctor_text() : m.health_screening_pregnancy_text()}</p>
        </FormAlert>
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (cleared) save.mutate({ answers: stored.answers, doctorCleared: true });
          }}
        >
          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-[var(--accent)]"
              checked={cleared}
              onChange={(e) => setCleared(e.target.checked)}
            />
            {m.health_screening_cleared_label()}
          </label>
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={save.isPending} disabled={!cleared}>
              {m.health_screening_cleared_submit()}
            </SubmitButton>
            <button type="button" className={buttonClass("ghost", "md")} onClick={() => setEditing(true)}>
              {m.health_screening_change()}
            </button>
          </div>
        </form>
      </div>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4" data-testid="screening">
      <header className="grid gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {m.health_screening_title()}
        </h3>
        <p className="text-sm text-muted">{m.health_screening_lead()}</p>
      </header>
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (complete) save.mutate({ answers: answers.map((a) => a === "yes"), doctorCleared: false });
        }}
      >
        <ol className="grid gap-4">
          {screeningQuestions.map((q, i) => (
            <li key={q}>
              <Segmented
                name={`screening-${q}`}
                legend={`${i + 1}. ${questionText[q]()}`}
                options={[
                  { value: "yes", label: m.health_screening_yes() },
                  { value: "no", label: m.health_screening_no() },
                ]}
                value={answers[i] ?? null}
                onChange={(a) => setAnswers((all) => all.map((old, j) => (j === i ? a : old)))}
                columns="grid-cols-2 max-w-60"
              />
            </li>
          ))}
        </ol>
        <FieldError id={`${id}-error`} message={tried && !complete ? m.health_screening_incomplete() : undefined} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={save.isPending}>{m.health_screening_submit()}</SubmitButton>
          {result !== "unanswered" && (
            <button type="button" className={buttonClass("ghost", "md")} onClick={() => setEditing(false)}>
              {m.profile_dismiss()}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
