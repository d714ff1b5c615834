import * as m from "../paraglide/messages.js";
import type { DesktopPath } from "./paths";

export interface NavItem {
  path: DesktopPath | "/articles";
  label: () => string;
  description: () => string;
}

const item = (path: NavItem["path"], label: () => string, description: () => string): NavItem => ({ path, label, description });

export const nav = {
  exercises: item("/exercises", m.nav_exercises, m.nav_exercises_desc),
  calculators: item("/calculators", m.nav_calculators, m.nav_calculators_desc),
  articles: item("/articles", m.nav_articles, m.nav_articles_desc),
  education: item("/education", m.nav_education, m.nav_education_desc),
  supplements: item("/supplement-guide", m.nav_supplements, m.nav_supplements_desc),
  protein: item("/protein-encyclopedia", m.nav_protein, m.nav_protein_desc),
  carbs: item("/carbs-encyclopedia", m.nav_carbs, m.nav_carbs_desc),
  fats: item("/fats-encyclopedia", m.nav_fats, m.nav_fats_desc),
  advanced: item("/advanced", m.nav_advanced, m.nav_advanced_desc),
  chat: item("/chat", m.nav_chat, m.nav_chat_desc),
  transform: item("/transform", m.nav_transform, m.nav_transform_desc),
  vitamins: item("/vitamins", m.nav_vitamins, m.nav_vitamins_desc),
  minerals: item("/minerals", m.nav_minerals, m.nav_minerals_desc),
} satisfies Record<string, NavItem>;

/** Desktop Resources dropdown, in the order of SPEC section 2. */
export const resourcesMenu: NavItem[] = [
  nav.exercises,
  nav.calculators,
  nav.articles,
  nav.supplements,
  nav.protein,
  nav.carbs,
  nav.fats,
  nav.advanced,
];

/** Pro dropdown (desktop) and Pro panel (mobile). */
export const proMenu: NavItem[] = [nav.chat, nav.transform, nav.vitamins, nav.minerals];

/** Tiles of the mobile More panel. */
export const moreTiles: NavItem[] = [
  nav.exercises,
  nav.calculators,
  nav.education,
  nav.advanced,
  nav.protein,
  nav.carbs,
  nav.fats,
  nav.supplements,
];
