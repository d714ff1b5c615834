import { ArrowDown, ArrowUp, History, Link2, Link2Off, MoreVertical, Replace, Trash2 } from "lucide-react";
import { AlertDialog, DropdownMenu } from "radix-ui";
import { memo, useEffect, useRef, useState } from "react";
import type { WorkoutEntryJson } from "../../core/training/session";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { overlayClass, panelClass } from "./dialog-styles";
import { announce } from "./announcer";
import { leaveSupersetChanges, orderChanges, plannedMove, removeChanges, supersetChanges, swapChanges, type Move } from "./entry-changes";
import { ExercisePicker } from "./ExercisePicker";
import { useLogger } from "./logger-context";
import { menuItemClass, menuPanelClass, menuSeparatorClass } from "./menu-styles";
import { forgetEntryRows } from "./row-store";
import { SupersetDialog } from "./SupersetDialog";

/** The exercise moved last: its menu button takes the focus back once the list has reordered. */
let moved: string | null = null;

/**
 * An exercise's menu: move up or down (the keyboard's way to reorder), swap, do it in turn with
 * another (a superset) or on its own again, its history, remove.
 * Memoised: a set checked in its card does not render it again.
 */
export const ExerciseMenu = memo(function ExerciseMenu(props: {
  entry: WorkoutEntryJson;
  name: string;
  index: number;
  count: number;
  /** How many exercises its superset has (this one too); 0 when it is on its own. */
  supersetSize: number;
  onHistory: () => void;
}) {
  const { session, record } = useLogger();
  const { entry, name, index } = props;
  const trigger = useRef<HTMLButtonElement>(null);
  const [swapping, setSwapping] = useState(false);
  const [pairing, setPairing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const doneSets = session.sets.filter((s) => s.entryId === entry.id).length;

  useEffect(() => {
    if (moved !== entry.id) return;
    moved = null;
    trigger.current?.focus();
  }, [index, entry.id]);

  const moves = { up: plannedMove(session, index, -1), down: plannedMove(session, index, 1) };
  const move = ({ order, carriesSuperset }: Move) => {
    moved = entry.id;
    record(orderChanges(session, order));
    const place = { exercise: name, place: String(order.findIndex((e) => e.id === entry.id) + 1), count: String(props.count) };
    announce(carriesSuperset ? m.workout_moved_superset(place) : m.workout_moved(place));
  };
  const leave = () => {
    record(leaveSupersetChanges(session, entry));
    announce(m.workout_superset_left({ exercise: name }));
  };
  const remove = () => {
    record(removeChanges(session, entry));
    forgetEntryRows(entry.id);
    announce(m.workout_removed({ exercise: name }));
  };
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger ref={trigger} aria-label={m.workout_exercise_options({ exercise: name })} className={buttonClass("ghost", "icon", "size-10")}>
          <MoreVertical aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className={menuPanelClass}>
            <DropdownMenu.Item className={menuItemClass} disabled={!moves.up} onSelect={() => moves.up && move(moves.up)}>
              <ArrowUp aria-hidden="true" className="size-4" />
              {moves.up?.carriesSuperset ? m.workout_move_superset_up() : m.workout_move_up()}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItemClass} disabled={!moves.down} onSelect={() => moves.down && move(moves.down)}>
              <ArrowDown aria-hidden="true" className="size-4" />
              {moves.down?.carriesSuperset ? m.workout_move_superset_down() : m.workout_move_down()}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItemClass} onSelect={() => setSwapping(true)}>
              <Replace aria-hidden="true" className="size-4" />
              {m.workout_swap()}
            </DropdownMenu.Item>
            {/* Offered while some exercise is not already done in turn with it. */}
            <DropdownMenu.Item className={menuItemClass} disabled={props.count - Math.max(props.supersetSize, 1) < 1} onSelect={() => setPairing(true)}>
              <Link2 aria-hidden="true" className="size-4" />
              {m.workout_superset_with()}
            </DropdownMenu.Item>
            {props.supersetSize > 0 && (
              <DropdownMenu.Item className={menuItemClass} onSelect={leave}>
                <Link2Off aria-hidden="true" className="size-4" />
                {m.workout_superset_leave()}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className={menuItemClass} onSelect={props.onHistory}>
              <History aria-hidden="true" className="size-4" />
              {m.workout_exercise_history()}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className={menuSeparatorClass} />
            <DropdownMenu.Item className={cn(menuItemClass, "text-danger")} onSelect={() => (doneSets ? setConfirming(true) : remove())}>
              <Trash2 aria-hidden="true" className="size-4" />
              {m.workout_remove_exercise()}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ExercisePicker
        open={swapping}
        onOpenChange={setSwapping}
        title={m.workout_swap_title({ exercise: name })}
        similarTo={entry.exercise}
        onPick={(slug) => {
          record(swapChanges(session, entry, slug));
          setSwapping(false);
        }}
      />
      <SupersetDialog
        entry={entry}
        name={name}
        open={pairing}
        onOpenChange={setPairing}
        returnFocus={() => trigger.current?.focus()}
        onPick={(partner, partnerName) => {
          const changes = supersetChanges(session, entry, partner);
          const after = changes.find((c) => c.id === entry.id);
          // Moved to follow its partner: the focus follows it (see above).
          if (after?.type === "entry" && after.position !== index) moved = entry.id;
          record(changes);
          setPairing(false);
          announce(m.workout_superset_joined({ exercise: name, partner: partnerName }));
        }}
      />
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={overlayClass} />
          <AlertDialog.Content className={panelClass}>
            <AlertDialog.Title className="text-xl font-semibold">{m.workout_remove_exercise_title({ exercise: name })}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted">{m.workout_remove_exercise_text({ count: String(doneSets) })}</AlertDialog.Description>
            <div className="mt-2 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className={buttonClass("secondary")}>{m.plans_cancel()}</AlertDialog.Cancel>
              <AlertDialog.Action className={buttonClass("danger")} onClick={remove}>
                {m.workout_remove_exercise()}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
});
