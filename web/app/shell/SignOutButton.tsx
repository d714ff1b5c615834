import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { useState } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import type { SessionState } from "../../../core/api/auth";
import { sessionKeys } from "../../shared/session/api";
import { signOut } from "../../shared/session/sign-out";
import { cn } from "../../shared/ui/cn";

/** `compact`: below 1024 px only the icon shows (the label stays for screen readers). */
export function SignOutButton({
  className,
  withIcon = false,
  compact = false,
}: {
  className?: string;
  withIcon?: boolean;
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    // Workout changes kept only on this device would be lost: the member is asked first.
    const userId = queryClient.getQueryData<SessionState>(sessionKeys.current())?.user?.id;
    if (userId && !(await (await import("./ask-before-sign-out")).askBeforeSignOut(userId))) return;
    setPending(true);
    try {
      await signOut(queryClient);
      await router.invalidate();
      await navigate({ to: "/" });
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      aria-busy={pending}
      data-testid="sign-out"
      title={compact ? m.auth_sign_out() : undefined}
      className={cn("inline-flex items-center gap-2", className)}
    >
      {(withIcon || compact) && <LogOut size={18} aria-hidden="true" className={cn(compact && !withIcon && "lg:hidden")} />}
      <span className={cn(compact && "sr-only lg:not-sr-only")}>{pending ? m.auth_signing_out() : m.auth_sign_out()}</span>
    </button>
  );
}
