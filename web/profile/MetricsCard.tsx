import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { ProfileJson } from "../../core/profile";
import type { Metrics } from "../../core/validation/account";
import { toastFailure } from "../shared/api/toast-failure";
import { FormAlert } from "../shared/forms/FormAlert";
import { submitWith } from "../shared/forms/submit";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { MetricsFields, useMetricsForm } from "../shared/metrics/MetricsFields";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { notify } from "../shared/ui/toast";
import { profileSaved } from "../shared/queries/plans";
import { profileApi, refreshOverview } from "../shared/queries/profile";

const draftOf = (p: ProfileJson | null) => ({
  gender: p?.gender ?? undefined,
  age: p?.age ?? undefined,
  height: p?.height ?? undefined,
  weight: p?.weight ?? undefined,
  activity: p?.activity ?? undefined,
  goal: p?.goal ?? "MAINTAIN",
});

/**
 * The metrics form. Saving creates the profile when there is none yet, else updates it, and
 * then offers to bring the plans in line with the new numbers.
 */
export function MetricsCard({
  userId,
  profile,
  onUpdatePlans,
}: {
  userId: string;
  profile: ProfileJson | null;
  onUpdatePlans: () => void;
}) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (metrics: Metrics) => (profile ? profileApi.update(metrics) : profileApi.create(metrics)),
    onMutate: () => setSaved(false),
    onSuccess: (stored) => {
      // New metrics may have rebuilt the nutrition plan for the health context (e.g. now underweight).
      profileSaved(queryClient, userId, stored);
      refreshOverview(queryClient, userId);
      setSaved(true);
      notify.success(m.profile_metrics_saved());
    },
    onError: (err) => toastFailure(err, profile ? m.profile_update_failed() : m.profile_create_failed()),
  });
  const form = useMetricsForm(draftOf(profile), (metrics, reset) =>
    save.mutate(metrics, { onSuccess: (stored) => reset(draftOf(stored)) }),
  );
  // A background refresh brings newer numbers: show them unless the member is editing. Not on
  // mount: the form starts with them, and a reset re-renders every field once more, at once.
  // The offer shows beside the Save button the member just pressed, brought into view and focused
  // (a screen reader reads it, a keyboard is on its button).
  const updateRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!saved) return;
    updateRef.current?.scrollIntoView({ block: "center" });
    updateRef.current?.focus({ preventScroll: true });
  }, [saved]);
  const shown = useRef(profile);
  useEffect(() => {
    if (shown.current === profile) return;
    shown.current = profile;
    if (!form.state.isDirty) form.reset(draftOf(profile));
  }, [profile, form]);
  return (
    <section aria-labelledby="metrics-title" className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-5">
      <header className="grid gap-1">
        <h2 id="metrics-title" className="text-lg font-semibold">
          {m.profile_metrics_title()}
        </h2>
        <p className="text-sm text-muted">{profile ? m.profile_metrics_lead() : m.profile_metrics_lead_new()}</p>
      </header>
      <form
        noValidate
        aria-labelledby="metrics-title"
        className="grid gap-2"
        onSubmit={(e) => {
          // The last save's offer goes with a new attempt: beside an error it would read as saved.
          setSaved(false);
          submitWith(form)(e);
        }}
      >
        <MetricsFields form={form} />
        <SubmitButton pending={save.isPending} className="justify-self-start">
          {profile ? m.profile_metrics_save() : m.profile_metrics_create()}
        </SubmitButton>
      </form>
      {saved && (
        <FormAlert tone="success" testId="update-plans-notice">
          <p>{m.profile_update_plans_text()}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              ref={updateRef}
              className={buttonClass("primary", "sm")}
              onClick={() => {
                setSaved(false);
                onUpdatePlans();
              }}
            >
              {m.profile_update_plans()}
            </button>
            <button type="button" className={buttonClass("ghost", "sm")} onClick={() => setSaved(false)}>
              {m.profile_dismiss()}
            </button>
          </div>
        </FormAlert>
      )}
    </section>
  );
}
