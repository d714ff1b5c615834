import { useForm } from "@tanstack/react-form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { namesSchema } from "../../core/validation/account";
import { accountApi } from "./api";
import { toastFailure } from "../shared/api/toast-failure";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { TextField } from "../shared/forms/TextField";
import { onChangeAndBlur } from "../shared/forms/validators";
import * as m from "../../i18n/paraglide/messages.js";
import { sessionQuery, setSessionUser } from "../shared/session/api";
import { notify } from "../shared/ui/toast";
import { isFrameMember } from "../shared/ssr/member-frame";
import { submitWith } from "../shared/forms/submit";

/**
 * First and last name, prefilled from the session; while a prerendered page's stand-in member
 * holds the session (a moment after opening), a placeholder, so the form starts with the names.
 */
export function NamesForm() {
  const user = useQuery(sessionQuery).data?.user ?? null;
  if (isFrameMember(user)) return <div role="status" aria-label={m.loading()} className="h-52 animate-pulse rounded-xl bg-surface-2" />;
  return <NamesFields />;
}

function NamesFields() {
  const queryClient = useQueryClient();
  const { data } = useQuery(sessionQuery);
  const save = useMutation({
    mutationFn: (names: { firstName: string; lastName: string }) => accountApi.updateNames(names.firstName, names.lastName),
    onSuccess: ({ user }) => {
      setSessionUser(queryClient, user);
      notify.success(m.settings_names_saved());
    },
    onError: (err) => toastFailure(err, m.settings_save_failed()),
  });
  const form = useForm({
    defaultValues: { firstName: data?.user?.firstName ?? "", lastName: data?.user?.lastName ?? "" },
    onSubmit: ({ value, formApi }) => {
      const clean = v.parse(namesSchema, value);
      save.mutate(clean, { onSuccess: () => formApi.reset(clean) });
    },
  });
  const e = namesSchema.entries;
  return (
    <form noValidate className="grid gap-1" aria-label={m.settings_tab_profile()} onSubmit={submitWith(form)}>
      <p className="mb-3 text-sm text-muted">{m.settings_email_note({ email: data?.user?.email ?? "" })}</p>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <form.Field name="firstName" validators={onChangeAndBlur(e.firstName)}>
          {(field) => <TextField field={field} label={m.form_first_name()} autoComplete="given-name" />}
        </form.Field>
        <form.Field name="lastName" validators={onChangeAndBlur(e.lastName)}>
          {(field) => <TextField field={field} label={m.form_last_name()} autoComplete="family-name" />}
        </form.Field>
      </div>
      <SubmitButton pending={save.isPending} className="justify-self-start">
        {m.settings_save()}
      </SubmitButton>
    </form>
  );
}
