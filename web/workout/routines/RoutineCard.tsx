import { useQueryClient } from "@tanstack/react-query";
import { Copy, MoreVertical, Pencil, Play, Trash2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useId, useRef, useState } from "react";
import type { RoutineJson } from "../../../core/api/routines";
import { routineToStart } from "../../../core/training/routines";
import { ownExerciseIdOf } from "../../../core/validation/own-exercises";
import * as m from "../../../i18n/paraglide/messages.js";
import { useLocale } from "../../shared/i18n/locale";
import { routineApi } from "../../shared/queries/routines";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { notify } from "../../shared/ui/toast";
import { exerciseName, useOwnExercises } from "../exercise-names";
import { menuItemClass, menuPanelClass, menuSeparatorClass } from "../menu-styles";
import { problemText } from "../name-form";
import { RemoveDialog } from "../RemoveDialog";
import { useEditorOpening } from "./editor-opening";
import { RoutineEditor } from "./RoutineEditor";
import { copyName, exercisesPreview, exercisesText, saveTexts } from "./routine-text";

/**
 * One routine: its name, the exercises it starts with (an own exercise removed since is left
 * out), Start, and a menu to edit, duplicate or remove it (all need the network). `onGone`: where the focus
 * goes when the card has left the list (removed here, or on another device).
 */
export function RoutineCard(props: {
  userId: string;
  routine: RoutineJson;
  starting: boolean;
  onStart: () => void;
  onGone: () => void;
}) {
  const { routine } = props;
  const locale = useLocale();
  const ownList = useOwnExercises();
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  const editor = useEditorOpening();
  const [removing, setRemoving] = useState(false);
  const titleId = useId();
  const exercises = routineToStart(routine.exercises, ownList.offered);
  // Which own exercises are still the member's is known once their list is read (or can't be).
  const waiting = !ownList.loaded && !ownList.failed && routine.exercises.some((e) => ownExerciseIdOf(e.exercise) !== null);
  // Back to the menu's button; when the card left the list (removed here or elsewhere) it is gone with it.
  const returnFocus = () => (trigger.current?.isConnected ? trigger.current.focus() : props.onGone());
  /** A copy under "… (copy)", its name cut to fit, to change into a variant (as Hevy's "Duplicate"). */
  const duplicate = async () => {
    const name = copyName(routine.name);
    try {
      await routineApi.create(queryClient, props.userId, { name, exercises });
      notify.success(m.routines_duplicated({ name }));
    } catch (err) {
      notify.error(problemText(err, saveTexts));
    }
  };
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
            {exercises.length === 0 ? (
              m.routines_none_left()
            ) : (
              <>
                <span className="font-medium text-text">{exercisesText(exercises.length)}</span>
                {" · "}
                {exercisesPreview(exercises, (slug) => exerciseName(slug, locale, ownList.own(slug)))}
              </>
            )}
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
              <DropdownMenu.Item className={menuItemClass} onSelect={editor.show}>
                <Pencil aria-hidden="true" className="size-4" />
                {m.routines_edit()}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItemClass} disabled={exercises.length === 0} onSelect={() => void duplicate()}>
                <Copy aria-hidden="true" className="size-4" />
                {m.routines_duplicate()}
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
        aria-disabled={waiting || exercises.length === 0 || undefined}
        aria-label={m.routines_start_label({ name: routine.name })}
        onClick={() => !waiting && exercises.length > 0 && props.onStart()}
        data-testid="routine-start"
      >
        <Play aria-hidden="true" className="size-4" />
        {m.routines_start()}
      </button>
      <RoutineEditor
        key={editor.key}
        userId={props.userId}
        routine={routine}
        open={editor.open}
        onOpenChange={editor.setOpen}
        returnFocus={returnFocus}
      />
      <RemoveDialog
        open={removing}
        onOpenChange={setRemoving}
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
          await routineApi.remove(queryClient, props.userId, routine.id);
          notify.success(m.routines_removed());
        }}
        problem={(err) => problemText(err, { offline: m.routines_offline, failed: m.routines_remove_failed })}
      />
    </article>
  );
}
