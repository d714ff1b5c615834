// The logger's dialogs and menus stand above the phone's bottom bar (z-index 60), so their
// buttons at the bottom of a short screen are never under it.
import { dialogPanelClass } from "../shared/ui/dialog-styles";

export const overlayClass = "fixed inset-0 z-[70] bg-black/60";
export const panelClass = `${dialogPanelClass} z-[70]`;
