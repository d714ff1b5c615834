import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { useState } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import type { SessionState } from "../../../core/api/auth";
import { sessionKeys } from "../../shared/session/api";
import { cn } from "../../shared/ui/cn";
import { notify } from "../../shared/ui/toast";

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
    // Unsent workout and weight changes kept only on this device would be lost: the member is asked first.
    const userId = queryClient.getQueryData<SessionState>(sessionKeys.current())?.user?.id ?? null;
    // Not loaded yet and no network: signing out now would skip that question.
    const flow = await import("./ask-before-sign-out").catch(() => null);
    if (!flow) return notify.error(m.offline_title());
    try {
      if (!(await flow.signOutAfterAsking(queryClient, userId, () => setPending(true)))) return;
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
