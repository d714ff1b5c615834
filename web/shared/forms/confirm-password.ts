import type { AnyFieldApi } from "@tanstack/react-form";
import { passwordsMatch, passwordsMatchMessage } from "../../../core/validation/account";

/** "Confirm password" must equal "new password" (the schemas' rule); re-checked when either changes. */
const matches = ({ value, fieldApi }: { value: unknown; fieldApi: AnyFieldApi }) =>
  passwordsMatch({ newPassword: fieldApi.form.getFieldValue("newPassword"), confirmPassword: String(value) })
    ? undefined
    : passwordsMatchMessage;

export const confirmValidators = { onChangeListenTo: ["newPassword" as const], onChange: matches, onBlur: matches };
