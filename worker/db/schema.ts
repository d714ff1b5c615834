// D1 tables (drizzle). Migrations are generated from this file: npm run db:generate.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { currencies, intervals, paidPlans } from "../../core/billing/catalog";
import { paymentMethodKinds, paymentProviders, subscriptionStatuses } from "../../core/billing/subscription";
import { activityLevels, genders, goals, plans } from "../../core/plans";
import { unitSystems, type Metrics } from "../../core/validation/account";
import type { LoggerSettingsJson } from "../../core/validation/logger-settings";
import type { RoutineExercise } from "../../core/validation/routines";
import { transformTypes } from "../../core/transform/rules";
import { adjustmentReasons, type AdjustmentMethod } from "../../core/nutrition/weekly-adjustment";
import type { ExpenditureEstimate } from "../../core/nutrition/expenditure";
import { locales } from "../../core/locale";
import { challengePurposes, identityProviders, secondSteps, signInMethods } from "../../core/auth/ways-in";
import { deficitBlocks, lifeStages } from "../../core/safety/health-context";
import { supportStatuses, supportTopics } from "../../core/support/topics";
import type { DiaryPortionJson } from "../../core/api/diary";
import { foodKinds } from "../../core/diary/food-ref";
import type { StoredIngredient } from "../../core/diary/recipe";
import type { KnownValues } from "../../core/diary/values";
import { meals } from "../../core/nutrition/dish";
import { reminderKinds } from "../../core/reminders/kinds";
import { weekdays, type Weekday } from "../../core/training/workout-plan";
import type { FoodProduct } from "../platform/food-products/port";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
  /** Self-describing KDF string (algorithm, parameters, salt, hash); null for link-only accounts. */
  passwordHash: text("password_hash"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  locale: text("locale", { enum: ["en", "ru"] })
    .notNull()
    .default("en"),
  /**
   * The IANA time zone the member's device last named (at a checkout or a change of payment
   * method): the dates in billing e-mails and receipts are the member's own. Null: not known yet.
   */
  timeZone: text("time_zone"),
  /**
   * The units the member reads weights and measurements in, on every device (decision 0073);
   * values are kept in kg and cm whatever it says. Null: never chosen (each device keeps its own).
   */
  units: text("units", { enum: unitSystems }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const profiles = sqliteTable(
  "profiles",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    weight: real("weight"),
    height: real("height"),
    age: integer("age"),
    gender: text("gender", { enum: genders }),
    activity: text("activity", { enum: activityLevels }),
    goal: text("goal", { enum: goals }).notNull().default("MAINTAIN"),
    plan: text("plan", { enum: plans }).notNull().default("FREE"),
    /** The goal weight the progress chart draws (kg); null until the member sets one. */
    targetWeight: real("target_weight"),
    /** JSON of the generated plans; null until one is generated. */
    workoutPlan: text("workout_plan", { mode: "json" }),
    nutritionPlan: text("nutrition_plan", { mode: "json" }),
    /** Pregnant or breastfeeding (women only, optional): core/safety/health-context.ts reads it. */
    lifeStage: text("life_stage", { enum: lifeStages }).notNull().default("none"),
    /** Due date (pregnancy) or the baby's birth date (breastfeeding), YYYY-MM-DD; optional. */
    lifeStageDate: text("life_stage_date"),
    /**
     * When she last answered the pregnancy and breastfeeding question (the profile's card or the
     * nutrition setup; "neither" counts); null while never asked, when a deficit waits for it.
     */
    lifeStageAnsweredAt: integer("life_stage_answered_at", { mode: "timestamp_ms" }),
    /** JSON of the pre-exercise screening (StoredScreening); null until answered. */
    screening: text("screening", { mode: "json" }),
    /**
     * When the coach last read eating-disorder signs in the member's messages; null when it never
     * did, or since the member confirmed talking to a doctor. While set, the health context gives
     * no calorie or macro targets (core/safety/health-context.ts).
     */
    eatingDisorderSignsAt: integer("eating_disorder_signs_at", { mode: "timestamp_ms" }),
    trainingPlansGenerated: integer("training_plans_generated").notNull().default(0),
    mealPlansGenerated: integer("meal_plans_generated").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profiles_gender_check", sql`${t.gender} IS NULL OR ${t.gender} IN ('MALE', 'FEMALE')`),
    check(
      "profiles_activity_check",
      sql`${t.activity} IS NULL OR ${t.activity} IN ('SEDENTARY', 'LIGHT', 'MODERATE', 'ACTIVE', 'VERY_ACTIVE')`,
    ),
    check("profiles_goal_check", sql`${t.goal} IN ('LOSE_WEIGHT', 'MAINTAIN', 'GAIN_MUSCLE')`),
    check("profiles_plan_check", sql`${t.plan} IN ('FREE', 'BASIC', 'PRO')`),
    check("profiles_life_stage_check", sql`${t.lifeStage} IN ('none', 'pregnancy', 'lactation')`),
    check("profiles_counters_check", sql`${t.trainingPlansGenerated} >= 0 AND ${t.mealPlansGenerated} >= 0`),
  ],
);

/** One row per scheduled run, so housekeeping can be audited and tested. */
export const cronRuns = sqliteTable("cron_runs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  cron: text("cron").notNull(),
  task: text("task").notNull(),
  ok: integer("ok", { mode: "boolean" }).notNull(),
  detail: text("detail").notNull().default(""),
  ranAt: integer("ran_at", { mode: "timestamp_ms" }).notNull(),
});

