import { Link, useLocation } from "@tanstack/react-router";
import { proMenu, resourcesMenu } from "../navigation/items";
import * as m from "../../../i18n/paraglide/messages.js";
import { shellMember, useSessionPick } from "../../shared/session/use-session-pick";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { Logo } from "../../shared/ui/Logo";
import { LanguageToggle } from "./LanguageToggle";
import { NavDropdown } from "./NavDropdown";
import { PulsingDot } from "./PulsingDot";
import { SignOutButton } from "./SignOutButton";
import { Icon, Utensils, Settings, User, type IconNode, type LucideProps } from "lucide-react";
import type { ComponentType } from "react";
import { ThemeToggle } from "./ThemeToggle";

const linkShape = "h-10 items-center rounded-lg text-sm font-medium hover:bg-surface-2 lg:px-3";
const linkLook = `${linkShape} px-2.5`;
const linkClass = `inline-flex ${linkLook}`;
const activeProps = { className: "text-accent", "aria-current": "page" as const };

/**
 * A dumbbell in lucide's stroke, in five lines: lucide's own drawing would add about 200 bytes to
 * the first load's script, whose budget this bar shares.
 */
const dumbbell: IconNode = [["path", { d: "M6 7v10M18 7v10M3 9.5v5M21 9.5v5M6 12h12" }]];
const Dumbbell = (props: LucideProps) => <Icon iconNode={dumbbell} {...props} />;

/**
 * A member's screen in the bar: its name from 1280 px, an icon below (the three Russian names
 * overflowed the bar up to 1110 px), narrower below 1024 px, where the bar is tightest.
 */
function IconLink({
  to,
  icon: Glyph,
  label,
}: {
  to: "/workout" | "/diary" | "/profile";
  icon: ComponentType<LucideProps>;
  label: string;
}) {
  return (
    // Lit whatever the address's search holds (the diary's `date`).
    <Link
      to={to}
      className={`inline-flex ${linkShape} px-2`}
      activeProps={activeProps}
      activeOptions={{ includeSearch: false }}
      title={label}
    >
      <Glyph size={18} aria-hidden="true" className="xl:hidden" />
      <span className="sr-only xl:not-sr-only">{label}</span>
    </Link>
  );
}

/** Desktop header. */
export function TopBar() {
  const user = useSessionPick(shellMember) ?? null;
  const { pathname } = useLocation();
  return (
    <header className="sticky top-(--offline-banner) z-40 border-b border-border bg-bg/85 backdrop-blur">
      <nav aria-label={m.nav_main()} className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 lg:px-6">
        <Logo />
        {/* From 768 px on a tablet the bar is tight: the logo stands for Home until there is room. */}
        <div className="ml-1 flex items-center gap-1 lg:ml-4">
          <Link
            to="/"
            // Not linkClass: its inline-flex would win over `hidden` (one display utility each).
            className={cn(linkLook, "hidden lg:inline-flex")}
            activeProps={activeProps}
            activeOptions={{ exact: true }}
          >
            {m.nav_home()}
          </Link>
          <NavDropdown
            testId="menu-resources"
            label={m.nav_resources()}
            items={resourcesMenu}
            active={resourcesMenu.some((i) => pathname.startsWith(i.path))}
          />
          <Link to="/billing" className={linkClass} activeProps={activeProps}>
            {m.nav_billing()}
          </Link>
          {user && (
            <NavDropdown
              testId="menu-pro"
              label={m.nav_pro()}
              items={proMenu}
              active={proMenu.some((i) => pathname.startsWith(i.path))}
              badge={user.needsPlans ? <PulsingDot /> : null}
            />
          )}
          {user && (
            <>
              <IconLink to="/workout" icon={Dumbbell} label={m.workout_title()} />
              <IconLink to="/diary" icon={Utensils} label={m.nav_diary()} />
              <IconLink to="/profile" icon={User} label={m.nav_profile()} />
            </>
          )}
        </div>
        {/* Below 1024 px the Russian labels need the room: profile and sign-out show as icons. */}
        <div className="ml-auto flex items-center gap-1 lg:gap-2">
          <LanguageToggle compact />
          <ThemeToggle />
          {user ? (
            <>
              <Link
                to="/settings"
                className="inline-flex size-10 items-center justify-center rounded-lg text-text hover:bg-surface-2"
                activeProps={{ className: "text-accent", "aria-current": "page" }}
                aria-label={m.nav_settings()}
                title={m.nav_settings()}
                data-testid="nav-settings"
              >
                <Settings size={20} className="shrink-0" aria-hidden="true" />
              </Link>
              <SignOutButton compact className={cn(buttonClass("secondary", "sm"))} />
            </>
          ) : (
            <>
              <Link to="/login" className={buttonClass("ghost", "sm")} data-testid="nav-sign-in">
                {m.auth_sign_in()}
              </Link>
              <Link to="/signup" className={buttonClass("primary", "sm")} data-testid="nav-sign-up">
                {m.auth_sign_up()}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
