// The logger's small menus (Radix DropdownMenu): a raised panel above the phone's bottom bar,
// items that light up under the pointer or the arrow keys.
export const menuPanelClass = "z-[70] grid min-w-52 gap-0.5 rounded-xl border border-border bg-surface p-1.5 shadow-panel";
export const menuItemClass =
  "flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2";
export const menuLabelClass = "px-2.5 pt-2 pb-1 text-xs font-semibold text-muted";
export const menuSeparatorClass = "my-1 h-px bg-border";