export type User = typeof users.$inferSelect;
export type Profile = typeof profiles.$inferSelect;

/**
 * Index of live sessions per user, so every session of an account can be ended (reset,
 * password change, deletion). KV holds the session records themselves (decision 0003).
 */
export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 hex of the token, the same id as the KV key. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** Absolute expiry; rows past it are pruned by the daily cron. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const tokenPurposes = ["verify_email", "sign_in", "reset_password"] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** What a checked registration gives (SimpleWebAuthn's registrationInfo, public key as base64url). */
export interface NewPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

/**
 * What a sign-up chose, carried by its confirmation link: the address's owner proves the mailbox by
 * opening it, and only then do these become the account's ways in (worker/auth/confirm.ts).
 */
export interface SignUpCredentials {
  passwordHash: string | null;
  /** A passkey made at the sign-up, with its name; kept until the link is opened. */
  passkey:
    | (NewPasskey & {
        name: string;
        /** The id the sign-up's options named the user by, which the authenticator keeps. */
        userHandle: string;
      })
    | null;
  firstName: string;
  lastName: string;
  metrics: Metrics | null;
}

/** Single-use e-mailed tokens; only their SHA-256 is stored. */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: tokenPurposes }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    /** A confirmation link's sign-up (verify_email only); null on other links and older ones. */
    credentials: text("credentials", { mode: "json" }).$type<SignUpCredentials>(),
    /** A sign-in link's: SHA-256 of the nonce in the asking browser's cookie (null: any browser confirms first). */
    browserHash: text("browser_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    index("auth_tokens_user_idx").on(t.userId),
    check("auth_tokens_purpose_check", sql`${t.purpose} IN ('verify_email', 'sign_in', 'reset_password')`),
  ],
);

/**
 * Passkeys (WebAuthn credentials, decision 0048). The id is the credential id (base64url) the
 * authenticator made; the public key is COSE, base64url; the counter is checked to rise on each use
 * by authenticators that keep one.
 */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member's own name for it ("MacBook", "Pixel"); a default from the device when added. */
    name: text("name").notNull(),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** JSON array of AuthenticatorTransport ("internal", "hybrid", "usb"…), for the browser's hints. */
    transports: text("transports", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** "singleDevice" or "multiDevice" (synced, like iCloud Keychain or Google Password Manager). */
    deviceType: text("device_type").notNull(),
    backedUp: integer("backed_up", { mode: "boolean" }).notNull().default(false),
    /**
     * The user handle the authenticator keeps, when it is not the account's id: a passkey made at a
     * sign-up of an address that already had an unconfirmed account got a new id (worker/auth/confirm.ts).
     */
    userHandle: text("user_handle"),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * Single-use challenges and tickets: a passkey ceremony's challenge, the ticket between the first
 * and the second step of a sign-in, an identity waiting to be linked. Only the SHA-256 of the value
 * handed out is stored; `data` holds what the purpose needs (JSON).
 */
export const authChallenges = sqliteTable(
  "auth_challenges",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: challengePurposes }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    /** Wrong answers to a second-step ticket (a ticket stops working after a few). */
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("auth_challenges_user_idx").on(t.userId), index("auth_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * Two-step verification by an authenticator app (TOTP, RFC 6238). Kept from set-up; `enabledAt`
 * is set once the member has entered a first right code. `lastStep` is the last accepted 30-second
 * step, so a code works once.
 */
export const twoStep = sqliteTable("two_step", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The shared secret, base64 (the app needs it to check codes, so it cannot be hashed). */
  secret: text("secret").notNull(),
  enabledAt: integer("enabled_at", { mode: "timestamp_ms" }),
  lastStep: integer("last_step").notNull().default(0),
  createdAt: createdAt(),
});

/** Recovery codes of two-step verification: SHA-256 only, each works once. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId, t.codeHash)],
);

/** Accounts at identity providers linked to a member: one per provider, each provider account to one member. */
export const identities = sqliteTable(
  "identities",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: identityProviders }).notNull(),
    /** The provider's stable id of the account (OpenID `sub`, Yandex `id`). */
    subject: text("subject").notNull(),
    /** The address the provider gave, shown in settings so the member knows which account it is. */
    email: text("email"),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("identities_provider_subject_idx").on(t.provider, t.subject),
    uniqueIndex("identities_user_provider_idx").on(t.userId, t.provider),
  ],
);

/** Recent sign-ins, listed in the security tab; the daily cron drops rows older than 90 days. */
export const signIns = sqliteTable(
  "sign_ins",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    method: text("method", { enum: signInMethods }).notNull(),
    secondStep: text("second_step", { enum: secondSteps }),
    /** "Chrome on Android", from the User-Agent; never the whole header. */
    device: text("device"),
    /** ISO 3166 country code from the edge (CF-IPCountry); the address itself is not kept. */
    country: text("country"),
    /** The session this sign-in started (SHA-256 id), to mark "this device". */
    sessionId: text("session_id"),
  },
  // By member for the list; by time alone for the daily prune.
  (t) => [index("sign_ins_user_at_idx").on(t.userId, t.at), index("sign_ins_at_idx").on(t.at)],
);

/** Fixed-window counters for abuse limits; one atomic upsert per hit. */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/**
 * How many rows of each capped log a member keeps (core/storage/member-rows.ts), tombstones
 * included: counted by triggers on those tables (migration 0035), which refuse a row over the cap.
 */
