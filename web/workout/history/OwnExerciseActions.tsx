import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import type { OwnExerciseJson } from "../../../core/api/own-exercises";
import * as m from "../../../i18n/paraglide/messages.js";
import { ownExerciseApi } from "../../shared/queries/own-exercises";
import { buttonClass } from "../../shared/ui/button-styles";
import { overlayClass, panelClass } from "../dialog-styles";
import { ownProblemOf, useOwnNameSubmit } from "../own-exercise-form";
import { NameForm } from "../NameForm";
import { RemoveDialog } from "../RemoveDialog";

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
        <RemoveOwnExercise userId={userId} exercise={exercise} />
      </div>
    </>
  );
}

function RenameDialog({ userId, exercise }: { userId: string; exercise: OwnExerciseJson }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useOwnNameSubmit(exercise.name, m.own_exercise_edit_offline, async (name) => {
    await ownExerciseApi.rename(queryClient, userId, exercise.id, name);
    setOpen(false);
  });

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset(exercise.name);
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
          <NameForm form={form} texts={{ cancel: m.own_exercise_cancel(), save: m.own_exercise_save(), saving: m.own_exercise_saving() }} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RemoveOwnExercise({ userId, exercise }: { userId: string; exercise: OwnExerciseJson }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <RemoveDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        className: buttonClass("ghost", "sm", "text-danger"),
        children: (
          <>
            <Trash2 aria-hidden="true" className="size-4" />
            {m.own_exercise_remove()}
          </>
        ),
      }}
      title={m.own_exercise_remove_title({ name: exercise.name })}
      text={m.own_exercise_remove_text()}
      texts={{ cancel: m.own_exercise_cancel(), remove: m.own_exercise_remove(), saving: m.own_exercise_saving(), offline: m.own_exercise_edit_offline }}
      remove={() => ownExerciseApi.remove(queryClient, userId, exercise)}
      problem={(err) => {
        const shown = ownProblemOf(err, m.own_exercise_edit_offline());
        return "field" in shown ? shown.field : shown.form;
      }}
    />
  );
}
