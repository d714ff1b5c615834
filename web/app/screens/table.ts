// Every screen of the app, declared once. The desktop route, its /m… twin, the navigation
// menus and panels and the lock screens all come from this table; adding a screen is one entry
// in core/screen-routes.ts (path, twin, access, the plan it needs; also read by the worker and
// the browser tests) plus one here (title, component, what it reads from the address, menus),
// which the compiler requires for every path.
import { screenRoutes, type ScreenPath } from "../../../core/screen-routes";
import * as m from "../../../i18n/paraglide/messages.js";
import { withSearch, withSlug, type Presentation, type Screen, type SlugPresentation } from "./screen";

export type { MenuGroup, Screen } from "./screen";

/** A `$slug` path takes its slug through withSlug; no other path does. */
type PresentationOf<P extends ScreenPath> = P extends `${string}/$slug` ? SlugPresentation : Presentation & { slug?: never; data?: never };

const presentation = {
  // Account
  "/login": withSearch({
    title: m.auth_sign_in,
    load: () => import("../../auth/LoginPage"),
    // `redirect`: where the visitor was going (the guards send them here with it).
    search: ["verify", "link", "notice", "redirect"],
  }),
  "/signup": {
    title: m.auth_sign_up,
    load: () => import("../../auth/SignUpPage"),
  },
  "/forgot-password": {
    title: m.screen_forgot_title,
    load: () => import("../../auth/ForgotPasswordPage"),
  },
  "/reset-password": withSearch({
    title: m.screen_reset_title,
    load: () => import("../../auth/ResetPasswordPage"),
    search: ["token"],
  }),
  "/settings": {
    title: m.settings_title,
    load: () => import("../../settings/SettingsPage"),
  },
  "/agreement": { title: m.footer_agreement, load: () => import("../../agreement/AgreementPage") },
  "/billing": withSearch({
    title: m.nav_billing,
    load: () => import("../../billing/BillingPage"),
    search: ["plan", "interval", "checkout", "card"],
  }),

  // The member's own screens
  "/profile": {
    title: m.nav_profile,
    load: () => import("./ProfileScreen"),
  },
  "/workout": withSearch({
    title: m.workout_title,
    load: () => import("../../workout/WorkoutPage"),
    // `view=history` the past workouts, `session` one of them, `exercise` one exercise's history.
    search: ["view", "session", "exercise"],
    icon: "log",
    menus: { member: 1 },
  }),

  "/diary": withSearch({
    title: m.diary_title,
    load: () => import("../../diary/DiaryPage"),
    // `date`: the day shown (the member's today when absent).
    search: ["date"],
  }),

  // Pro
  "/chat": {
    title: m.nav_chat,
    lead: m.nav_chat_desc,
    load: () => import("../../chat/ChatPage"),
    icon: "sparkles",
    menus: { pro: 1 },
  },
  "/transform": {
    title: m.nav_transform,
    lead: m.nav_transform_desc,
    load: () => import("../../transform/TransformPage"),
    icon: "activity",
    menus: { pro: 2 },
  },
  "/vitamins": {
    title: m.nav_vitamins,
    lead: m.nav_vitamins_desc,
    load: () => import("../../micronutrients/VitaminsPage"),
    icon: "flask",
    menus: { pro: 3 },
  },
  "/minerals": {
    title: m.nav_minerals,
    lead: m.nav_minerals_desc,
    load: () => import("../../micronutrients/MineralsPage"),
    icon: "atom",
    menus: { pro: 4 },
  },
  "/support": {
    // Members without Pro see the contact address and what Pro adds (ScreenLock.tsx).
    title: m.nav_support,
    lead: m.nav_support_desc,
    load: () => import("../../support/SupportPage"),
    icon: "lifebuoy",
    menus: { pro: 5, more: 10 },
  },

  // The library
  "/exercises": withSearch({
    title: m.nav_exercises,
    lead: m.nav_exercises_desc,
    load: () => import("../../exercises/ExercisesPage"),
    search: ["q", "group", "equipment", "level"],
    icon: "dumbbell",
    menus: { resources: 1, more: 1 },
  }),
  "/exercises/$slug": withSlug({
    title: m.nav_exercises,
    load: () => import("../../exercises/ExercisePage"),
    data: ({ params, context }) =>
      import("../../shared/queries/exercises").then((q) => context.queryClient.ensureQueryData(q.exerciseDetailsQuery(params.slug))),
  }),
  "/dishes": withSearch({
    title: m.nav_dishes,
    lead: m.nav_dishes_desc,
    load: () => import("../../dishes/DishesPage"),
    search: ["q", "meal", "veg", "protein", "time", "kcal"],
    icon: "apple",
    menus: { resources: 9, more: 9 },
  }),
  "/dishes/$slug": withSlug({
    title: m.nav_dishes,
    load: () => import("../../dishes/DishPage"),
  }),
  "/calculators": {
    title: m.nav_calculators,
    lead: m.nav_calculators_desc,
    load: () => import("../../calculators/CalculatorsPage"),
    icon: "calculator",
    menus: { resources: 2, more: 2 },
  },
  "/articles": withSearch({
    title: m.nav_articles,
    lead: m.nav_articles_desc,
    load: () => import("../../articles/ArticlesPage"),
    search: ["category"],
    icon: "newspaper",
    menus: { resources: 3 },
  }),
  "/articles/$slug": withSlug({
    title: m.nav_articles,
    load: () => import("../../articles/ArticlePage"),
    data: ({ params, context }) =>
      import("../../shared/queries/articles").then((q) => context.queryClient.ensureQueryData(q.articleBodyQuery(params.slug))),
  }),
  "/education": {
    title: m.nav_education,
    lead: m.nav_education_desc,
    load: () => import("../../education/EducationPage"),
    icon: "graduation",
    menus: { more: 3 },
  },
  "/education/$slug": withSlug({
    title: m.nav_education,
    load: () => import("../../education/LessonPage"),
    data: ({ params, context }) =>
      import("../../shared/queries/education").then((q) => context.queryClient.ensureQueryData(q.lessonQuery(params.slug))),
  }),
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
} satisfies { [P in ScreenPath]: PresentationOf<P> };

export const screens: readonly Screen[] = screenRoutes.map((route) => ({ ...route, ...presentation[route.path] }));
