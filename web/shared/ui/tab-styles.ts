// Radix Tabs looks shared by every tabbed screen: a pill list with the active tab raised.
export const tabListClass =
  "flex w-full max-w-full gap-1 overflow-x-auto rounded-xl border border-border bg-surface-2 p-1 sm:w-fit";
export const tabClass =
  "h-10 flex-1 shrink-0 rounded-lg px-3 text-sm font-semibold text-muted transition-colors hover:text-text data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm sm:flex-none sm:px-4";
