import type { FormEvent } from "react";

/** A form's onSubmit: the browser does not submit; TanStack Form validates and submits. */
export const submitWith = (form: { handleSubmit: () => Promise<unknown> }) => (e: FormEvent) => {
  e.preventDefault();
  void form.handleSubmit();
};
