import type { AnyFieldApi } from "@tanstack/react-form";

/** "Confirm password" must equal "new password"; re-checked whenever either changes. */
const matches = ({ value, fieldApi }: { value: unknown; fieldApi: AnyFieldApi }) =>
  value !== fieldApi.form.getFieldValue("newPassword") ? "validation_password_confirm" : undefined;

export const confirmValidators = { onChangeListenTo: ["newPassword" as const], onChange: matches, onBlur: matches };
