import {
  Activity,
  Apple,
  Atom,
  Calculator,
  ClipboardList,
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
  // The workout log, beside the library's exercises (a dumbbell) in the same panel.
  log: ClipboardList,
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
