import type { FormEvent } from "react";

/**
 * A form's onSubmit: the browser does not submit; TanStack Form validates and submits. Forms of
 * prerendered pages say `method="post"`: one sent before the script runs never puts its fields
 * (a password) into the address.
 *
 * A submit that fails validation brings the first field in error into view and focuses it: on a
 * phone the Save button is often a screen below the field, and an error out of sight reads as a
 * save that worked.
 */
export const submitWith =
  (form: { handleSubmit: () => Promise<unknown>; state: { isValid: boolean } }) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const el = e.currentTarget;
    void form.handleSubmit().then(() => {
      if (!form.state.isValid) focusFirstError(el);
    });
  };

/** The first field the form marks invalid, once the errors have rendered (the next frame). */
function focusFirstError(formEl: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const invalid = formEl.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group of choices is marked on its fieldset: its first choice takes the focus.
    const target = invalid?.matches("fieldset") ? invalid.querySelector<HTMLElement>("input, button") : invalid;
    if (!target) return;
    target.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
  });
}
