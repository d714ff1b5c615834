import { useQueryClient } from "@tanstack/react-query";
import { Popover } from "radix-ui";
import { Target } from "lucide-react";
import { useState } from "react";
import * as v from "valibot";
import type { ProfileJson } from "../../core/profile";
import { targetWeightSchema } from "../../core/validation/profile";
import { toastFailure } from "../auth/errors";
import { inputClass } from "../forms/TextField";
import { formatNumber } from "../i18n/format";
import { translateMessage } from "../i18n/translate";
import { parseNumber } from "../metrics/MetricsFields";
import * as m from "../paraglide/messages.js";
import { profileApi, storeProfile } from "../profile/api";
import { buttonClass } from "../ui/button-styles";

/** The goal weight drawn on the chart, set in a small popover; empty clears it. */
export function GoalWeight({ userId, profile }: { userId: string; profile: ProfileJson | null }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!profile) return null;
  const goal = profile.targetWeight;
  const submit = async () => {
    const value = parseNumber(text) ?? null;
    const checked = v.safeParse(targetWeightSchema, value);
    if (!checked.success) {
      setError(translateMessage(checked.issues[0].message));
      return;
    }
    setBusy(true);
    try {
      const { warnings: _w, ...next } = await profileApi.update({ targetWeight: value });
      storeProfile(queryClient, userId, next);
      setOpen(false);
    } catch (err) {
      toastFailure(err, m.profile_update_failed());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
        if (next) setText(goal === null ? "" : String(goal));
      }}
    >
      <Popover.Trigger className={buttonClass("secondary", "sm")}>
        <Target aria-hidden="true" className="size-4 text-warning" />
        {goal === null ? m.progress_goal_set() : m.progress_goal_value({ kg: formatNumber(goal, 1) })}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 grid w-72 gap-3 rounded-2xl border border-border bg-surface p-4 shadow-panel">
          <form
            noValidate
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <label htmlFor="goal-weight" className="text-sm font-medium">
              {m.progress_goal_label()}
            </label>
            <input
              id="goal-weight"
              className={inputClass}
              inputMode="decimal"
              value={text}
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby="goal-weight-error"
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
            />
            <p id="goal-weight-error" className="min-h-5 text-sm text-danger" aria-live="polite">
              {error}
            </p>
            <p className="text-xs text-muted">{m.progress_goal_hint()}</p>
            <button type="submit" disabled={busy} className={buttonClass("primary", "sm")}>
              {m.progress_save()}
            </button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
