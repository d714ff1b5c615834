// Every screen of the app, declared once. The desktop route, its /m… twin, the navigation
// menus and panels and the Pro lock screens all come from this table; adding a screen is one
// entry in core/screen-routes.ts (path, twin, access, also read by the worker) plus one here
// (title, component, menus), which the compiler requires for every path.
import { screenRoutes, type ScreenPath, type ScreenRoute } from "../../../core/screen-routes";
import * as m from "../../../i18n/paraglide/messages.js";
import type { IconName } from "../navigation/icons";
import type { LockedFeature } from "./ProLock";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";

type Text = () => string;
type Loader = () => Promise<{ default: ComponentType }>;
type DataLoader = (ctx: { params: Record<string, string>; context: { queryClient: QueryClient } }) => Promise<unknown>;

/** Where a screen is listed: desktop Resources menu, Pro menu and panel, mobile More panel. */
export type MenuGroup = "resources" | "pro" | "more";

/** What the client adds to a screen's route: its texts, component, data and menus. */
interface Presentation {
  title: Text;
  /** The line under the title, also the menu entry's description. */
  lead?: Text;
  /** Lazily loaded screen component (a default export). */
  load: Loader;
  /** The screen's own search parameters (short strings). */
  search?: readonly string[];
  /** Data fetched before the screen renders, so long texts do not shift it. */
  data?: DataLoader;
  /** A Pro feature: members without it see its lock screen (ProLock.tsx). */
  pro?: LockedFeature;
  icon?: IconName;
  /** Position in each menu it appears in (ascending). */
  menus?: Partial<Record<MenuGroup, number>>;
}

export type Screen = ScreenRoute & Presentation;

