import { useQueryClient } from "@tanstack/react-query";
import { MoreVertical, Pencil, Play, Trash2 } from "lucide-react";
import { Dialog, DropdownMenu } from "radix-ui";
import { useId, useRef, useState } from "react";
import type { RoutineJson } from "../../../core/api/routines";
import { routineNameSchema } from "../../../core/validation/routines";
import * as m from "../../../i18n/paraglide/messages.js";
import { useLocale } from "../../shared/i18n/locale";
import { routineApi } from "../../shared/queries/routines";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { notify } from "../../shared/ui/toast";
import { overlayClass, panelClass } from "../dialog-styles";
import { exerciseName, useOwnExercises } from "../exercise-names";
import { menuItemClass, menuPanelClass, menuSeparatorClass } from "../menu-styles";
import { NameForm } from "../NameForm";
import { RemoveDialog } from "../RemoveDialog";
import { problemOf, useNameSubmit } from "../name-form";
import { exercisesPreview, exercisesText, nameTexts } from "./routine-text";

const texts = { offline: m.routines_offline, failed: m.routines_failed };

/** One routine: its name, its exercises, Start, and a menu to rename or remove it (both need the network). */
export function RoutineCard(props: { userId: string; routine: RoutineJson; starting: boolean; onStart: () => void }) {
  const { routine } = props;
  const locale = useLocale();
  const { own } = useOwnExercises();
  const trigger = useRef<HTMLButtonElement>(null);
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="grid h-full gap-3 rounded-2xl border border-border bg-surface p-4"
      data-testid="routine"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="font-semibold break-words">
            {routine.name}
          </h3>
          <p className="text-sm text-muted">
            <span className="font-medium text-text">{exercisesText(routine.exercises.length)}</span>
            {" · "}
            {exercisesPreview(routine.exercises, (slug) => exerciseName(slug, locale, own(slug)))}
          </p>
        </div>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            ref={trigger}
            aria-label={m.routines_options({ name: routine.name })}
            className={buttonClass("ghost", "icon", "size-10 shrink-0")}
          >
            <MoreVertical aria-hidden="true" className="size-5" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className={menuPanelClass}>
              <DropdownMenu.Item className={menuItemClass} onSelect={() => setRenaming(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {m.routines_rename()}
              </DropdownMenu.Item>
              <DropdownMenu.Separator className={menuSeparatorClass} />
              <DropdownMenu.Item className={cn(menuItemClass, "text-danger")} onSelect={() => setRemoving(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {m.routines_remove()}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <button
        type="button"
        className={buttonClass("primary", "sm", "mt-auto w-full sm:w-auto sm:justify-self-start")}
        disabled={props.starting}
        aria-label={m.routines_start_label({ name: routine.name })}
        onClick={props.onStart}
        data-testid="routine-start"
      >
        <Play aria-hidden="true" className="size-4" />
        {m.routines_start()}
      </button>
      <RenameDialog
        userId={props.userId}
        routine={routine}
        open={renaming}
        onOpenChange={setRenaming}
        returnFocus={() => trigger.current?.focus()}
      />
      <RemoveRoutine
        userId={props.userId}
        routine={routine}
        open={removing}
        onOpenChange={setRemoving}
        returnFocus={() => trigger.current?.focus()}
      />
    </article>
  );
}

interface DialogProps {
  userId: string;
  routine: RoutineJson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from a menu that has closed: the focus goes back to its button. */
  returnFocus: () => void;
}

function RenameDialog({ userId, routine, open, onOpenChange, returnFocus }: DialogProps) {
  const queryClient = useQueryClient();
  const form = useNameSubmit(routine.name, routineNameSchema, texts, async (name) => {
    await routineApi.update(queryClient, userId, routine.id, { name });
    onOpenChange(false);
  });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          className={panelClass}
          aria-describedby={undefined}
          // Opened from the menu: each time from the routine's name.
          onOpenAutoFocus={() => form.reset(routine.name)}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title className="text-xl font-semibold">{m.routines_rename_title()}</Dialog.Title>
          <NameForm form={form} texts={nameTexts()} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RemoveRoutine({ userId, routine, open, onOpenChange, returnFocus }: DialogProps) {
  const queryClient = useQueryClient();
  return (
    <RemoveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={m.routines_remove_title({ name: routine.name })}
      text={m.routines_remove_text()}
      texts={{
        cancel: m.routines_cancel(),
        remove: m.routines_remove(),
        saving: m.routines_saving(),
        offline: m.routines_offline,
      }}
      remove={async () => {
        await routineApi.remove(queryClient, userId, routine.id);
        notify.success(m.routines_removed());
      }}
      problem={(err) => {
        const shown = problemOf(err, { ...texts, failed: m.routines_remove_failed });
        return "field" in shown ? shown.field : shown.form;
      }}
    />
  );
}
