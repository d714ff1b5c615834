import { Logo } from "../../shared/ui/Logo";
import { ThemeToggle } from "./ThemeToggle";

/** The slim header of the mobile shell; navigation lives in the bottom bar. */
export function MobileHeader() {
  return (
    <header className="sticky top-(--offline-banner) z-30 border-b border-border bg-bg/90 backdrop-blur">
      <div className="flex h-14 items-center justify-between px-4">
        <Logo />
        <ThemeToggle />
      </div>
    </header>
  );
}
