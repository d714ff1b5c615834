// Every screen of the app, declared once. The desktop route, its /m… twin, the navigation
// menus and panels and the Pro lock screens all come from this table; adding a screen is one
// entry here plus its component.
import type { Entitlement } from "../../../core/billing/catalog";
import * as m from "../../../i18n/paraglide/messages.js";
import type { IconName } from "../navigation/icons";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { Access } from "../navigation/guards";

type Text = () => string;
type Loader = () => Promise<{ default: ComponentType }>;
type DataLoader = (ctx: { params: Record<string, string>; context: { queryClient: QueryClient } }) => Promise<unknown>;

/** Where a screen is listed: desktop Resources menu, Pro menu and panel, mobile More panel. */
export type MenuGroup = "resources" | "pro" | "more";

export interface Screen {
  /** Desktop path; `$slug` for a page below a list. */
  path: string;
  access: Access;
  title: Text;
  /** The line under the title, also the menu entry's description. */
  lead?: Text;
  /**
   * The phone twin at `/m…`: "linked" when the mobile shell links to it, "route" when it only
   * answers (the mobile shell links the desktop path).
   */
  twin?: "linked" | "route";
  /** Lazily loaded screen component (a default export). */
  load: Loader;
  /** The screen's own search parameters (short strings). */
  search?: readonly string[];
  /** Data fetched before the screen renders, so long texts do not shift it. */
  data?: DataLoader;
  /** A Pro feature: members without it see the lock screen, with this pitch. */
  pro?: { feature: Entitlement; pitch: Text };
  icon?: IconName;
  /** Position in each menu it appears in (ascending). */
  menus?: Partial<Record<MenuGroup, number>>;
}

