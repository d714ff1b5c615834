import * as m from "../../i18n/paraglide/messages.js";
import { chipClass } from "../shared/ui/chip-styles";
import { cn } from "../shared/ui/cn";
import { sections } from "./sections";

// The filter chips' look; a link has no "on" state, and in a scrolling row it must not shrink.
const chipLink = cn(chipClass, "shrink-0 focus-visible:outline-2");

/** A row of chips to each calculator; it scrolls sideways on a phone instead of wrapping into a wall. */
export function JumpLinks() {
  return (
    <nav aria-label={m.calc_jump()} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className={chipLink} data-testid={`calc-jump-${s.id}`}>
              {s.label()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