export const memberRows = sqliteTable(
  "member_rows",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The table counted. */
    kind: text("kind").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** The development mail port's outbox (APP_ENV=development only; read at /api/dev/outbox). */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    links: text("links", { mode: "json" }).$type<string[]>().notNull(),
    /** Headers beyond the usual (List-Unsubscribe on reminder e-mails); null for none. */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("outbox_to_idx").on(t.to, t.createdAt)],
);

/** Which lessons of the education course each member has finished. */
export const lessonProgress = sqliteTable(
  "lesson_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lesson: text("lesson").notNull(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lesson] })],
);

/**
 * Progress tracking: body weight (kg) and circumferences (cm) per member and local calendar
 * day (YYYY-MM-DD, the member's own day, so no time zone is stored). One entry per day; the
 * unique index also serves the date-ordered listing.
 */
export const bodyEntries = sqliteTable(
  "body_entries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    weight: real("weight"),
    waist: real("waist"),
    neck: real("neck"),
    hips: real("hips"),
    chest: real("chest"),
    arm: real("arm"),
    thigh: real("thigh"),
    /** Body fat, % of body weight (a scale's or a caliper's reading, or imported). */
    bodyFat: real("body_fat"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What a weigh-in import wrote into an empty value of this day (decision 0065), per value: the
     * value it wrote and the import. Taking that import back clears each value still holding what
     * it wrote (one changed since is the member's), and removes a day left empty; another import's
     * values on the same day are that import's. The list of them: `weigh-in-marks.ts`.
     */
    importedWeight: real("imported_weight"),
    importedBodyFat: real("imported_body_fat"),
    importedWaist: real("imported_waist"),
    importedNeck: real("imported_neck"),
    importedHips: real("imported_hips"),
    importedChest: real("imported_chest"),
    importedArm: real("imported_arm"),
    importedThigh: real("imported_thigh"),
    weightImportId: text("weight_import_id"),
    bodyFatImportId: text("body_fat_import_id"),
    waistImportId: text("waist_import_id"),
    neckImportId: text("neck_import_id"),
    hipsImportId: text("hips_import_id"),
    chestImportId: text("chest_import_id"),
    armImportId: text("arm_import_id"),
    thighImportId: text("thigh_import_id"),
    // `import_id`, the day's mark before 0039, left the schema one deploy before 0040 dropped the
    // column: the worker serving while a deploy's migrations apply names every column it knows.
  },
  (t) => [uniqueIndex("body_entries_user_date_idx").on(t.userId, t.date)],
);
export type BodyEntry = typeof bodyEntries.$inferSelect;

/**
 * A member's paid subscription, one row per member, kept in step with the payment
 * provider's events. profiles.plan mirrors the plan it grants (FREE once expired).
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    customerId: text("customer_id").notNull(),
    subscriptionId: text("subscription_id").notNull().unique(),
    plan: text("plan", { enum: paidPlans }).notNull(),
    interval: text("interval", { enum: intervals }).notNull(),
    /** What the member is billed in: a plan change is priced in it, whatever language the member now uses. */
    currency: text("currency", { enum: currencies }).notNull().default("USD"),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
    paymentMethodId: text("payment_method_id"),
    last4: text("last4"),
    /**
     * Transformation previews left in `previewsMonth` (Pro). Kept while the member is on another
     * plan, where it grants nothing, so a return to Pro within the month does not refill it.
     * Chat messages are counted by CHAT_LIMITER.
     */
    predicatesLeft: integer("predicates_left").notNull().default(0),
    /** The month (its first instant, UTC) whose allowance `predicatesLeft` counts; null before any. */
    previewsMonth: integer("previews_month", { mode: "timestamp_ms" }),
    /** The provider time of the newest event applied: older deliveries change nothing. */
    lastEventAt: integer("last_event_at", { mode: "timestamp_ms" }).notNull(),
    /**
     * When the card provider first said a renewal is unpaid (Stripe's past_due), while it still
     * says so; null otherwise. The billing page's notice: a period end in the past alone cannot
     * tell a failed renewal from one whose webhook is still on its way.
     */
    unpaidSince: integer("unpaid_since", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("subscriptions_status_check", sql`${t.status} IN ('active', 'canceled', 'expired')`),
    check("subscriptions_allowance_check", sql`${t.predicatesLeft} >= 0`),
    index("subscriptions_status_end_idx").on(t.status, t.currentPeriodEnd),
  ],
);
export type Subscription = typeof subscriptions.$inferSelect;

/** Every provider event handled, by its id: a repeated delivery is recognised and skipped. */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The sandbox payment provider's own records (local runs and tests only): its checkout
 * sessions and the subscriptions it bills, as Stripe would keep them on its side.
 */
export const sandboxCheckouts = sqliteTable(
  "sandbox_checkouts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    plan: text("plan", { enum: paidPlans }).notNull(),
    interval: text("interval", { enum: intervals }).notNull(),
    currency: text("currency").notNull(),
    amount: integer("amount").notNull(),
    locale: text("locale").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    /** open, requires_action (3-D Secure step), complete, expired */
    status: text("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("sandbox_checkouts_user_created_idx").on(t.userId, t.createdAt),
    index("sandbox_checkouts_customer_idx").on(t.customerId),
  ],
);

export const sandboxSubscriptions = sqliteTable(
  "sandbox_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: paidPlans }).notNull(),
    interval: text("interval", { enum: intervals }).notNull(),
    currency: text("currency").notNull(),
    amount: integer("amount").notNull(),
    /** Stripe's words: active, canceled. */
    status: text("status").notNull(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    last4: text("last4").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sandbox_subscriptions_user_idx").on(t.userId),
    index("sandbox_subscriptions_customer_idx").on(t.customerId),
    index("sandbox_subscriptions_status_end_idx").on(t.status, t.currentPeriodEnd),
  ],
);

