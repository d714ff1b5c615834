// The look of every modal dialog (Radix Dialog and AlertDialog): a dimmed page and a centred panel,
// with the add-food sheet's 16 px sides on a phone (24 px cut the diary entry's labels at 360 px).
export const dialogOverlayClass = "fixed inset-0 z-50 bg-black/60";
export const dialogPanelClass =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[92dvh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-surface p-4 shadow-panel sm:p-6";
