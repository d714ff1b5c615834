import { useForm } from "@tanstack/react-form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { namesSchema } from "../../core/validation/account";
import { authApi } from "../auth/api";
import { toastFailure } from "../auth/errors";
import { SubmitButton } from "../forms/SubmitButton";
import { TextField } from "../forms/TextField";
import { onChangeAndBlur } from "../forms/validators";
import * as m from "../paraglide/messages.js";
import { sessionQuery, setSessionUser } from "../session/api";
import { notify } from "../ui/toast";
import { submitWith } from "../forms/submit";

/** First and last name, prefilled from the session. */
export function NamesForm() {
  const queryClient = useQueryClient();
  const { data } = useQuery(sessionQuery);
  const form = useForm({
    defaultValues: { firstName: data?.user?.firstName ?? "", lastName: data?.user?.lastName ?? "" },
    onSubmit: async ({ value, formApi }) => {
      try {
        const clean = v.parse(namesSchema, value);
        const { user } = await authApi.updateNames(clean.firstName, clean.lastName);
        setSessionUser(queryClient, user);
        formApi.reset(clean);
        notify.success(m.settings_names_saved());
      } catch (err) {
        toastFailure(err, m.settings_save_failed());
      }
    },
  });
  const e = namesSchema.entries;
  return (
    <form
      noValidate
      className="grid gap-1"
      aria-label={m.settings_tab_profile()}
      onSubmit={submitWith(form)}
    >
      <p className="mb-3 text-sm text-muted">{m.settings_email_note({ email: data?.user?.email ?? "" })}</p>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <form.Field name="firstName" validators={onChangeAndBlur(e.firstName)}>
          {(field) => <TextField field={field} label={m.form_first_name()} autoComplete="given-name" />}
        </form.Field>
        <form.Field name="lastName" validators={onChangeAndBlur(e.lastName)}>
          {(field) => <TextField field={field} label={m.form_last_name()} autoComplete="family-name" />}
        </form.Field>
      </div>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <SubmitButton pending={submitting} className="justify-self-start">
            {m.settings_save()}
          </SubmitButton>
        )}
      </form.Subscribe>
    </form>
  );
}