/**
 * Subscriptions the app runs itself on YooKassa, which has none (decision 0050): the plan, the
 * saved payment method the daily cron charges when the period ends, and the failed tries.
 * Statuses in Stripe's words, so one handler applies them: incomplete (the first payment is not
 * made yet), active, past_due (a renewal failed; tried again within the grace), canceled (ended).
 */
export const yookassaSubscriptions = sqliteTable(
  "yookassa_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: paidPlans }).notNull(),
    interval: text("interval", { enum: intervals }).notNull(),
    /** What one period of `plan` costs (kopecks). */
    amount: integer("amount").notNull(),
    /** A plan change waiting for the renewal (changes apply at renewal, decision 0050). */
    nextPlan: text("next_plan", { enum: paidPlans }),
    nextInterval: text("next_interval", { enum: intervals }),
    status: text("status", { enum: ["incomplete", "active", "past_due", "canceled"] }).notNull(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
    paymentMethodId: text("payment_method_id"),
    methodKind: text("method_kind", { enum: paymentMethodKinds }),
    methodLast4: text("method_last4"),
    methodBrand: text("method_brand"),
    /** Renewal tries that failed for the current period; the next try, null when none is due. */
    failedAttempts: integer("failed_attempts").notNull().default(0),
    failedAt: integer("failed_at", { mode: "timestamp_ms" }),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    firstPaymentId: text("first_payment_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("yookassa_subscriptions_user_idx").on(t.userId),
    // One live subscription per member, whatever races: a second one cannot be written.
    uniqueIndex("yookassa_subscriptions_one_live_idx")
      .on(t.userId)
      .where(sql`${t.status} IN ('active', 'past_due')`),
    index("yookassa_subscriptions_due_idx").on(t.status, t.nextAttemptAt),
    index("yookassa_subscriptions_end_idx").on(t.status, t.currentPeriodEnd),
  ],
);

/**
 * A first payment still open on YooKassa's page when its member deleted the account (a page the
 * shop cannot close): what giving it back takes, kept only until YooKassa says how it ended.
 * Paid: refunded in full, its refund receipt to the address the payment's receipt named; not paid:
 * forgotten (yookassa/open-at-deletion.ts). No member id: the member is gone.
 */
export const yookassaOpenAtDeletion = sqliteTable("yookassa_open_at_deletion", {
  paymentId: text("payment_id").primaryKey(),
  plan: text("plan", { enum: paidPlans }).notNull(),
  interval: text("interval", { enum: intervals }).notNull(),
  amount: integer("amount").notNull(),
  /** The payment's 54-FZ receipt (JSON): its buyer's address gets the refund's receipt. */
  receipt: text("receipt", { mode: "json" }).notNull(),
  createdAt: createdAt(),
});

/** Every YooKassa payment the app made (by YooKassa's id), with the receipt data it carried. */
export const yookassaPayments = sqliteTable(
  "yookassa_payments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id").notNull(),
    kind: text("kind", { enum: ["first", "renewal", "method_check"] }).notNull(),
    plan: text("plan", { enum: paidPlans }).notNull(),
    interval: text("interval", { enum: intervals }).notNull(),
    amount: integer("amount").notNull(),
    status: text("status", { enum: ["pending", "waiting_for_capture", "succeeded", "canceled"] }).notNull(),
    methodKind: text("method_kind", { enum: paymentMethodKinds }),
    methodLast4: text("method_last4"),
    methodBrand: text("method_brand"),
    /** The 54-FZ receipt object sent with the payment (JSON), shown on the receipt's page. */
    receipt: text("receipt", { mode: "json" }).notNull(),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    /** Why it failed, in YooKassa's words (cancellation_details.reason). */
    failure: text("failure"),
    createdAt: createdAt(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("yookassa_payments_user_created_idx").on(t.userId, t.createdAt),
    index("yookassa_payments_subscription_idx").on(t.subscriptionId),
  ],
);

