import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { menuItemClass } from "./menu-styles";

/** One choice of a menu's radio group, ticked when chosen. */
export function MenuRadio({ value, label }: { value: string; label: string }) {
  return (
    <DropdownMenu.RadioItem value={value} className={menuItemClass}>
      <span className="inline-flex size-4 items-center justify-center">
        <DropdownMenu.ItemIndicator>
          <Check aria-hidden="true" className="size-4 text-accent" />
        </DropdownMenu.ItemIndicator>
      </span>
      {label}
    </DropdownMenu.RadioItem>
  );
}
