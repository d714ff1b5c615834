import * as m from "../../i18n/paraglide/messages.js";
import { prefersReducedMotion } from "../shared/ui/reduced-motion";

/** Scrolls to the features and moves focus there, so keyboard and screen-reader users follow. */
export function LearnMoreButton({ className }: { className: string }) {
  const onClick = () => {
    const section = document.getElementById("features");
    if (!section) return;
    section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth" });
    section.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={className} onClick={onClick} data-testid="hero-learn-more">
      {m.home_learn_more()}
    </button>
  );
}
