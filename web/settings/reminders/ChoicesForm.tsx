import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Switch, ToggleGroup } from "radix-ui";
import { useId, useState, type ReactNode } from "react";
import type { RemindersJson } from "../../../core/api/reminders";
import { weekdays, type Weekday } from "../../../core/training/workout-plan";
import { weekdayName } from "../../../i18n/labels/plans";
import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { inputClass } from "../../shared/forms/input-styles";
import { SubmitButton } from "../../shared/forms/SubmitButton";
import { formatList } from "../../shared/i18n/format";
import { reminderKeys, remindersApi } from "../../shared/queries/reminders";
import { chipClass } from "../../shared/ui/chip-styles";
import { cn } from "../../shared/ui/cn";
import { notify } from "../../shared/ui/toast";
import { draftErrors, settingsOf, type Draft, type DraftErrors } from "./draft";
import { failureText } from "./use-device";
import { storeAnswer } from "../../shared/queries/store-answer";

/** Which reminders, on which days, at what time, quiet hours, and the check-in by e-mail; saved with one PUT. */
export function ChoicesForm(props: {
  userId: string;
  view: RemindersJson;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  timeZone: string;
  email: string;
  online: boolean;
}) {
  const { view, draft, timeZone } = props;
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useMutation({
    mutationFn: () => remindersApi.save(settingsOf(draft, timeZone)),
    onSuccess: (next) => {
      void storeAnswer(queryClient, reminderKeys.settings(props.userId), next);
      notify.success(m.reminders_saved());
    },
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    const next = { ...draft, [key]: value };
    props.onDraft(next);
    // A message goes once its field is right, not on the next save.
    if (Object.keys(errors).length) setErrors(draftErrors(next, timeZone));
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = draftErrors(draft, timeZone);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const timeId = useId();
  const savedZone = view.saved && view.settings.timeZone !== timeZone ? view.settings.timeZone : null;
  const trainingDays = formatList(view.trainingDays.map((d) => weekdayName(d, "short")));
  return (
    <section aria-labelledby="reminders-choices-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="reminders-choices">
      <header className="grid gap-1">
        <h2 id="reminders-choices-title" className="text-lg font-semibold">
          {m.reminders_choices_title()}
        </h2>
        <p className="text-sm text-muted">{m.reminders_choices_lead()}</p>
      </header>
      <form noValidate className="grid gap-5" aria-labelledby="reminders-choices-title" onSubmit={submit}>
        <div className="grid divide-y divide-border rounded-xl border border-border">
          <Toggle
            label={m.reminders_training()}
            hint={view.trainingDays.length ? m.reminders_training_days({ days: trainingDays }) : m.reminders_training_no_plan()}
            checked={draft.training}
            onChange={(on) => set("training", on)}
          />
          <Toggle label={m.reminders_weigh_in()} hint={m.reminders_weigh_in_hint()} checked={draft.weighIn} onChange={(on) => set("weighIn", on)}>
            <WeekdayChips value={draft.weighInDays} onChange={(days) => set("weighInDays", days)} error={errors.weighInDays} />
          </Toggle>
          <Toggle
            label={m.reminders_check_in()}
            hint={view.checkInAvailable ? m.reminders_check_in_hint() : m.reminders_check_in_unavailable()}
            checked={draft.checkIn}
            onChange={(on) => set("checkIn", on)}
          >
            <DaySelect value={draft.checkInDay} onChange={(day) => set("checkInDay", day)} />
            <Toggle
              nested
              label={m.reminders_email()}
              hint={m.reminders_email_hint({ email: props.email })}
              checked={draft.emailFallback}
              onChange={(on) => set("emailFallback", on)}
            />
          </Toggle>
        </div>

        <div className="grid divide-y divide-border rounded-xl border border-border">
          <div className="grid gap-2 p-4">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <div className="grid gap-0.5">
                <label htmlFor={timeId} className="font-semibold">
                  {m.reminders_time()}
                </label>
                <p id={`${timeId}-hint`} className="text-sm text-muted">
                  {m.reminders_time_hint({ zone: timeZone })}
                </p>
              </div>
              <TimeInput id={timeId} value={draft.time} onChange={(t) => set("time", t)} error={errors.time} describedBy={`${timeId}-hint`} testId="reminders-time" />
            </div>
            {errors.time && (
              <p id={`${timeId}-error`} className="text-sm text-danger">
                {errors.time}
              </p>
            )}
            {savedZone && <p className="text-sm text-muted">{m.reminders_zone_changed({ saved: savedZone })}</p>}
          </div>
          <Toggle label={m.reminders_quiet()} hint={m.reminders_quiet_hint()} checked={draft.quiet} onChange={(on) => set("quiet", on)}>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              <TimeField label={m.reminders_quiet_from()} value={draft.quietFrom} onChange={(t) => set("quietFrom", t)} testId="reminders-quiet-from" />
              <TimeField label={m.reminders_quiet_to()} value={draft.quietTo} onChange={(t) => set("quietTo", t)} testId="reminders-quiet-to" />
            </div>
            {errors.quietHours && <p className="text-sm text-danger">{errors.quietHours}</p>}
          </Toggle>
        </div>

        {errors.form && (
          <FormAlert tone="error">
            <p>{errors.form}</p>
          </FormAlert>
        )}
        {save.isError && (
          <FormAlert tone="error" testId="reminders-save-error">
            <p>{failureText(save.error, m.reminders_save_failed())}</p>
          </FormAlert>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <SubmitButton pending={save.isPending} disabled={!props.online}>
            {m.reminders_save()}
          </SubmitButton>
          {!view.saved && <p className="text-sm text-muted">{m.reminders_not_saved_yet()}</p>}
        </div>
      </form>
    </section>
  );
}

/** A switch with its label and hint; what it turns on shows below it while it is on. */
export function Toggle(props: { label: string; hint: string; checked: boolean; onChange: (on: boolean) => void; nested?: boolean; children?: ReactNode }) {
  const id = useId();
  return (
    <div className={cn("grid gap-3", props.nested ? "pt-1" : "p-4")}>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <label htmlFor={id} className={cn("cursor-pointer", props.nested ? "text-sm font-medium" : "font-semibold")}>
            {props.label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {props.hint}
          </p>
        </div>
        <Switch.Root
          id={id}
          checked={props.checked}
          onCheckedChange={props.onChange}
          aria-describedby={`${id}-hint`}
          className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-border bg-surface-2 transition-colors focus-visible:outline-2 data-[state=checked]:border-accent data-[state=checked]:bg-accent"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-muted shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-accent-fg" />
        </Switch.Root>
      </div>
      {props.checked && props.children}
    </div>
  );
}

function WeekdayChips({ value, onChange, error }: { value: Weekday[]; onChange: (days: Weekday[]) => void; error?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {m.reminders_weigh_in_days()}
      </span>
      <ToggleGroup.Root
        type="multiple"
        value={value}
        onValueChange={(days) => onChange(weekdays.filter((d) => days.includes(d)))}
        aria-labelledby={`${id}-label`}
        className="flex flex-wrap gap-2"
        data-testid="reminders-weigh-in-days"
      >
        {weekdays.map((d) => (
          // The visible short name is the accessible name too; the full one shows on hover.
          <ToggleGroup.Item key={d} value={d} className={chipClass} title={weekdayName(d)}>
            {weekdayName(d, "short")}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function DaySelect({ value, onChange }: { value: Weekday; onChange: (day: Weekday) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {m.reminders_check_in_day()}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Weekday)} className={cn(inputClass, "w-full sm:w-56")} data-testid="reminders-check-in-day">
        {weekdays.map((d) => (
          <option key={d} value={d}>
            {weekdayName(d)}
          </option>
        ))}
      </select>
    </div>
  );
}

function TimeInput(props: { id: string; value: string; onChange: (time: string) => void; error?: string; describedBy?: string; testId: string }) {
  const described = [props.describedBy, props.error ? `${props.id}-error` : null].filter(Boolean).join(" ");
  return (
    // Wide enough for "10:00 PM" and the picker's icon; on a 360 px phone the quiet hours' two fields stack.
    <div className="w-36 shrink-0">
      <input
        id={props.id}
        type="time"
        required
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        className={inputClass}
        data-testid={props.testId}
      />
    </div>
  );
}

function TimeField(props: { label: string; value: string; onChange: (time: string) => void; testId: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <TimeInput id={id} value={props.value} onChange={props.onChange} testId={props.testId} />
    </div>
  );
}
