import { useMutation } from "@tanstack/react-query";
import { KeyRound, LoaderCircle, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import * as v from "valibot";
import type { PasskeyJson, SecurityJson } from "../../../core/api/security";
import { maxPasskeys } from "../../../core/auth/ways-in";
import { passkeyNameLimits, passkeyNameSchema } from "../../../core/validation/security";
import * as m from "../../../i18n/paraglide/messages.js";
import { translateMessage } from "../../../i18n/translate";
import { FieldError } from "../../shared/forms/FieldError";
import { inputClass } from "../../shared/forms/input-styles";
import { formatDate } from "../../shared/i18n/format";
import { passkeyApi } from "../../shared/passkeys/api";
import { createPasskey, toastPasskeyFailure } from "../../shared/passkeys/ceremony";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { buttonClass } from "../../shared/ui/button-styles";
import { notify } from "../../shared/ui/toast";
import { useRefreshSecurity } from "./use-security";

const shortDate = (ms: number) => formatDate(new Date(ms), { dateStyle: "medium" });

async function addPasskey() {
  const { options } = await passkeyApi.addOptions();
  return passkeyApi.add(await createPasskey(options));
}

/** Settings' passkeys: the list (name, synced or on one device, added, last used), add, rename, remove. */
export function PasskeysSection({ security }: { security: SecurityJson }) {
  const refresh = useRefreshSecurity();
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: async () => {
      notify.success(m.settings_passkey_added());
      await refresh();
    },
    onError: toastPasskeyFailure,
  });
  const keys = security.passkeys;
  return (
    <section aria-labelledby="security-passkeys-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="security-passkeys">
      <h2 id="security-passkeys-title" className="text-lg font-semibold">
        {m.settings_passkeys_title()}
      </h2>
      <p className="text-sm text-muted">{m.settings_passkeys_lead()}</p>
      {keys.length === 0 ? (
        <p className="text-sm text-muted">{m.settings_passkeys_none()}</p>
      ) : (
        <ul className="grid gap-2">
          {keys.map((key) => (
            <PasskeyRow key={key.id} passkey={key} />
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={() => add.mutate()}
        disabled={add.isPending || keys.length >= maxPasskeys}
        aria-busy={add.isPending}
        className={buttonClass("secondary", "md", "justify-self-start")}
      >
        {add.isPending ? <LoaderCircle size={18} aria-hidden="true" className="animate-spin" /> : <Plus size={18} aria-hidden="true" />}
        {m.settings_passkey_add()}
      </button>
    </section>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeyJson }) {
  const refresh = useRefreshSecurity();
  const [renaming, setRenaming] = useState(false);
  const remove = useMutation({
    mutationFn: () => passkeyApi.remove(passkey.id),
    onSuccess: async () => {
      notify.success(m.settings_passkey_removed());
      await refresh();
    },
    onError: toastPasskeyFailure,
  });
  const added = shortDate(passkey.createdAt);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-surface-2/60 p-3" data-testid="passkey-row">
      <KeyRound size={20} aria-hidden="true" className="shrink-0 text-muted" />
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
            <p className="font-medium break-words">{passkey.name}</p>
            <p className="text-sm text-muted">
              {passkey.synced ? m.settings_passkey_synced() : m.settings_passkey_device_only()} · {m.settings_passkey_created({ date: added })} ·{" "}
              {passkey.lastUsedAt ? m.settings_passkey_last_used({ date: shortDate(passkey.lastUsedAt) }) : m.settings_passkey_never_used()}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass("ghost", "sm")}
              aria-label={m.settings_passkey_rename_label({ name: passkey.name })}
              onClick={() => setRenaming(true)}
            >
              <Pencil size={16} aria-hidden="true" />
              {m.settings_passkey_rename()}
            </button>
            <ConfirmDialog
              trigger={
                <>
                  <Trash2 size={16} aria-hidden="true" />
                  {m.settings_passkey_remove()}
                </>
              }
              triggerClassName={buttonClass("ghost", "sm")}
              triggerLabel={m.settings_passkey_remove_label({ name: passkey.name })}
              title={m.settings_passkey_remove_title()}
              text={m.settings_passkey_remove_text({ name: passkey.name })}
              cancelLabel={m.settings_cancel()}
              confirmLabel={m.settings_passkey_remove()}
              onConfirm={(close) => remove.mutate(undefined, { onSuccess: close })}
              pending={remove.isPending}
            />
          </div>
        </>
      )}
    </li>
  );
}

function RenameForm({ passkey, onDone }: { passkey: PasskeyJson; onDone: () => void }) {
  const refresh = useRefreshSecurity();
  const id = `passkey-name-${useId()}`;
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();
  const rename = useMutation({
    mutationFn: (value: string) => passkeyApi.rename(passkey.id, value),
    onSuccess: async () => {
      notify.success(m.settings_passkey_renamed());
      await refresh();
      onDone();
    },
    onError: toastPasskeyFailure,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(passkeyNameSchema, name);
    if (!checked.success) return setError(translateMessage(checked.issues[0].message));
    setError(undefined);
    rename.mutate(checked.output);
  };
  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 flex-1 basis-64 gap-1.5" aria-label={m.settings_passkey_rename_label({ name: passkey.name })}>
      <label htmlFor={id} className="text-sm font-medium">
        {m.settings_passkey_name()}
      </label>
      <input
        id={id}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={passkeyNameLimits.max + 10}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={inputClass}
        autoComplete="off"
        // The field opened by the member's own press: typing goes straight into it.
        autoFocus
      />
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("primary", "sm")} disabled={rename.isPending} aria-busy={rename.isPending}>
          {rename.isPending && <LoaderCircle size={16} aria-hidden="true" className="animate-spin" />}
          {m.settings_save()}
        </button>
        <button type="button" className={buttonClass("secondary", "sm")} onClick={onDone} disabled={rename.isPending}>
          {m.settings_cancel()}
        </button>
      </div>
    </form>
  );
}
