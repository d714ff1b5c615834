// The logger's compact fields: a phone's table row holds a weight, reps, maybe effort and the
// done check in 360 px, so the fields are narrow, centred, and 16 px text (no zoom on iOS). The
// centred text needs no side padding, which leaves the weight's text "122,5" on a 320 px phone.
export const setInputClass =
  "h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-0.5 text-center text-base tabular-nums placeholder:text-muted/70 focus-visible:outline-2 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-danger/10";
