// A text input's look, shared by the form fields, the search box and the calculators' number
// fields. Apart from TextField, whose error texts (every validation message) a search box does not need.
export const inputClass =
  "h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-text placeholder:text-muted/80 focus-visible:outline-2 aria-[invalid=true]:border-danger";