/** Every refund made of a YooKassa payment, with its receipt data. */
export const yookassaRefunds = sqliteTable(
  "yookassa_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "canceled"] }).notNull(),
    receipt: text("receipt", { mode: "json" }).notNull(),
    /** member (within the refund window), operator, duplicate (a second first payment). */
    reason: text("reason", { enum: ["member", "operator", "duplicate"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("yookassa_refunds_user_created_idx").on(t.userId, t.createdAt), index("yookassa_refunds_payment_idx").on(t.paymentId)],
);

/**
 * The development YooKassa double's own records (local runs and tests only; decision 0050): its
 * payments, refunds and saved methods as YooKassa's JSON objects, and the idempotence keys it saw.
 */
export const yookassaDoubleObjects = sqliteTable(
  "yookassa_double_objects",
  {
    id: text("id").primaryKey(),
    /** payment, refund, method, receipt */
    type: text("type").notNull(),
    /** The payment a refund or receipt belongs to. */
    parentId: text("parent_id"),
    body: text("body", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("yookassa_double_objects_parent_idx").on(t.parentId, t.type)],
);

export const yookassaDoubleKeys = sqliteTable("yookassa_double_keys", {
  /** The shop's id and the Idempotence-Key. */
  key: text("key").primaryKey(),
  /** SHA-256 of the request's method, path and body: the same key with another request is refused. */
  requestHash: text("request_hash").notNull(),
  status: integer("status").notNull(),
  answer: text("answer").notNull(),
  createdAt: createdAt(),
});

/**
 * The workout log (decision 0042): sessions, their exercises in the order done (entries) and
 * their sets. Every record's id is made by the device that created it; `updated_at` is when the
 * member last changed it (ms, the device's clock capped at the server's), and a removal is kept
 * as a tombstone (`deleted`) so an older change arriving later cannot bring the record back.
 * Times are ms since 1970. `plan` is the plan's prescription as it stood when the session started
 * (empty for an empty workout), so later plan changes never rewrite history.
 */
export const workoutSessions = sqliteTable(
  "workout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    name: text("name"),
    /** The member's note on the whole workout (how it went); "" when none. */
    note: text("note").notNull().default(""),
    source: text("source", { enum: ["plan", "free"] }).notNull(),
    weekday: text("weekday"),
    dayType: text("day_type"),
    blockWeek: integer("block_week"),
    deload: integer("deload", { mode: "boolean" }).notNull().default(false),
    plan: text("plan", { mode: "json" }).notNull(),
    status: text("status", { enum: ["active", "finished"] }).notNull(),
    startedAt: integer("started_at").notNull(),
    finishedAt: integer("finished_at"),
    updatedAt: integer("updated_at").notNull(),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    /** The import that wrote it (data_transfers.id); null for a workout logged here. Undoing the import deletes it. */
    importId: text("import_id"),
  },
  (t) => [
    index("workout_sessions_user_date_idx").on(t.userId, t.date),
    // The member's open session and the newest finished ones, in order, without reading the rest
    // of the history: today's workout stays as quick for a member with years of it.
    index("workout_sessions_user_status_idx").on(t.userId, t.deleted, t.status, t.date, t.startedAt, t.id),
    // The daily purge of old removals (worker/workouts/tombstones.ts) reads only these; imported
    // records (ids of UUID version 8) keep their tombstones, so the index leaves them out.
    index("workout_sessions_removed_idx").on(t.updatedAt).where(sql`${t.deleted} = 1 AND substr(${t.id}, 15, 1) <> '8'`),
    // An import's workouts, for its count and its undo; logged workouts are left out.
    index("workout_sessions_import_idx").on(t.importId).where(sql`${t.importId} IS NOT NULL`),
    check("workout_sessions_status_check", sql`${t.status} IN ('active', 'finished')`),
    check("workout_sessions_source_check", sql`${t.source} IN ('plan', 'free')`),
  ],
);
export type WorkoutSession = typeof workoutSessions.$inferSelect;

/** One exercise of a session, at its place in the order done. */
export const workoutEntries = sqliteTable(
  "workout_entries",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => workoutSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exercise: text("exercise").notNull(),
    position: integer("position").notNull(),
    note: text("note").notNull().default(""),
    /** The superset's key, shared by the exercises done in turn (WorkoutEntryJson.superset); null for none. */
    superset: text("superset"),
    updatedAt: integer("updated_at").notNull(),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
  },
  // By user and session: a member's deletion finds their entries (the foreign key's search), and
  // the reads of a member's sessions' entries take both columns from one index.
  (t) => [
    index("workout_entries_session_idx").on(t.sessionId),
    index("workout_entries_user_session_idx").on(t.userId, t.sessionId),
    index("workout_entries_removed_idx").on(t.updatedAt).where(sql`${t.deleted} = 1 AND substr(${t.id}, 15, 1) <> '8'`),
  ],
);
export type WorkoutEntry = typeof workoutEntries.$inferSelect;

/**
 * One done set: load in kg (null or the added weight for bodyweight) with reps, or seconds for a
 * hold. `exercise` is its entry's, kept here for reading one exercise's history by the index.
 * `logged_at` is when it was first logged (the time of the change that created it).
 */
export const workoutSets = sqliteTable(
  "workout_sets",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => workoutSessions.id, { onDelete: "cascade" }),
    entryId: text("entry_id")
      .notNull()
      .references(() => workoutEntries.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exercise: text("exercise").notNull(),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["warmup", "work"] }).notNull(),
    // A work set's variant (decision 0067): a drop set or one taken to failure; null for a straight
    // work set and for every warm-up. A column beside `kind`, not wider kinds: widening its CHECK
    // would rebuild the largest table.
    variant: text("variant", { enum: ["drop", "failure"] }),
    weight: real("weight"),
    reps: integer("reps"),
    seconds: integer("seconds"),
    rpe: real("rpe"),
    rir: integer("rir"),
    updatedAt: integer("updated_at").notNull(),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    loggedAt: integer("logged_at").notNull(),
  },
  (t) => [
    index("workout_sets_user_exercise_idx").on(t.userId, t.exercise),
    // By session and exercise: whether a session had an exercise is one search (last time's sets).
    index("workout_sets_session_idx").on(t.sessionId, t.exercise),
    // An entry's removal or change finds its sets (the foreign key's search).
    index("workout_sets_entry_idx").on(t.entryId),
    index("workout_sets_removed_idx").on(t.updatedAt).where(sql`${t.deleted} = 1 AND substr(${t.id}, 15, 1) <> '8'`),
    check("workout_sets_kind_check", sql`${t.kind} IN ('warmup', 'work')`),
    // A kept set has reps or seconds; a removal (tombstone) may have neither.
    check("workout_sets_work_check", sql`${t.deleted} = 1 OR ${t.reps} IS NOT NULL OR ${t.seconds} IS NOT NULL`),
  ],
);
export type WorkoutSet = typeof workoutSets.$inferSelect;

