import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { AlertDialog, Dialog } from "radix-ui";
import { useId, useState, type MouseEvent } from "react";
import type { OwnExerciseJson } from "../../../core/api/own-exercises";
import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { ownExerciseApi } from "../../shared/queries/own-exercises";
import { buttonClass } from "../../shared/ui/button-styles";
import { overlayClass, panelClass } from "../dialog-styles";
import { problemOf, useOwnNameSubmit } from "../own-exercise-form";
import { OwnNameField } from "../OwnNameField";

/**
 * Under a member's own exercise in its history: how it is counted, and renaming or removing it
 * (both need the network). A removed one says so; its past workouts keep it.
 */
export function OwnExerciseActions({ userId, exercise }: { userId: string; exercise: OwnExerciseJson }) {
  const label = exercise.measure === "time" ? m.own_exercise_label_time() : m.own_exercise_label_reps();
  if (exercise.removed) {
    return (
      <>
        <p className="text-sm text-muted">{label}</p>
        <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm" data-testid="own-exercise-removed">
          {m.own_exercise_removed()}
        </p>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-muted">{label}</p>
      <div className="flex flex-wrap gap-2">
        <RenameDialog userId={userId} exercise={exercise} />
        <RemoveDialog userId={userId} exercise={exercise} />
      </div>
    </>
  );
}

function RenameDialog({ userId, exercise }: { userId: string; exercise: OwnExerciseJson }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const { field, formError, saving, submit, reset } = useOwnNameSubmit(exercise.name, m.own_exercise_edit_offline, async (name) => {
    await ownExerciseApi.rename(queryClient, userId, exercise.id, name);
    setOpen(false);
  });

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) reset(exercise.name);
  };

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className={buttonClass("secondary", "sm")}>
        <Pencil aria-hidden="true" className="size-4" />
        {m.own_exercise_rename()}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={panelClass} aria-describedby={undefined}>
          <Dialog.Title className="text-xl font-semibold">{m.own_exercise_rename_title()}</Dialog.Title>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            {formError && <FormAlert tone="error">{formError}</FormAlert>}
            <OwnNameField id={`${ids}-name`} {...field} />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClass("secondary")}>{m.own_exercise_cancel()}</Dialog.Close>
              <button type="submit" className={buttonClass("primary")} aria-disabled={saving || undefined}>
                {saving ? m.own_exercise_saving() : m.own_exercise_save()}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RemoveDialog({ userId, exercise }: { userId: string; exercise: OwnExerciseJson }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const remove = async (e: MouseEvent) => {
    // The dialog stays open until the server has answered (and says why when it could not).
    e.preventDefault();
    if (saving) return;
    if (!navigator.onLine) return setError(m.own_exercise_edit_offline());
    setSaving(true);
    try {
      await ownExerciseApi.remove(queryClient, userId, exercise);
      setOpen(false);
    } catch (err) {
      const shown = problemOf(err, m.own_exercise_edit_offline());
      setError("field" in shown ? shown.field : shown.form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(undefined);
      }}
    >
      <AlertDialog.Trigger className={buttonClass("ghost", "sm", "text-danger")}>
        <Trash2 aria-hidden="true" className="size-4" />
        {m.own_exercise_remove()}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={panelClass}>
          <AlertDialog.Title className="text-xl font-semibold">
            {m.own_exercise_remove_title({ name: exercise.name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{m.own_exercise_remove_text()}</AlertDialog.Description>
          {error && <FormAlert tone="error">{error}</FormAlert>}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>{m.own_exercise_cancel()}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={remove} aria-disabled={saving || undefined}>
              {saving ? m.own_exercise_saving() : m.own_exercise_remove()}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
