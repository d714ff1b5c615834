import { Link } from "@tanstack/react-router";
import { iconFor } from "../navigation/icons";
import type { NavItem } from "../navigation/items";
import { useScreenHref } from "../../shared/navigation/paths";

/** The tile grid of the mobile panels; links go to the /m… screens. */
export function PanelTiles({ items }: { items: NavItem[] }) {
  const href = useScreenHref("mobile");
  return (
    <ul className="grid grid-cols-2 gap-2">
      {items.map((item) => {
        const Icon = iconFor(item.icon);
        return (
          <li key={item.path}>
            <Link
              to={href(item.path)}
              className="flex h-full min-h-20 flex-col gap-1.5 rounded-2xl border border-border bg-surface-2 p-3 hover:border-accent"
            >
              <Icon size={22} aria-hidden="true" className="text-accent" />
              <span className="text-sm font-semibold leading-tight">{item.label()}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
