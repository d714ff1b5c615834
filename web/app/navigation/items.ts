// The navigation menus and panels, from the screen table.
import { screens, type MenuGroup } from "../screens/table";
import type { IconName } from "./icons";

export interface NavItem {
  path: string;
  label: () => string;
  description: () => string;
  icon: IconName;
}

const menu = (group: MenuGroup): NavItem[] =>
  screens
    .filter((s) => s.menus?.[group] !== undefined)
    .sort((a, b) => a.menus![group]! - b.menus![group]!)
    .map((s) => ({ path: s.path, label: s.title, description: s.lead ?? s.title, icon: s.icon ?? "sparkles" }));

/** Desktop Resources dropdown. */
export const resourcesMenu = menu("resources");

/** Pro dropdown (desktop) and Pro panel (mobile). */
export const proMenu = menu("pro");

/** Tiles of the mobile More panel. */
export const moreTiles = menu("more");

/** The More panel's first tiles for a member: their own screens the bottom bar has no room for. */
export const memberTiles = menu("member");
