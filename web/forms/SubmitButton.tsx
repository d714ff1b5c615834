import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../ui/button-styles";

/** The form's main button: busy while the request runs, so it cannot be sent twice. */
export function SubmitButton({ pending, children, className }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={buttonClass("primary", "md", className)}>
      {pending && <LoaderCircle size={18} aria-hidden="true" className="animate-spin" />}
      {children}
    </button>
  );
}
