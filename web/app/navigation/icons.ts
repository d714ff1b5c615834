import {
  Activity,
  Apple,
  Atom,
  Calculator,
  Droplet,
  Dumbbell,
  FlaskConical,
  GraduationCap,
  LifeBuoy,
  Newspaper,
  Pill,
  Sparkles,
  Trophy,
  Wheat,
} from "lucide-react";

// Icons of the menu and panel entries by the name the screen table gives; only the lazily
// loaded menus import this file, so lucide stays out of the initial bundle.
export const navIcons = {
  dumbbell: Dumbbell,
  calculator: Calculator,
  newspaper: Newspaper,
  graduation: GraduationCap,
  pill: Pill,
  apple: Apple,
  wheat: Wheat,
  droplet: Droplet,
  trophy: Trophy,
  sparkles: Sparkles,
  activity: Activity,
  flask: FlaskConical,
  atom: Atom,
  lifebuoy: LifeBuoy,
};

export type IconName = keyof typeof navIcons;

export const iconFor = (name: IconName) => navIcons[name];
