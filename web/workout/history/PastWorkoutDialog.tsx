import { useNavigate } from "@tanstack/react-router";
import { CalendarPlus } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { useScreenHref } from "../../shared/navigation/paths";
import { newRecordId, useWorkoutChanges } from "../../shared/offline/workout-log";
import { buttonClass } from "../../shared/ui/button-styles";
import { overlayClass, panelClass } from "../dialog-styles";
import { pastWhen, pastWorkout, type WhenFields } from "./corrections";
import { markMadeHere } from "./made-here";
import { WhenInputs } from "./WhenInputs";

/**
 * "Log a past workout", as Strong and Hevy offer it: when it was (the day, the start, how long),
 * then its page opens on the correction form to add the exercises and sets done. Kept on this
 * device first and sent like every change of the log, so it works offline too.
 */
export function PastWorkoutDialog({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<WhenFields>(() => pastWhen(Date.now()));
  const [errors, setErrors] = useState<Partial<WhenFields>>({});
  const { record } = useWorkoutChanges(userId);
  const navigate = useNavigate();
  const href = useScreenHref();
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const made = pastWorkout(fields, newRecordId(), Date.now());
    if (!made.ok) {
      setErrors(made.errors);
      const first = (["date", "time", "minutes"] as const).find((f) => made.errors[f]);
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    record([made.change]);
    markMadeHere(made.change.id);
    setOpen(false);
    void navigate({ to: href("/workout"), search: { view: "history", session: made.change.id } });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Each opening starts from now.
        if (next) {
          setFields(pastWhen(Date.now()));
          setErrors({});
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={buttonClass("secondary", "sm", "justify-self-start")}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {m.history_past_log()}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={panelClass}>
          <Dialog.Title className="text-xl font-semibold">{m.history_past_log()}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{m.history_past_text()}</Dialog.Description>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <WhenInputs
              idBase={ids}
              value={fields}
              errors={errors}
              onChange={(field, value) => {
                setFields((f) => ({ ...f, [field]: value }));
                setErrors((e) => ({ ...e, [field]: undefined }));
              }}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className={buttonClass("ghost", "sm")}>{m.plans_cancel()}</Dialog.Close>
              <button type="submit" className={buttonClass("primary", "sm")}>
                {m.history_past_next()}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