/** The AI coach conversation: a member's messages and the coach's answers, in order. */
/**
 * The workout logger's settings kept with the account (decision 0070): effort logging, the bar and
 * plates at hand, the rest chosen per exercise, as one JSON document; the latest change wins whole.
 */
export const loggerSettings = sqliteTable("logger_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: text("settings", { mode: "json" }).$type<Omit<LoggerSettingsJson, "updatedAt">>().notNull(),
  /** When the member changed them, on the device that did (ms), never later than the server's clock when stored. */
  updatedAt: integer("updated_at").notNull(),
});

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("chat_messages_user_created_idx").on(t.userId, t.createdAt),
    check("chat_messages_role_check", sql`${t.role} IN ('user', 'assistant')`),
  ],
);
export type ChatMessage = typeof chatMessages.$inferSelect;

/**
 * Time machine previews: a member's photo and the picture made from it, both in R2 (PHOTOS) under
 * the member's prefix. At most one preview per member is being made at a time (the partial
 * unique index), so a second upload meanwhile is refused by the database itself.
 */
export const transformPreviews = sqliteTable(
  "transform_previews",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: transformTypes }).notNull(),
    months: integer("months").notNull(),
    /** 0 for a photo's first picture, then one more for each Regenerate. */
    variation: integer("variation").notNull().default(0),
    status: text("status", { enum: ["processing", "done", "failed"] }).notNull(),
    engine: text("engine", { enum: ["workers-ai", "embedded"] }).notNull(),
    originalKey: text("original_key").notNull(),
    resultKey: text("result_key"),
    resultType: text("result_type"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The profile's weight and height when the preview was made (for its projection). */
    weightKg: real("weight_kg"),
    heightCm: real("height_cm"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    /** How long the picture took to make (ms, measured while making it): the source of the estimate. */
    durationMs: integer("duration_ms"),
  },
  (t) => [
    index("transform_previews_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("transform_previews_one_processing_idx").on(t.userId).where(sql`${t.status} = 'processing'`),
    index("transform_previews_engine_finished_idx").on(t.engine, t.finishedAt),
    check("transform_previews_type_check", sql`${t.type} IN ('cut', 'bulk')`),
    check("transform_previews_months_check", sql`${t.months} IN (1, 3, 6, 12)`),
    check("transform_previews_status_check", sql`${t.status} IN ('processing', 'done', 'failed')`),
  ],
);
export type TransformPreview = typeof transformPreviews.$inferSelect;

/**
 * Weekly diet adjustments: each week's change of a member's nutrition plan calories (from, to),
 * with the 14-day weight trend and the goal's expected rate (kg a week) that led to it. One row
 * per member and week (the Monday, YYYY-MM-DD), so the cron and a catch-up racing each other
 * make one adjustment; the unique index also serves the newest-first history.
 */
const adjustmentMethods = ["weight_trend", "expenditure"] as const satisfies readonly AdjustmentMethod[];

export const dietAdjustments = sqliteTable(
  "diet_adjustments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: text("week").notNull(),
    fromKcal: integer("from_kcal").notNull(),
    toKcal: integer("to_kcal").notNull(),
    trendKg: real("trend_kg").notNull(),
    expectedKg: real("expected_kg").notNull(),
    reason: text("reason", { enum: adjustmentReasons }).notNull(),
    status: text("status", { enum: ["applied", "undone"] })
      .notNull()
      .default("applied"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    // How the calories were set, and for a member with diary days the expenditure estimate (or
    // what it lacked), the goal's rate and the aim (docs/expenditure.md). Rows from before: weight_trend.
    method: text("method", { enum: adjustmentMethods }).notNull().default("weight_trend"),
    expenditure: text("expenditure", { mode: "json" }).$type<ExpenditureEstimate>(),
    goalKcal: integer("goal_kcal"),
    aimKcal: integer("aim_kcal"),
  },
  (t) => [
    uniqueIndex("diet_adjustments_user_week_idx").on(t.userId, t.week),
    check("diet_adjustments_reason_check", sql`${t.reason} IN ('on_track', 'adjusted', 'floor')`),
    check("diet_adjustments_status_check", sql`${t.status} IN ('applied', 'undone')`),
    check("diet_adjustments_method_check", sql`${t.method} IN ('weight_trend', 'expenditure')`),
  ],
);
export type DietAdjustment = typeof dietAdjustments.$inferSelect;

/**
 * Premium support requests: what a Pro member asked, with the plan and language they had when
 * they sent it. The screenshot, when there is one, is in R2 (PHOTOS) under the member's prefix.
 */
export const supportRequests = sqliteTable(
  "support_requests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: text("topic", { enum: supportTopics }).notNull(),
    message: text("message").notNull(),
    screenshotKey: text("screenshot_key"),
    status: text("status", { enum: supportStatuses }).notNull().default("open"),
    locale: text("locale", { enum: locales }).notNull(),
    plan: text("plan", { enum: plans }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("support_requests_user_created_idx").on(t.userId, t.createdAt),
    check("support_requests_status_check", sql`${t.status} IN ('open', 'answered', 'closed')`),
  ],
);
export type SupportRequest = typeof supportRequests.$inferSelect;

/**
 * The food diary (decision 0044): entries, the member's own foods and recipes, and favourites are
 * records made on devices, with `updated_at` (when the member last changed one, ms, the device's
 * clock capped at the server's) and a tombstone (`deleted`), kept by "the latest change wins".
 * Values are per 100 g in the food database's columns, as JSON with the unknown ones left out.
 */
export const diaryEntries = sqliteTable(
  "diary_entries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member's own calendar day, YYYY-MM-DD. */
    date: text("date").notNull(),
    meal: text("meal", { enum: meals }).notNull(),
    foodKind: text("food_kind", { enum: foodKinds }).notNull(),
    foodId: text("food_id").notNull(),
    grams: real("grams").notNull(),
    portion: text("portion", { mode: "json" }).$type<DiaryPortionJson | null>(),
    /** The food's names and values when it was logged (or its food last changed); null on a removal never logged. */
    nameEn: text("name_en"),
    nameRu: text("name_ru"),
    per100g: text("per100g", { mode: "json" }).$type<KnownValues | null>(),
    /** When it was first logged (the time of the change that made it). */
    loggedAt: integer("logged_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    /** The import that wrote it (our own export's diary brought back; decision 0065), null when logged here. */
    importId: text("import_id"),
  },
  (t) => [
    index("diary_entries_user_date_idx").on(t.userId, t.date),
    index("diary_entries_import_idx").on(t.importId).where(sql`${t.importId} IS NOT NULL`),
    // The daily purge of old removals (worker/diary/tombstones.ts) reads only these.
    index("diary_entries_removed_idx").on(t.updatedAt).where(sql`${t.deleted} = 1`),
    check("diary_entries_meal_check", sql`${t.meal} IN ('breakfast', 'lunch', 'dinner', 'snack', 'evening')`),
    check("diary_entries_kind_check", sql`${t.foodKind} IN ('db', 'custom', 'recipe', 'dish')`),
  ],
);
export type DiaryEntry = typeof diaryEntries.$inferSelect;

/**
 * A diary day's own targets, kept as the day's answer gave them while the day could still be the
 * member's today (decision 0074): a past day is judged against what it aimed at, not today's.
 * Energy in kcal, macros in grams; `deficitWithheld` and `extraEnergyKcal` as the answer's.
 */
export const diaryDayTargets = sqliteTable(
  "diary_day_targets",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member's own calendar day, YYYY-MM-DD. */
    date: text("date").notNull(),
    source: text("source", { enum: ["plan", "calculator"] }).notNull(),
    calories: real("calories").notNull(),
    protein: real("protein").notNull(),
    fat: real("fat").notNull(),
    carbs: real("carbs").notNull(),
    deficitWithheld: text("deficit_withheld", { enum: deficitBlocks }),
    extraEnergyKcal: real("extra_energy_kcal").notNull().default(0),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);
export type DiaryDayTarget = typeof diaryDayTargets.$inferSelect;

/** A food of the member's own, from its label: the values as entered and per 100 g. */
export const diaryFoods = sqliteTable(
  "diary_foods",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    brand: text("brand"),
    barcode: text("barcode"),
    basis: text("basis", { enum: ["100g", "serving"] }).notNull(),
    serving: text("serving", { mode: "json" }).$type<{ label: string; grams: number } | null>(),
    entered: text("entered", { mode: "json" }).notNull().$type<KnownValues>(),
    per100g: text("per100g", { mode: "json" }).notNull().$type<KnownValues>(),
    updatedAt: integer("updated_at").notNull(),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    index("diary_foods_user_updated_idx").on(t.userId, t.updatedAt),
    index("diary_foods_user_barcode_idx").on(t.userId, t.barcode),
    index("diary_foods_removed_idx").on(t.updatedAt).where(sql`${t.deleted} = 1`),
    check("diary_foods_basis_check", sql`${t.basis} IN ('100g', 'serving')`),
  ],
);
export type DiaryFood = typeof diaryFoods.$inferSelect;

