import { useForm } from "@tanstack/react-form";
import { useId, useState } from "react";
import * as v from "valibot";
import { supportRequestSchema } from "../../core/support/schema";
import { supportTopics, type SupportTopic } from "../../core/support/topics";
import * as m from "../../i18n/paraglide/messages.js";
import { toastFailure } from "../shared/api/toast-failure";
import { submitWith } from "../shared/forms/submit";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { visibleError } from "../shared/forms/TextField";
import { FieldError } from "../shared/forms/FieldError";
import { inputClass } from "../shared/forms/input-styles";
import { onChangeAndBlur } from "../shared/forms/validators";
import { cn } from "../shared/ui/cn";
import { notify } from "../shared/ui/toast";
import { useSendRequest } from "./api";
import { topicLabels } from "../../i18n/labels/support";
import { ScreenshotPicker, type Screenshot } from "./ScreenshotPicker";

/** A new request: topic, message and an optional screenshot, checked with the API's own rules. */
export function SupportForm({ userId }: { userId: string }) {
  const sendRequest = useSendRequest(userId);
  const [screenshot, setScreenshot] = useState<Screenshot | null>(null);
  const id = useId();
  const form = useForm({
    defaultValues: { topic: "" as SupportTopic | "", message: "" },
    onSubmit: ({ value, formApi }) => {
      const clean = v.parse(supportRequestSchema, { ...value, screenshot: screenshot?.blob });
      sendRequest.mutate(clean, {
        onSuccess: () => {
          notify.success(m.support_sent());
          formApi.reset();
          setScreenshot(null);
        },
        onError: (err) => toastFailure(err, m.support_send_failed()),
      });
    },
  });
  const e = supportRequestSchema.entries;
  const sending = sendRequest.isPending;
  return (
    <form noValidate className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6" aria-label={m.nav_support()} onSubmit={submitWith(form)}>
      <form.Field name="topic" validators={onChangeAndBlur(e.topic)}>
        {(field) => {
          const error = visibleError(field);
          return (
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-topic`} className="text-sm font-medium">
                {m.support_topic_label()}
              </label>
              <select
                id={`${id}-topic`}
                name="topic"
                value={field.state.value}
                onChange={(ev) => field.handleChange(ev.target.value as SupportTopic)}
                onBlur={field.handleBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-topic-error`}
                disabled={sending}
                className={inputClass}
              >
                <option value="" disabled>
                  {m.support_topic_placeholder()}
                </option>
                {supportTopics.map((t) => (
                  <option key={t} value={t}>
                    {topicLabels[t]()}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-topic-error`} message={error} />
            </div>
          );
        }}
      </form.Field>
      <form.Field name="message" validators={onChangeAndBlur(e.message)}>
        {(field) => {
          const error = visibleError(field);
          return (
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-message`} className="text-sm font-medium">
                {m.support_message_label()}
              </label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={6}
                value={field.state.value}
                onChange={(ev) => field.handleChange(ev.target.value)}
                onBlur={field.handleBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-message-hint ${id}-message-error`}
                disabled={sending}
                className={cn(inputClass, "h-auto min-h-36 py-2")}
              />
              <p id={`${id}-message-hint`} className="text-sm text-muted">
                {m.support_message_hint()}
              </p>
              <FieldError id={`${id}-message-error`} message={error} />
            </div>
          );
        }}
      </form.Field>
      <ScreenshotPicker chosen={screenshot} onChosen={setScreenshot} disabled={sending} />
      {sending && (
        <div role="progressbar" aria-label={m.support_sending()} className="h-1.5 overflow-hidden rounded-full bg-surface-2" data-testid="support-progress">
          <div className="h-full w-1/3 animate-pulse rounded-full bg-accent" />
        </div>
      )}
      <SubmitButton pending={sending} className="justify-self-start">
        {sending ? m.support_sending() : m.support_send()}
      </SubmitButton>
    </form>
  );
}
