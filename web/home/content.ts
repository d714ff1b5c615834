import { Activity, Apple, CalendarCheck, Dumbbell, FlaskConical, Sparkles, type LucideIcon } from "lucide-react";
import * as m from "../../i18n/paraglide/messages.js";

export interface Feature {
  icon: LucideIcon;
  title: () => string;
  text: () => string;
  to: string;
}

/** The home page's feature cards; every card opens its screen. */
export const features: Feature[] = [
  {
    icon: CalendarCheck,
    title: m.home_feature_workouts_title,
    text: m.home_feature_workouts_text,
    to: "/profile",
  },
  {
    icon: Apple,
    title: m.home_feature_nutrition_title,
    text: m.home_feature_nutrition_text,
    to: "/profile",
  },
  { icon: Sparkles, title: m.home_feature_chat_title, text: m.home_feature_chat_text, to: "/chat" },
  {
    icon: Activity,
    title: m.home_feature_transform_title,
    text: m.home_feature_transform_text,
    to: "/transform",
  },
  {
    icon: FlaskConical,
    title: m.home_feature_micros_title,
    text: m.home_feature_micros_text,
    to: "/vitamins",
  },
  {
    icon: Dumbbell,
    title: m.home_feature_library_title,
    text: m.home_feature_library_text,
    to: "/exercises",
  },
];

/** Marketing figures; the Russian page counts answers instead of meal plans. */
export const stats = [
  { value: m.home_stat_users_value, label: m.home_stat_users },
  { value: m.home_stat_workouts_value, label: m.home_stat_workouts },
  { value: m.home_stat_third_value, label: m.home_stat_third_label },
];

export const steps = [
  { title: m.home_step1_title, text: m.home_step1_text },
  { title: m.home_step2_title, text: m.home_step2_text },
  { title: m.home_step3_title, text: m.home_step3_text },
];
