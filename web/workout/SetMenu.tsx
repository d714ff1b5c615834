import { Trash2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { memo } from "react";
import { setKinds, type SetKind } from "../../core/training/set-kinds";
import * as m from "../../i18n/paraglide/messages.js";
import { cn } from "../shared/ui/cn";
import { menuItemClass, menuLabelClass, menuPanelClass, menuSeparatorClass } from "./menu-styles";
import { MenuRadio } from "./MenuRadio";
import { kindLabel, markTone, setMark } from "./set-kind-text";
import type { SetActions } from "./use-entry-sets";

/**
 * A set's number, which opens its menu: its type (work set, warm-up, drop set, to failure, each
 * with the letter it then shows, as Hevy's menu has), and removing it where the row has no other
 * way to (`actions.remove`). Memoised: a row checked or typed in keeps its menu as it was.
 */
export const SetMenu = memo(function SetMenu(props: {
  label: string;
  mark: string;
  kind: SetKind;
  index: number;
  actions: Pick<SetActions, "setKind"> & Partial<Pick<SetActions, "remove">>;
  /** The trigger's look where it is not the logger's number cell (the history's round badge). */
  className?: string;
}) {
  const { remove } = props.actions;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={props.label}
        className={cn(
          props.className ??
            "inline-flex h-10 w-7 items-center justify-center rounded-lg text-sm font-semibold tabular-nums hover:bg-surface-2 focus-visible:outline-2",
          markTone[props.kind],
        )}
      >
        {props.mark}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} collisionPadding={8} className={menuPanelClass}>
          <DropdownMenu.Label className={menuLabelClass}>{m.workout_set_kind()}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            aria-label={m.workout_set_kind()}
            value={props.kind}
            onValueChange={(kind) => props.actions.setKind(props.index, kind as SetKind)}
          >
            {setKinds.map((kind) => (
              <MenuRadio
                key={kind}
                value={kind}
                label={kindLabel(kind)}
                mark={kind === "work" ? undefined : { text: setMark(kind, 1), tone: markTone[kind] }}
              />
            ))}
          </DropdownMenu.RadioGroup>
          {remove && (
            <>
              <DropdownMenu.Separator className={menuSeparatorClass} />
              <DropdownMenu.Item className={cn(menuItemClass, "text-danger")} onSelect={() => remove(props.index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {m.workout_set_remove()}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
