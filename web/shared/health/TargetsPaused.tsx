import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HeartHandshake } from "lucide-react";
import { useId } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { toastFailure } from "../api/toast-failure";
import { diaryKeys } from "../queries/diary";
import { profileSaved } from "../queries/plans";
import { profileApi } from "../queries/profile";
import { buttonClass } from "../ui/button-styles";
import { cn } from "../ui/cn";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { notify } from "../ui/toast";

/**
 * Where the calorie and macro targets would be (the nutrition plan, the diary's day) while the
 * member's health context withholds them after eating-disorder signs: why, where to find support,
 * and, once the member has talked to a doctor, the way to show them again (confirmed in a dialog;
 * POST /api/profiles/show-targets). `compact` fits the diary's summary.
 */
export function TargetsPaused({ userId, compact = false }: { userId: string; compact?: boolean }) {
  const queryClient = useQueryClient();
  const id = useId();
  const show = useMutation({
    mutationFn: () => profileApi.showTargets(),
    onSuccess: (stored) => {
      // The plan comes back with the profile; the diary's days carry their targets again.
      profileSaved(queryClient, userId, stored);
      void queryClient.invalidateQueries({ queryKey: diaryKeys.all(userId) });
      notify.success(m.health_targets_on_saved());
    },
    onError: (err) => toastFailure(err, m.health_targets_on_failed()),
  });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("grid content-start gap-3 rounded-2xl border border-border bg-surface-2", compact ? "p-3 text-sm" : "p-5")}
      data-testid="targets-paused"
    >
      <h2 id={`${id}-title`} className={cn("flex items-start gap-2 font-semibold", compact ? "text-base" : "text-lg")}>
        <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        {m.health_targets_off_title()}
      </h2>
      <p>{m.health_targets_off_text()}</p>
      <p>{m.health_targets_off_support()}</p>
      <ConfirmDialog
        trigger={m.health_targets_off_button()}
        triggerClassName={buttonClass("secondary", "sm", "justify-self-start")}
        title={m.health_targets_off_confirm_title()}
        text={m.health_targets_off_confirm_text()}
        cancelLabel={m.health_targets_off_cancel()}
        confirmLabel={m.health_targets_off_confirm()}
        confirmTone="primary"
        pending={show.isPending}
        onConfirm={(close) => show.mutate(undefined, { onSuccess: close })}
      />
    </section>
  );
}
