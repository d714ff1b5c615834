import { ChevronDown } from "lucide-react";
import { lazy, startTransition, Suspense, useState } from "react";
import { triggerClass, type NavDropdownProps } from "./nav-dropdown-style";

const Menu = lazy(() => import("./NavDropdownMenu"));

/**
 * The top-bar menu. The menu code (Radix, Floating UI) loads when the pointer or the keyboard
 * reaches the trigger, so the first load does not pay for it. Until it arrives a look-alike
 * button stands in (kept on screen by the transition); a press on it opens the menu as soon as
 * the code is there, and focus moves over to the real trigger.
 */
export function NavDropdown(props: Omit<NavDropdownProps, "defaultOpen" | "focusOnMount">) {
  const [wanted, setWanted] = useState(false);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  const want = (open = false) =>
    startTransition(() => {
      setWanted(true);
      if (open) setOpenAtOnce(true);
    });

  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={props.testId}
      className={triggerClass(props.active)}
      onPointerEnter={() => want()}
      onTouchStart={() => want()}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => want(true)}
    >
      {props.label}
      {props.badge}
      <ChevronDown size={16} aria-hidden="true" />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {wanted ? <Menu {...props} defaultOpen={openAtOnce} focusOnMount={focused} /> : standIn}
    </Suspense>
  );
}
