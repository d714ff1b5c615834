import { Link, useLocation } from "@tanstack/react-router";
import { CreditCard, LayoutGrid, LogIn, Utensils, Sparkles, User, UserPlus, type LucideIcon } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { useScreenHref } from "../../shared/navigation/paths";
import { shellMember, useSessionPick } from "../../shared/session/use-session-pick";
import { cn } from "../../shared/ui/cn";
import type { Panel } from "./MobilePanels";
import { PulsingDot } from "./PulsingDot";

// The panels and their dialog code load when a finger or the keyboard reaches a panel button.
const loadPanels = () => import("./MobilePanels");
const MobilePanels = lazy(loadPanels);

const itemClass =
  "flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl py-1.5 text-[11px] font-medium text-muted";

function BarLink({ to, icon: Icon, label, testId }: { to: string; icon: LucideIcon; label: string; testId: string }) {
  return (
    <Link
      to={to}
      className={itemClass}
      activeProps={{ className: "text-accent", "aria-current": "page" }}
      // A screen stays lit whatever its address's search holds (the diary's `date`).
      activeOptions={{ includeSearch: false }}
      data-testid={testId}
    >
      <Icon size={22} aria-hidden="true" />
      <span className="truncate">{label}</span>
    </Link>
  );
}

function BarButton(props: {
  icon: LucideIcon;
  label: string;
  open: boolean;
  onClick: () => void;
  testId: string;
  badge?: ReactNode;
}) {
  const { icon: Icon } = props;
  return (
    <button
      type="button"
      onClick={props.onClick}
      onPointerDown={() => void loadPanels()}
      onFocus={() => void loadPanels()}
      aria-haspopup="dialog"
      aria-expanded={props.open}
      data-testid={props.testId}
      className={cn(itemClass, props.open && "text-accent")}
    >
      <span className="relative inline-flex">
        <Icon size={22} aria-hidden="true" />
        {props.badge && <span className="absolute -top-0.5 -right-1.5">{props.badge}</span>}
      </span>
      <span className="truncate">{props.label}</span>
    </button>
  );
}

/** Mobile bottom bar with its Pro and More panels. */
export function BottomBar() {
  const user = useSessionPick(shellMember) ?? null;
  const { pathname } = useLocation();
  const href = useScreenHref("mobile");
  // A panel belongs to the page it was opened on, so it closes when the route changes.
  const [opened, setOpened] = useState<{ panel: Panel; on: string } | null>(null);
  const panel = opened?.on === pathname ? opened.panel : null;
  const setPanel = (p: Panel | null) => setOpened(p ? { panel: p, on: pathname } : null);

  const toggle = (p: Panel) => setPanel(panel === p ? null : p);

  return (
    <>
      <nav
        aria-label={m.nav_main()}
        data-testid="bottom-bar"
        // Hidden while the on-screen keyboard is open (use-mobile-keyboard.ts), so it does not ride on top of it.
        className="fixed inset-x-0 bottom-0 z-[60] border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur [html[data-keyboard=open]_&]:hidden"
      >
        <div className="mx-auto flex h-16 max-w-lg items-stretch gap-1 px-2">
          {user ? (
            <>
              {/* The diary first: the screen a member opens every day. */}
              <BarLink to={href("/diary")} icon={Utensils} label={m.nav_diary()} testId="bar-diary" />
              <BarLink to={href("/billing")} icon={CreditCard} label={m.nav_billing()} testId="bar-billing" />
              <BarButton
                icon={Sparkles}
                label={m.nav_pro()}
                open={panel === "pro"}
                onClick={() => toggle("pro")}
                testId="bar-pro"
                badge={user.needsPlans ? <PulsingDot /> : null}
              />
              <BarLink to={href("/profile")} icon={User} label={m.nav_profile()} testId="bar-profile" />
            </>
          ) : (
            <>
              <BarLink to={href("/login")} icon={LogIn} label={m.auth_sign_in()} testId="bar-sign-in" />
              <BarLink to={href("/signup")} icon={UserPlus} label={m.auth_sign_up()} testId="bar-sign-up" />
              <BarLink to={href("/billing")} icon={CreditCard} label={m.nav_billing()} testId="bar-billing" />
            </>
          )}
          <BarButton
            icon={LayoutGrid}
            label={m.nav_more()}
            open={panel === "more"}
            onClick={() => toggle("more")}
            testId="bar-more"
          />
        </div>
      </nav>

      <Suspense fallback={null}>{panel && <MobilePanels panel={panel} signedIn={user !== null} onClose={() => setPanel(null)} />}</Suspense>
    </>
  );
}