/**
 * A recipe of the member's: ingredients (with their names when saved), the finished weight and
 * servings, and the values per 100 g of the finished dish computed when it was saved (null on a
 * removal never saved).
 */
export const diaryRecipes = sqliteTable(
  "diary_recipes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ingredients: text("ingredients", { mode: "json" }).notNull().$type<StoredIngredient[]>(),
    finishedGrams: real("finished_grams").notNull(),
    servings: integer("servings").notNull(),
    per100g: text("per100g", { mode: "json" }).$type<KnownValues | null>(),
    updatedAt: integer("updated_at").notNull(),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    index("diary_recipes_user_updated_idx").on(t.userId, t.updatedAt),
    index("diary_recipes_removed_idx").on(t.updatedAt).where(sql`${t.deleted} = 1`),
  ],
);
export type DiaryRecipe = typeof diaryRecipes.$inferSelect;

/** A favourite food: one per member and food, its id `<kind>:<food id>`. */
export const diaryFavourites = sqliteTable(
  "diary_favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    foodKind: text("food_kind", { enum: foodKinds }).notNull(),
    foodId: text("food_id").notNull(),
    updatedAt: integer("updated_at").notNull(),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index("diary_favourites_removed_idx").on(t.updatedAt).where(sql`${t.deleted} = 1`),
    check("diary_favourites_kind_check", sql`${t.foodKind} IN ('db', 'custom', 'recipe', 'dish')`),
  ],
);
export type DiaryFavourite = typeof diaryFavourites.$inferSelect;

/**
 * Barcodes looked up at an outside product database (worker/foods/barcode-cache.ts), per adapter
 * (`source`): a product found is kept 30 days, a code the source does not know a day; a failed
 * lookup is not kept. Public data, no member's.
 */
