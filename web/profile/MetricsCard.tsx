import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ProfileJson } from "../../core/profile";
import type { Metrics } from "../../core/validation/account";
import { toastFailure } from "../auth/errors";
import { FormAlert } from "../forms/FormAlert";
import { submitWith } from "../forms/submit";
import { SubmitButton } from "../forms/SubmitButton";
import { MetricsFields, useMetricsForm } from "../metrics/MetricsFields";
import * as m from "../paraglide/messages.js";
import { buttonClass } from "../ui/button-styles";
import { notify } from "../ui/toast";
import { profileApi, storeProfile } from "./api";

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
 * then offers to bring the plans in line with the new numbers (SPEC section 4).
 */
export function MetricsCard({ userId, profile, onUpdatePlans }: { userId: string; profile: ProfileJson | null; onUpdatePlans: () => void }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useMetricsForm(draftOf(profile), async (metrics: Metrics) => {
    setSaved(false);
    try {
      const stored = profile ? await profileApi.update(metrics) : await profileApi.create(metrics);
      storeProfile(queryClient, userId, stored);
      void queryClient.invalidateQueries({ queryKey: ["overview", userId] });
      form.reset(draftOf(stored));
      setSaved(true);
      notify.success(m.profile_metrics_saved());
    } catch (err) {
      toastFailure(err, profile ? m.profile_update_failed() : m.profile_create_failed());
    }
  });
  // A background refresh brings newer numbers: show them unless the member is editing.
  useEffect(() => {
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
      {saved && (
        <FormAlert tone="success" testId="update-plans-notice">
          <p>{m.profile_update_plans_text()}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
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
      <form noValidate aria-labelledby="metrics-title" className="grid gap-2" onSubmit={submitWith(form)}>
        <MetricsFields form={form} />
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <SubmitButton pending={submitting} className="justify-self-start">
              {profile ? m.profile_metrics_save() : m.profile_metrics_create()}
            </SubmitButton>
          )}
        </form.Subscribe>
      </form>
    </section>
  );
}
