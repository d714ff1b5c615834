// The diary's small menus (Radix DropdownMenu) and dialogs stand above the phone's bottom bar (z-index 60).
import { dialogPanelClass } from "../../shared/ui/dialog-styles";

export const menuPanelClass = "z-[70] grid min-w-56 max-w-[min(92vw,22rem)] gap-0.5 rounded-xl border border-border bg-surface p-1.5 shadow-panel";
export const menuItemClass =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm leading-tight outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2";
export const menuSeparatorClass = "my-1 h-px bg-border";
export const overlayClass = "fixed inset-0 z-[70] bg-black/60";
export const panelClass = `${dialogPanelClass} z-[70]`;
export const iconButtonClass =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 disabled:opacity-40";