export const foodBarcodes = sqliteTable(
  "food_barcodes",
  {
    source: text("source").notNull(),
    barcode: text("barcode").notNull(),
    found: integer("found", { mode: "boolean" }).notNull(),
    /** The product as the adapter gave it; null when not found. */
    payload: text("payload", { mode: "json" }).$type<FoodProduct | null>(),
    fetchedAt: integer("fetched_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.barcode] })],
);
export type FoodBarcode = typeof foodBarcodes.$inferSelect;

/**
 * Exercises of the member's own, for what the library lacks (made in the logger's picker or when
 * an import's names are matched). A workout record names one as `own-<id>`; a removal keeps the
 * row (`deleted`) so history that names it still has its name.
 */
export const ownExercises = sqliteTable(
  "own_exercises",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    measure: text("measure", { enum: ["reps", "time"] }).notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    index("own_exercises_user_idx").on(t.userId),
    check("own_exercises_measure_check", sql`${t.measure} IN ('reps', 'time')`),
  ],
);
export type OwnExercise = typeof ownExercises.$inferSelect;

/**
 * A member's routines (decision 0071): saved workouts started again in one tap. Removed outright:
 * no workout names its routine, so nothing needs it kept.
 */
export const workoutRoutines = sqliteTable(
  "workout_routines",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** In order: `{ exercise, superset }` each (core/validation/routines.ts). */
    exercises: text("exercises", { mode: "json" }).$type<RoutineExercise[]>().notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("workout_routines_user_idx").on(t.userId, t.updatedAt)],
);
export type WorkoutRoutine = typeof workoutRoutines.$inferSelect;

/**
 * How a member matched an imported file's exercise name (normalised, see core/imports/names.ts)
 * to an exercise here, so the next import of the same app's file needs no matching.
 */
export const importNames = sqliteTable(
  "import_names",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    exercise: text("exercise").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/** Every export and import a member made (the export limit's audit trail and the settings' history). */
export const dataTransfers = sqliteTable(
  "data_transfers",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["export", "import"] }).notNull(),
    /** For an import: strong, hevy or weight; null for an export. */
    source: text("source"),
    /** Rows written by an import (0 when the file held nothing new); null for an export. */
    rows: integer("rows"),
    /** When a workout import's workouts were removed again (its undo); null otherwise. */
    undoneAt: integer("undone_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("data_transfers_user_created_idx").on(t.userId, t.createdAt),
    check("data_transfers_kind_check", sql`${t.kind} IN ('export', 'import')`),
  ],
);

/**
 * Web Push subscriptions, one per device (browser profile) that turned reminders on: the push
 * service's address for that device (unique: a device signed in to another account moves to it)
 * and its keys (RFC 8291). A subscription the push service reports gone (404, 410) is deleted,
 * and so is one whose sends failed `failures` times in a row (worker/reminders/send.ts).
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: integer("created_at").notNull(),
    lastSuccessAt: integer("last_success_at"),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * A member's reminder settings (decision 0047): their time zone, the minute of their day
 * reminders go out, quiet hours (minutes; `from` after `to` spans midnight), which reminders,
 * and the weekly check-in by e-mail when no device can receive a push. `signing_key` signs the
 * member's turn-off links; `next_due_at` is when the sending cron looks at the member next
 * (null while every reminder is off), so a run reads only the members due.
 */
export const reminderSettings = sqliteTable(
  "reminder_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    timeZone: text("time_zone").notNull(),
    at: integer("at_minute").notNull(),
    quietFrom: integer("quiet_from"),
    quietTo: integer("quiet_to"),
    training: integer("training", { mode: "boolean" }).notNull().default(false),
    weighInDays: text("weigh_in_days", { mode: "json" }).$type<Weekday[]>().notNull(),
    checkIn: integer("check_in", { mode: "boolean" }).notNull().default(false),
    checkInDay: text("check_in_day", { enum: weekdays }).notNull().default("MONDAY"),
    emailFallback: integer("email_fallback", { mode: "boolean" }).notNull().default(false),
    signingKey: text("signing_key").notNull(),
    /** When the member last opened the weekly adjustments (ms): that day's check-in is done. */
    checkInSeenAt: integer("check_in_seen_at"),
    nextDueAt: integer("next_due_at"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("reminder_settings_due_idx").on(t.nextDueAt),
    check("reminder_settings_at_check", sql`${t.at} BETWEEN 0 AND 1439`),
    check(
      "reminder_settings_quiet_check",
      sql`(${t.quietFrom} IS NULL AND ${t.quietTo} IS NULL) OR (${t.quietFrom} BETWEEN 0 AND 1439 AND ${t.quietTo} BETWEEN 0 AND 1439)`,
    ),
  ],
);
export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

/**
 * Reminders sent: one row per member, kind and the member's local day, claimed before sending,
 * so a reminder goes out once a day however many runs overlap. `channel` says how it went out.
 */
export const reminderLog = sqliteTable(
  "reminder_log",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: reminderKinds }).notNull(),
    date: text("date").notNull(),
    channel: text("channel", { enum: ["push", "email"] }).notNull(),
    sentAt: integer("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.date] }), index("reminder_log_sent_idx").on(t.sentAt)],
);

/**
 * The development push double's record (APP_ENV=development only, like the mail outbox): each
 * request the worker would have sent to a push service, encrypted as it would have gone.
 */
export const pushOutbox = sqliteTable(
  "push_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    endpoint: text("endpoint").notNull(),
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull(),
    /** The body, base64url. */
    body: text("body").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("push_outbox_endpoint_idx").on(t.endpoint, t.id)],
);
