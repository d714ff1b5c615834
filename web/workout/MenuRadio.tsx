import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { cn } from "../shared/ui/cn";
import { menuItemClass } from "./menu-styles";

/** One choice of a menu's radio group, ticked when chosen; `mark` is shown at its end (a set's letter), not read out. */
export function MenuRadio({ value, label, mark }: { value: string; label: string; mark?: { text: string; tone: string } }) {
  return (
    <DropdownMenu.RadioItem value={value} className={menuItemClass}>
      <span className="inline-flex size-4 items-center justify-center">
        <DropdownMenu.ItemIndicator>
          <Check aria-hidden="true" className="size-4 text-accent" />
        </DropdownMenu.ItemIndicator>
      </span>
      {label}
      {mark && (
        <span aria-hidden="true" className={cn("ml-auto pl-3 text-sm font-semibold tabular-nums", mark.tone)}>
          {mark.text}
        </span>
      )}
    </DropdownMenu.RadioItem>
  );
}
