import {
  Activity,
  Apple,
  Atom,
  Calculator,
  Droplet,
  Dumbbell,
  FlaskConical,
  GraduationCap,
  Newspaper,
  Pill,
  Sparkles,
  Trophy,
  Wheat,
  type LucideIcon,
} from "lucide-react";
import type { NavItem } from "./items";

// Icons of the menu and panel entries; only the lazily loaded menus import this file.
export const navIcons: Partial<Record<NavItem["path"], LucideIcon>> = {
  "/exercises": Dumbbell,
  "/calculators": Calculator,
  "/articles": Newspaper,
  "/education": GraduationCap,
  "/supplement-guide": Pill,
  "/protein-encyclopedia": Apple,
  "/carbs-encyclopedia": Wheat,
  "/fats-encyclopedia": Droplet,
  "/advanced": Trophy,
  "/chat": Sparkles,
  "/transform": Activity,
  "/vitamins": FlaskConical,
  "/minerals": Atom,
};

export const iconFor = (item: NavItem): LucideIcon => navIcons[item.path] ?? Sparkles;
