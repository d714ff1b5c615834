import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../ui/idle";
import { triggerClass, type NavDropdownProps } from "./nav-dropdown-style";

const load = () => import("./NavDropdownMenu");
const Menu = lazy(load);

/**
 * The top-bar menu. The menu code (Radix, Floating UI) loads when the page is idle, so the
 * first paint does not wait for it; a press before then opens the menu as soon as it arrives.
 */
export function NavDropdown(props: Omit<NavDropdownProps, "defaultOpen">) {
  const [wanted, setWanted] = useState(false);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);

  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={props.testId}
      className={triggerClass(props.active)}
      onPointerEnter={() => void load()}
      onClick={() => {
        setOpenAtOnce(true);
        setWanted(true);
      }}
    >
      {props.label}
      {props.badge}
      <ChevronDown size={16} aria-hidden="true" />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Menu {...props} defaultOpen={openAtOnce} />
    </Suspense>
  );
}
