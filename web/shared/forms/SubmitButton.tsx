import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../ui/button-styles";

/** The form's main button: busy while the request runs, so it cannot be sent twice. */
export function SubmitButton({
  pending,
  children,
  className,
  variant = "primary",
  disabled,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
  variant?: "primary" | "danger";
  disabled?: boolean;
}) {
  return (
    <button type="submit" disabled={pending || disabled} aria-busy={pending} className={buttonClass(variant, "md", className)}>
      {pending && <LoaderCircle size={18} aria-hidden="true" className="animate-spin" />}
      {children}
    </button>
  );
}
