import type { FormEvent } from "react";

/**
 * A form's onSubmit: the browser does not submit; TanStack Form validates and submits. Forms of
 * prerendered pages say `method="post"`: one sent before the script runs never puts its fields
 * (a password) into the address.
 */
export const submitWith = (form: { handleSubmit: () => Promise<unknown> }) => (e: FormEvent) => {
  e.preventDefault();
  void form.handleSubmit();
};
