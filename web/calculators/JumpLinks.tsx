import * as m from "../../i18n/paraglide/messages.js";
import { chipClass } from "../shared/ui/chip-styles";
import { cn } from "../shared/ui/cn";
import { sections } from "./sections";

// The filter chips' look; a link has no "on" state, and its short label stays on one line.
const chipLink = cn(chipClass, "whitespace-nowrap focus-visible:outline-2");

/**
 * The chips to each calculator, in rows of whole chips: a row scrolling sideways cut the last
 * visible chip at the screen's edge, and squeezed chips broke their labels over lines.
 */
export function JumpLinks() {
  return (
    <nav aria-label={m.calc_jump()}>
      <ul className="flex flex-wrap gap-2">
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
