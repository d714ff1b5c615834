import { Flame, Repeat, Trash2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { memo } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { cn } from "../shared/ui/cn";
import { menuItemClass, menuPanelClass } from "./menu-styles";
import type { SetActions } from "./use-entry-sets";

/**
 * A set's number, which opens its menu: mark it a warm-up (or a work set again), remove it.
 * Memoised: a row checked or typed in keeps its menu as it was.
 */
export const SetMenu = memo(function SetMenu(props: {
  label: string;
  mark: string;
  warmup: boolean;
  index: number;
  actions: Pick<SetActions, "toggleKind" | "remove">;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={props.label}
        className={cn(
          "inline-flex h-10 w-7 items-center justify-center rounded-lg text-sm font-semibold tabular-nums hover:bg-surface-2 focus-visible:outline-2",
          props.warmup ? "text-warning" : "text-text",
        )}
      >
        {props.mark}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} className={menuPanelClass}>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => props.actions.toggleKind(props.index)}>
            {props.warmup ? <Repeat aria-hidden="true" className="size-4" /> : <Flame aria-hidden="true" className="size-4 text-warning" />}
            {props.warmup ? m.workout_mark_work() : m.workout_mark_warmup()}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={cn(menuItemClass, "text-danger")} onSelect={() => props.actions.remove(props.index)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {m.workout_set_remove()}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
