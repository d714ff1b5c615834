import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ListPlus } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { routineFromEntries } from "../../../core/training/routines";
import type { WorkoutSessionJson } from "../../../core/training/session";
import { routineNameSchema } from "../../../core/validation/routines";
import * as m from "../../../i18n/paraglide/messages.js";
import { useScreenHref } from "../../shared/navigation/paths";
import { routineApi } from "../../shared/queries/routines";
import { buttonClass } from "../../shared/ui/button-styles";
import { notify } from "../../shared/ui/toast";
import { overlayClass, panelClass } from "../dialog-styles";
import { useOwnExercises } from "../exercise-names";
import { NameForm } from "../NameForm";
import { nameTexts } from "./routine-text";
import { useNameSubmit } from "../name-form";
import { sessionTitle } from "../history/session-title";

/**
 * "Save as routine" on a finished workout (decision 0071): its exercises the member can still log,
 * in its order with its supersets, under a name (the workout's title to start with). Needs the
 * network; the routine then waits on the start screen.
 */
export function SaveRoutine({ userId, session }: { userId: string; session: WorkoutSessionJson }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const href = useScreenHref();
  const ownList = useOwnExercises();
  const [open, setOpen] = useState(false);
  const title = sessionTitle(session);
  // An own exercise removed since is left out, as the server would refuse it.
  const exercises = routineFromEntries(session.entries, ownList.offered);
  const form = useNameSubmit(
    title,
    routineNameSchema,
    { offline: m.routines_offline, failed: m.routines_failed },
    async (name) => {
      const routine = await routineApi.create(queryClient, userId, { name, exercises });
      setOpen(false);
      notify.success(m.routines_saved({ name: routine.name }), {
        action: { label: m.routines_saved_open(), onClick: () => void navigate({ to: href("/workout"), search: {} }) },
      });
    },
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(title);
      }}
    >
      <Dialog.Trigger className={buttonClass("secondary", "sm")} data-testid="history-save-routine">
        <ListPlus aria-hidden="true" className="size-4" />
        {m.routines_save_as()}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={panelClass}>
          <Dialog.Title className="text-xl font-semibold">{m.routines_save_as()}</Dialog.Title>
          {exercises.length === 0 ? (
            <>
              <Dialog.Description className="text-sm text-muted">{m.routines_nothing_to_save()}</Dialog.Description>
              <div className="flex justify-end">
                <Dialog.Close className={buttonClass("secondary")}>{m.routines_cancel()}</Dialog.Close>
              </div>
            </>
          ) : (
            <NameForm form={form} texts={nameTexts()}>
              <Dialog.Description className="text-sm text-muted">{m.routines_save_text()}</Dialog.Description>
            </NameForm>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
