// Radix Tabs looks shared by every tabbed screen: a pill list with the active tab raised. On a
// phone the tabs share the row by their text's width, and a long label wraps inside its tab.
export const tabListClass =
  "flex w-full max-w-full gap-1 overflow-x-auto rounded-xl border border-border bg-surface-2 p-1 sm:w-fit";
export const tabClass =
  "min-h-10 flex-auto rounded-lg px-3 py-1.5 text-sm leading-tight font-semibold text-muted transition-colors hover:text-text data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm sm:flex-none sm:px-4";
