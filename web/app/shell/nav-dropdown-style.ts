import type { ReactNode } from "react";
import type { NavItem } from "../navigation/items";
import { cn } from "../../shared/ui/cn";

export interface NavDropdownProps {
  label: string;
  items: NavItem[];
  active: boolean;
  /** Extra content after the label, such as the pulsing dot. */
  badge?: ReactNode;
  testId: string;
  /** Opens at once: the trigger was pressed before the menu code arrived. */
  defaultOpen?: boolean;
  /** Takes focus on arrival: the stand-in trigger had it. */
  focusOnMount?: boolean;
}

export const triggerClass = (active: boolean) =>
  cn(
    "relative inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium hover:bg-surface-2 data-[state=open]:bg-surface-2",
    active ? "text-accent" : "text-text",
  );