export const screens: readonly Screen[] = [
  // Account
  {
    path: "/login",
    access: "visitor",
    title: m.auth_sign_in,
    lead: m.screen_login_lead,
    twin: "linked",
    load: () => import("../../auth/LoginPage"),
    search: ["verify", "link", "notice"],
  },
  {
    path: "/signup",
    access: "visitor",
    title: m.auth_sign_up,
    lead: m.screen_signup_lead,
    twin: "linked",
    load: () => import("../../auth/SignUpPage"),
  },
  {
    path: "/forgot-password",
    access: "visitor",
    title: m.screen_forgot_title,
    lead: m.screen_forgot_lead,
    load: () => import("../../auth/ForgotPasswordPage"),
  },
  {
    path: "/reset-password",
    access: "visitor",
    title: m.screen_reset_title,
    lead: m.screen_reset_lead,
    load: () => import("../../auth/ResetPasswordPage"),
    search: ["token"],
  },
  {
    path: "/settings",
    access: "member",
    title: m.settings_title,
    lead: m.screen_settings_lead,
    load: () => import("../../settings/SettingsPage"),
  },
  { path: "/agreement", access: "everyone", title: m.footer_agreement, load: () => import("../../agreement/AgreementPage") },
  {
    path: "/billing",
    access: "everyone",
    title: m.nav_billing,
    lead: m.screen_billing_lead,
    twin: "linked",
    load: () => import("../../billing/BillingPage"),
    search: ["plan", "interval", "checkout", "card"],
  },

  // The member's own screens
  {
    path: "/profile",
    access: "member",
    title: m.nav_profile,
    lead: m.screen_profile_lead,
    twin: "linked",
    load: () => import("../../profile/ProfilePage"),
  },
  {
    path: "/workout",
    access: "member",
    title: m.workout_title,
    lead: m.workout_lead,
    twin: "linked",
    load: () => import("../../workout/WorkoutPage"),
  },

  // Pro
  {
    path: "/chat",
    access: "member",
    title: m.nav_chat,
    lead: m.nav_chat_desc,
    twin: "route",
    load: () => import("../../chat/ChatPage"),
    pro: { feature: "chat", pitch: m.lock_chat_text },
    icon: "sparkles",
    menus: { pro: 1 },
  },
  {
    path: "/transform",
    access: "member",
    title: m.nav_transform,
    lead: m.nav_transform_desc,
    twin: "linked",
    load: () => import("../../transform/TransformPage"),
    pro: { feature: "transform", pitch: m.lock_transform_text },
    icon: "activity",
    menus: { pro: 2 },
  },
  {
    path: "/vitamins",
    access: "member",
    title: m.nav_vitamins,
    lead: m.nav_vitamins_desc,
    twin: "linked",
    load: () => import("../../micronutrients/VitaminsPage"),
    pro: { feature: "vitamins", pitch: m.lock_vitamins_text },
    icon: "flask",
    menus: { pro: 3 },
  },
  {
    path: "/minerals",
    access: "member",
    title: m.nav_minerals,
    lead: m.nav_minerals_desc,
    twin: "linked",
    load: () => import("../../micronutrients/MineralsPage"),
    pro: { feature: "minerals", pitch: m.lock_minerals_text },
    icon: "atom",
    menus: { pro: 4 },
  },
  {
    // Not a Pro lock screen: members without Pro see the contact address and what Pro adds.
    path: "/support",
    access: "member",
    title: m.nav_support,
    lead: m.nav_support_desc,
    twin: "linked",
    load: () => import("../../support/SupportPage"),
    icon: "lifebuoy",
    menus: { pro: 5, more: 10 },
  },

  // The library
  {
    path: "/exercises",
    access: "member",
    title: m.nav_exercises,
    lead: m.nav_exercises_desc,
    twin: "linked",
    load: () => import("../../exercises/ExercisesPage"),
    search: ["q", "group", "equipment", "level"],
    icon: "dumbbell",
    menus: { resources: 1, more: 1 },
  },
  {
    path: "/exercises/$slug",
    access: "member",
    title: m.nav_exercises,
    twin: "linked",
    load: () => import("../../exercises/ExercisePage"),
    data: ({ params, context }) =>
      import("../../exercises/api").then((q) => context.queryClient.ensureQueryData(q.exerciseDetailsQuery(params.slug!))),
  },
  {
    path: "/dishes",
    access: "member",
    title: m.nav_dishes,
    lead: m.nav_dishes_desc,
    twin: "linked",
    load: () => import("../../dishes/DishesPage"),
    search: ["q", "meal", "veg", "protein", "time", "kcal"],
    icon: "apple",
    menus: { resources: 9, more: 9 },
  },
  {
    path: "/dishes/$slug",
    access: "member",
    title: m.nav_dishes,
    twin: "linked",
    load: () => import("../../dishes/DishPage"),
  },
  {
    path: "/calculators",
    access: "member",
    title: m.nav_calculators,
    lead: m.nav_calculators_desc,
    twin: "linked",
    load: () => import("../../calculators/CalculatorsPage"),
    icon: "calculator",
    menus: { resources: 2, more: 2 },
  },
  {
    path: "/articles",
    access: "member",
    title: m.nav_articles,
    lead: m.nav_articles_desc,
    load: () => import("../../articles/ArticlesPage"),
    search: ["category"],
    icon: "newspaper",
    menus: { resources: 3 },
  },
  {
    path: "/articles/$slug",
    access: "member",
    title: m.nav_articles,
    load: () => import("../../articles/ArticlePage"),
    data: ({ params, context }) =>
      import("../../articles/api").then((q) => context.queryClient.ensureQueryData(q.articleBodyQuery(params.slug!))),
  },
  {
    path: "/education",
    access: "member",
    title: m.nav_education,
    lead: m.nav_education_desc,
    twin: "linked",
    load: () => import("../../education/EducationPage"),
    icon: "graduation",
    menus: { more: 3 },
  },
  {
    path: "/education/$slug",
    access: "member",
    title: m.nav_education,
    twin: "linked",
    load: () => import("../../education/LessonPage"),
    data: ({ params, context }) =>
      import("../../education/api").then((q) => context.queryClient.ensureQueryData(q.lessonQuery(params.slug!))),
  },
  {
    path: "/supplement-guide",
    access: "member",
    title: m.nav_supplements,
    lead: m.nav_supplements_desc,
    twin: "linked",
    load: () => import("../../supplements/SupplementsPage"),
    icon: "pill",
    menus: { resources: 4, more: 8 },
  },
  {
    path: "/protein-encyclopedia",
    access: "member",
    title: m.nav_protein,
    lead: m.nav_protein_desc,
    twin: "linked",
    load: () => import("../../encyclopedias/ProteinPage"),
    icon: "apple",
    menus: { resources: 5, more: 5 },
  },
  {
    path: "/carbs-encyclopedia",
    access: "member",
    title: m.nav_carbs,
    lead: m.nav_carbs_desc,
    twin: "linked",
    load: () => import("../../encyclopedias/CarbsPage"),
    icon: "wheat",
    menus: { resources: 6, more: 6 },
  },
  {
    path: "/fats-encyclopedia",
    access: "member",
    title: m.nav_fats,
    lead: m.nav_fats_desc,
    twin: "linked",
    load: () => import("../../encyclopedias/FatsPage"),
    icon: "droplet",
    menus: { resources: 7, more: 7 },
  },
  {
    path: "/advanced",
    access: "member",
    title: m.nav_advanced,
    lead: m.nav_advanced_desc,
    twin: "linked",
    load: () => import("../../advanced/AdvancedPage"),
    icon: "trophy",
    menus: { resources: 8, more: 4 },
  },
];