const presentation: Record<ScreenPath, Presentation> = {
  // Account
  "/login": {
    title: m.auth_sign_in,
    lead: m.screen_login_lead,
    load: () => import("../../auth/LoginPage"),
    search: ["verify", "link", "notice"],
  },
  "/signup": {
    title: m.auth_sign_up,
    lead: m.screen_signup_lead,
    load: () => import("../../auth/SignUpPage"),
  },
  "/forgot-password": {
    title: m.screen_forgot_title,
    lead: m.screen_forgot_lead,
    load: () => import("../../auth/ForgotPasswordPage"),
  },
  "/reset-password": {
    title: m.screen_reset_title,
    lead: m.screen_reset_lead,
    load: () => import("../../auth/ResetPasswordPage"),
    search: ["token"],
  },
  "/settings": {
    title: m.settings_title,
    lead: m.screen_settings_lead,
    load: () => import("../../settings/SettingsPage"),
  },
  "/agreement": { title: m.footer_agreement, load: () => import("../../agreement/AgreementPage") },
  "/billing": {
    title: m.nav_billing,
    lead: m.screen_billing_lead,
    load: () => import("../../billing/BillingPage"),
    search: ["plan", "interval", "checkout", "card"],
  },

  // The member's own screens
  "/profile": {
    title: m.nav_profile,
    lead: m.screen_profile_lead,
    load: () => import("../../profile/ProfilePage"),
  },
  "/workout": {
    title: m.workout_title,
    lead: m.workout_lead,
    load: () => import("../../workout/WorkoutPage"),
  },

  // Pro
  "/chat": {
    title: m.nav_chat,
    lead: m.nav_chat_desc,
    load: () => import("../../chat/ChatPage"),
    pro: "chat",
    icon: "sparkles",
    menus: { pro: 1 },
  },
  "/transform": {
    title: m.nav_transform,
    lead: m.nav_transform_desc,
    load: () => import("../../transform/TransformPage"),
    pro: "transform",
    icon: "activity",
    menus: { pro: 2 },
  },
  "/vitamins": {
    title: m.nav_vitamins,
    lead: m.nav_vitamins_desc,
    load: () => import("../../micronutrients/VitaminsPage"),
    pro: "vitamins",
    icon: "flask",
    menus: { pro: 3 },
  },
  "/minerals": {
    title: m.nav_minerals,
    lead: m.nav_minerals_desc,
    load: () => import("../../micronutrients/MineralsPage"),
    pro: "minerals",
    icon: "atom",
    menus: { pro: 4 },
  },
  "/support": {
    // Not a Pro lock screen: members without Pro see the contact address and what Pro adds.
    title: m.nav_support,
    lead: m.nav_support_desc,
    load: () => import("../../support/SupportPage"),
    icon: "lifebuoy",
    menus: { pro: 5, more: 10 },
  },

  // The library
  "/exercises": {
    title: m.nav_exercises,
    lead: m.nav_exercises_desc,
    load: () => import("../../exercises/ExercisesPage"),
    search: ["q", "group", "equipment", "level"],
    icon: "dumbbell",
    menus: { resources: 1, more: 1 },
  },
  "/exercises/$slug": {
    title: m.nav_exercises,
    load: () => import("../../exercises/ExercisePage"),
    data: ({ params, context }) =>
      import("../../exercises/api").then((q) => context.queryClient.ensureQueryData(q.exerciseDetailsQuery(params.slug!))),
  },
  "/dishes": {
    title: m.nav_dishes,
    lead: m.nav_dishes_desc,
    load: () => import("../../dishes/DishesPage"),
    search: ["q", "meal", "veg", "protein", "time", "kcal"],
    icon: "apple",
    menus: { resources: 9, more: 9 },
  },
  "/dishes/$slug": {
    title: m.nav_dishes,
    load: () => import("../../dishes/DishPage"),
  },
  "/calculators": {
    title: m.nav_calculators,
    lead: m.nav_calculators_desc,
    load: () => import("../../calculators/CalculatorsPage"),
    icon: "calculator",
    menus: { resources: 2, more: 2 },
  },
  "/articles": {
    title: m.nav_articles,
    lead: m.nav_articles_desc,
    load: () => import("../../articles/ArticlesPage"),
    search: ["category"],
    icon: "newspaper",
    menus: { resources: 3 },
  },
  "/articles/$slug": {
    title: m.nav_articles,
    load: () => import("../../articles/ArticlePage"),
    data: ({ params, context }) =>
      import("../../articles/api").then((q) => context.queryClient.ensureQueryData(q.articleBodyQuery(params.slug!))),
  },
  "/education": {
    title: m.nav_education,
    lead: m.nav_education_desc,
    load: () => import("../../education/EducationPage"),
    icon: "graduation",
    menus: { more: 3 },
  },
  "/education/$slug": {
    title: m.nav_education,
    load: () => import("../../education/LessonPage"),
    data: ({ params, context }) =>
      import("../../education/api").then((q) => context.queryClient.ensureQueryData(q.lessonQuery(params.slug!))),
  },
  "/supplement-guide": {
    title: m.nav_supplements,
    lead: m.nav_supplements_desc,
    load: () => import("../../supplements/SupplementsPage"),
    icon: "pill",
    menus: { resources: 4, more: 8 },
  },
  "/protein-encyclopedia": {
    title: m.nav_protein,
    lead: m.nav_protein_desc,
    load: () => import("../../encyclopedias/ProteinPage"),
    icon: "apple",
    menus: { resources: 5, more: 5 },
  },
  "/carbs-encyclopedia": {
    title: m.nav_carbs,
    lead: m.nav_carbs_desc,
    load: () => import("../../encyclopedias/CarbsPage"),
    icon: "wheat",
    menus: { resources: 6, more: 6 },
  },
  "/fats-encyclopedia": {
    title: m.nav_fats,
    lead: m.nav_fats_desc,
    load: () => import("../../encyclopedias/FatsPage"),
    icon: "droplet",
    menus: { resources: 7, more: 7 },
  },
  "/advanced": {
    title: m.nav_advanced,
    lead: m.nav_advanced_desc,
    load: () => import("../../advanced/AdvancedPage"),
    icon: "trophy",
    menus: { resources: 8, more: 4 },
  },
};

export const screens: readonly Screen[] = screenRoutes.map((route) => ({ ...route, ...presentation[route.path] }));
