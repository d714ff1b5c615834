// Every API route in one table, the contract both sides are compiled against: the web client calls
// a route by its key (`api("POST /api/plans/workout", { body })`, web/shared/api/client.ts), and
// the worker's handlers are checked against it (worker/platform/api-contract.ts): their validators
// take the body and query declared here, and their answers are the ones declared here. The key is
// the method and the router's own path; `:name` segments are the route's parameters. A test
// (tests/worker/api-contract.test.ts) keeps the table and the router's routes the same list.
import type * as v from "valibot";
import type { TransformMonths, TransformType } from "../transform/rules";
import type { SupportTopic } from "../support/topics";
import type { SupportRequestCreatedJson, SupportRequestsJson } from "../support/api";
import type * as account from "../validation/account";
import type { checkoutSchema, operatorRefundSchema, paymentMethodSchema } from "../validation/billing";
import type { chatSendSchema } from "../validation/chat";
import type {
  dishSwapSchema,
  scheduleSchema,
  NutritionPlanInput,
  WorkoutPlanInput,
} from "../validation/plans";
import type { ProfileCreateInput, ProfileUpdateInput, ScreeningInput, ShowTargetsInput } from "../validation/profile";
import type { BodyEntryCreateInput, BodyEntryUpdateInput } from "../validation/progress";
import type { DietAdjustmentsJson } from "./adjustments";
import type { LinkConfirmationJson, OkJson, PasswordChangedJson, SessionState, SignUpJson, TokenSessionJson } from "./auth";
import type {
  IdentityStartJson,
  PasskeyCreationOptionsJson,
  PasskeyJson,
  PasskeyRequestOptionsJson,
  PendingIdentityJson,
  ProvidersJson,
  RecoveryCodesJson,
  SecurityJson,
  SignInJson,
  TwoStepNeededJson,
  TwoStepSetupJson,
} from "./security";
import type * as security from "../validation/security";
import type {
  BillingPaymentsJson,
  CheckoutJson,
  NotificationJson,
  OperatorRefundJson,
  PaymentMethodJson,
  SubscriptionJson,
  WebhookJson,
} from "./billing";
import type { ChatStateJson } from "./chat";
import type { PublicConfig } from "./config";
import { route, type ApiFile, type ApiTextStream } from "./contract";
import type { ClearedLimitsJson, OutboxMailJson } from "./dev";
import type { DiaryDayJson, DiaryFoodJson, DiaryFoodsJson, DiarySyncJson, DiaryWeekJson } from "./diary";
import type { DishDetailJson, DishListJson } from "./dishes";
import type { BarcodeLookupJson, FoodDetailJson, FoodSearchJson } from "./foods";
import type { LessonProgressJson } from "./education";
import type { ExerciseMediaJson } from "./exercises";
import type { OwnExerciseJson, OwnExercisesJson } from "./own-exercises";
import type { OwnExerciseCreateInput, OwnExerciseRenameInput } from "../validation/own-exercises";
import type { LoggerSettingsJson } from "../validation/logger-settings";
import type { RoutineJson, RoutinesJson } from "./routines";
import type { RoutineCreateInput, RoutineUpdateInput } from "../validation/routines";
import type { HealthJson } from "./health";
import type { DiaryAverageJson, DiaryDayAnalysisJson, MicronutrientNeedsJson } from "./micronutrients";
import type { PlanChangeJson } from "./plans";
import type { OverviewJson, ProfileJson, SavedProfileJson } from "./profiles";
import type { BodyEntriesJson, BodyEntryJson } from "./progress";
import type { PreviewJson, PreviewStartedJson, TransformStateJson } from "./transform";
import type { DiarySyncInput } from "../validation/diary";
import type { ImportInput } from "../validation/imports";
import type { ExportStatusJson, ImportPreviewJson, ImportResultJson, ImportsJson, ImportUndoneJson } from "./transfers";
import type { OutboxPushJson, ReminderOffJson, RemindersJson, ReminderTestJson } from "./reminders";
import type { PushSubscriptionInput, ReminderSettingsInput } from "../validation/reminders";
import type { SyncInput } from "../validation/workouts";
import type {
  ExerciseHistoryJson,
  LoggerSettingsAnswerJson,
  WorkoutDayJson,
  WorkoutDetailJson,
  WorkoutListJson,
  WorkoutSyncJson,
} from "./workouts";

/** What a validator takes: the body or query the client may send. */
type In<S extends v.GenericSchema> = v.InferInput<S>;

export const apiRoutes = {
  "GET /api/health": route<{ answer: HealthJson }>(),
  "HEAD /api/health": route<{ answer: null }>(),
  "GET /api/config/public": route<{ answer: PublicConfig }>(),

  "GET /api/auth/session": route<{ answer: SessionState }>(),
  "POST /api/auth/sign-up": route<{ body: In<typeof account.signUpSchema>; answer: SignUpJson }>(),
  "POST /api/auth/resend-verification": route<{ body: In<typeof account.emailOnlySchema>; answer: OkJson }>(),
  "POST /api/auth/verify-email": route<{ body: In<typeof account.tokenSchema>; answer: OkJson }>(),
  // With `returnToken` (API clients) the session comes in the body, without it as a cookie.
  // With two-step verification on, a right password answers the second step's ticket instead.
  "POST /api/auth/sign-in": route<{ body: In<typeof account.signInSchema>; answer: SignInJson }>(),
  "POST /api/auth/sign-in-link": route<{ body: In<typeof account.emailOnlySchema>; answer: OkJson }>(),
  "POST /api/auth/sign-in-link/consume": route<{
    body: In<typeof account.signInLinkSchema>;
    answer: SessionState | TwoStepNeededJson | LinkConfirmationJson;
  }>(),
  "POST /api/auth/forgot-password": route<{ body: In<typeof account.emailOnlySchema>; answer: OkJson }>(),
  "POST /api/auth/reset-password": route<{ body: In<typeof account.resetPasswordSchema>; answer: OkJson }>(),
  "POST /api/auth/sign-out": route<{ answer: OkJson }>(),
  // The ways in (decision 0048): passkeys, the second step, identity providers.
  "GET /api/auth/providers": route<{ answer: ProvidersJson }>(),
  "POST /api/auth/passkeys/sign-in-options": route<{ answer: PasskeyRequestOptionsJson }>(),
  // A passkey counts as both steps.
  "POST /api/auth/passkeys/sign-in": route<{ body: In<typeof security.passkeySignInSchema>; answer: SessionState | TokenSessionJson }>(),
  "POST /api/auth/passkeys/sign-up-options": route<{ body: In<typeof security.passkeySignUpOptionsSchema>; answer: PasskeyCreationOptionsJson }>(),
  "POST /api/auth/passkeys/sign-up": route<{ body: In<typeof security.passkeySignUpSchema>; answer: SignUpJson }>(),
  "POST /api/auth/two-step": route<{ body: In<typeof security.twoStepSchema>; answer: SessionState | TokenSessionJson }>(),
  "POST /api/auth/identities/:provider/start": route<{ body: In<typeof security.identityStartSchema>; answer: IdentityStartJson }>(),
  "GET /api/auth/pending-identity": route<{ answer: PendingIdentityJson }>(),
  "GET /api/account/security": route<{ answer: SecurityJson }>(),
  "POST /api/account/sign-out-others": route<{ answer: PasswordChangedJson }>(),
  "POST /api/account/passkeys/options": route<{ answer: PasskeyCreationOptionsJson }>(),
  "POST /api/account/passkeys/confirm-options": route<{ answer: PasskeyRequestOptionsJson }>(),
  "POST /api/account/passkeys": route<{ body: In<typeof security.addPasskeySchema>; answer: PasskeyJson }>(),
  "PATCH /api/account/passkeys/:passkey": route<{ body: In<typeof security.renamePasskeySchema>; answer: PasskeyJson }>(),
  "DELETE /api/account/passkeys/:passkey": route<{ answer: null }>(),
  "POST /api/account/two-step/setup": route<{ answer: TwoStepSetupJson }>(),
  "POST /api/account/two-step/enable": route<{ body: In<typeof security.twoStepCodeSchema>; answer: RecoveryCodesJson }>(),
  "POST /api/account/two-step/recovery-codes": route<{ body: In<typeof security.twoStepCodeSchema>; answer: RecoveryCodesJson }>(),
  "POST /api/account/two-step/disable": route<{ body: In<typeof security.twoStepDisableSchema>; answer: OkJson }>(),
  "POST /api/account/identities/pending": route<{ body: In<typeof security.pendingIdentityDecisionSchema>; answer: OkJson }>(),
  "DELETE /api/account/identities/:provider": route<{ answer: null }>(),
  "POST /api/account/names": route<{ body: In<typeof account.namesSchema>; answer: SessionState }>(),
  "POST /api/account/units": route<{ body: In<typeof account.unitsSchema>; answer: SessionState }>(),
  "POST /api/account/password": route<{ body: In<typeof account.changePasswordSchema>; answer: PasswordChangedJson }>(),
  "POST /api/account/delete": route<{ body: In<typeof security.deleteAccountSchema>; answer: OkJson }>(),
  // Everything the app holds about the member, as one ZIP streamed as it is made (a few a day).
  "GET /api/account/export": route<{ answer: ExportStatusJson }>(),
  "POST /api/account/export": route<{ answer: ApiFile }>(),
  // History from another app's CSV: the preview writes nothing; the import writes it all or nothing.
  "POST /api/imports/preview": route<{ body: ImportInput; answer: ImportPreviewJson }>(),
  "POST /api/imports": route<{ body: ImportInput; answer: ImportResultJson }>(),
  "GET /api/imports": route<{ answer: ImportsJson }>(),
  "POST /api/imports/:id/undo": route<{ answer: ImportUndoneJson }>(),

  "GET /api/education/progress": route<{ answer: LessonProgressJson }>(),
  "POST /api/education/progress": route<{ body: { lesson: string; done: boolean }; answer: LessonProgressJson }>(),

  "GET /api/profiles/me": route<{ answer: ProfileJson }>(),
  // The member's own calendar day, so the streak counts their days.
  "GET /api/profiles/overview": route<{ query: { today: string }; answer: OverviewJson }>(),
  "POST /api/profiles/create": route<{ body: ProfileCreateInput; answer: SavedProfileJson }>(),
  "POST /api/profiles/update": route<{ body: ProfileUpdateInput; answer: SavedProfileJson }>(),
  "POST /api/profiles/screening": route<{ body: ScreeningInput; answer: SavedProfileJson }>(),
  // "I've talked to a doctor": the calorie and macro targets again after eating-disorder signs.
  "POST /api/profiles/show-targets": route<{ body: ShowTargetsInput; answer: SavedProfileJson }>(),

  "GET /api/progress/entries": route<{ query?: { from?: string; to?: string }; answer: BodyEntriesJson }>(),
  "POST /api/progress/entries": route<{ body: BodyEntryCreateInput; answer: BodyEntryJson }>(),
  "PATCH /api/progress/entries/:id": route<{ body: BodyEntryUpdateInput; answer: BodyEntryJson }>(),
  "DELETE /api/progress/entries/:id": route<{ answer: null }>(),

  "POST /api/plans/workout": route<{ body: WorkoutPlanInput; answer: PlanChangeJson }>(),
  "POST /api/plans/workout/schedule": route<{ body: In<typeof scheduleSchema>; answer: PlanChangeJson }>(),
  "POST /api/plans/nutrition": route<{ body: NutritionPlanInput; answer: PlanChangeJson }>(),
  "POST /api/plans/nutrition/swap": route<{ body: In<typeof dishSwapSchema>; answer: PlanChangeJson }>(),
  "POST /api/plans/refresh": route<{ answer: PlanChangeJson }>(),
  "GET /api/plans/nutrition/adjustments": route<{ answer: DietAdjustmentsJson }>(),
  "POST /api/plans/nutrition/adjustments/:id/undo": route<{ answer: PlanChangeJson }>(),

  "GET /api/workouts": route<{ query?: { limit?: number; before?: string }; answer: WorkoutListJson }>(),
  "GET /api/workouts/day": route<{ query: { date: string }; answer: WorkoutDayJson }>(),
  // Every change to the log (start, sets, exercises, finish, corrections, discard) goes through sync.
  "POST /api/workouts/sync": route<{ body: SyncInput; answer: WorkoutSyncJson }>(),
  "GET /api/workouts/exercises/:exercise": route<{ query?: { limit?: number }; answer: ExerciseHistoryJson }>(),
  // The logger's settings kept with the account: the latest change wins whole (decision 0070).
  "GET /api/workouts/settings": route<{ answer: LoggerSettingsAnswerJson }>(),
  "PUT /api/workouts/settings": route<{ body: LoggerSettingsJson; answer: LoggerSettingsAnswerJson }>(),
  // Routines: saved workouts started again in one tap (decision 0071).
  "GET /api/workouts/routines": route<{ answer: RoutinesJson }>(),
  "POST /api/workouts/routines": route<{ body: RoutineCreateInput; answer: RoutineJson }>(),
  "PATCH /api/workouts/routines/:id": route<{ body: RoutineUpdateInput; answer: RoutineJson }>(),
  "DELETE /api/workouts/routines/:id": route<{ answer: null }>(),
  "GET /api/workouts/:id": route<{ answer: WorkoutDetailJson }>(),

  // The member's own exercises (for what the library lacks): removed ones stay listed, flagged.
  "GET /api/exercises/own": route<{ answer: OwnExercisesJson }>(),
  "POST /api/exercises/own": route<{ body: OwnExerciseCreateInput; answer: OwnExerciseJson }>(),
  "PATCH /api/exercises/own/:id": route<{ body: OwnExerciseRenameInput; answer: OwnExerciseJson }>(),
  "DELETE /api/exercises/own/:id": route<{ answer: null }>(),
  "GET /api/exercises/:exercise": route<{ answer: ExerciseMediaJson }>(),
  "GET /api/exercises/:exercise/video": route<{ answer: ApiFile }>(),
  "GET /api/exercises/:exercise/poster": route<{ answer: ApiFile }>(),
  "GET /api/exercises/:exercise/captions/en.vtt": route<{ answer: ApiFile }>(),
  "GET /api/exercises/:exercise/captions/ru.vtt": route<{ answer: ApiFile }>(),

  "GET /api/chat/messages": route<{ answer: ChatStateJson }>(),
  "POST /api/chat/messages": route<{ body: In<typeof chatSendSchema>; answer: ApiTextStream }>(),
  "DELETE /api/chat/messages": route<{ answer: null }>(),

  "GET /api/micronutrients/needs": route<{ answer: MicronutrientNeedsJson }>(),
  // The food diary's day, and the last logged days' average, against the member's needs (decision 0045).
  "GET /api/micronutrients/analysis": route<{ query: { date: string }; answer: DiaryDayAnalysisJson }>(),
  "GET /api/micronutrients/average": route<{ query: { date: string }; answer: DiaryAverageJson }>(),

  "GET /api/foods/search": route<{ query: { q: string; offset?: number; limit?: number }; answer: FoodSearchJson }>(),
  "GET /api/foods/:food": route<{ answer: FoodDetailJson }>(),
  // A packaged product by its barcode (Open Food Facts), and the member's own food with the code.
  "GET /api/foods/barcode/:code": route<{ answer: BarcodeLookupJson }>(),
  // The food diary (decision 0044): every change (entries, own foods, recipes, favourites) goes through sync.
  "POST /api/diary/sync": route<{ body: DiarySyncInput; answer: DiarySyncJson }>(),
  "GET /api/diary/day": route<{ query: { date: string; today?: string }; answer: DiaryDayJson }>(),
  "GET /api/diary/week": route<{ query: { date: string; today?: string }; answer: DiaryWeekJson }>(),
  "GET /api/diary/foods": route<{ answer: DiaryFoodsJson }>(),
  "GET /api/diary/foods/:id": route<{ answer: DiaryFoodJson }>(),
  "GET /api/dishes": route<{ answer: DishListJson }>(),
  "GET /api/dishes/dish": route<{ query: { slug: string }; answer: DishDetailJson }>(),

  // The provider's signed call: the event is the raw body.
  "POST /api/billing/webhook": route<{ raw: Blob; answer: WebhookJson }>(),
  "POST /api/billing/checkout": route<{ body: In<typeof checkoutSchema>; answer: CheckoutJson }>(),
  // YooKassa calls this; nothing in the body is trusted: the payment or refund is read back from its API.
  "POST /api/billing/yookassa/notifications": route<{ raw: Blob; answer: NotificationJson }>(),
  // The member's charges and refunds, each with its receipt (YooKassa).
  "GET /api/billing/payments": route<{ answer: BillingPaymentsJson }>(),
  // The member takes back the first payment within the refund window; the subscription ends at once.
  "POST /api/billing/refund": route<{ answer: SubscriptionJson }>(),
  // An operator's refund (Bearer OPERATOR_TOKEN; 404 when it is not set).
  "POST /api/billing/operator/refunds": route<{ body: In<typeof operatorRefundSchema>; answer: OperatorRefundJson }>(),
  "GET /api/subscription/get-active": route<{ answer: SubscriptionJson }>(),
  "POST /api/subscription/cancel": route<{ answer: SubscriptionJson }>(),
  "POST /api/subscription/renew": route<{ answer: SubscriptionJson }>(),
  "POST /api/subscription/payment-method": route<{ body: In<typeof paymentMethodSchema>; answer: PaymentMethodJson }>(),

  "GET /api/transform/previews": route<{ answer: TransformStateJson }>(),
  // The photo is the body; the choices travel in the query.
  "POST /api/transform/previews": route<{
    query: { type: TransformType; months: TransformMonths };
    raw: Blob;
    answer: PreviewStartedJson;
  }>(),
  "GET /api/transform/previews/:id": route<{ answer: PreviewJson }>(),
  "POST /api/transform/previews/:id/regenerate": route<{ answer: PreviewStartedJson }>(),
  "DELETE /api/transform/previews/:id": route<{ answer: null }>(),
  "GET /api/transform/previews/:id/original": route<{ answer: ApiFile }>(),
  "GET /api/transform/previews/:id/result": route<{ answer: ApiFile }>(),

  "GET /api/support/requests": route<{ answer: SupportRequestsJson }>(),
  "POST /api/support/requests": route<{
    form: { topic: SupportTopic; message: string; screenshot?: Blob };
    answer: SupportRequestCreatedJson;
  }>(),
  "GET /api/support/requests/:id/screenshot": route<{ answer: ApiFile }>(),
  "DELETE /api/support/requests/:id": route<{ answer: null }>(),

  // Reminders by Web Push (decision 0047): settings, this device's subscription, a test push.
  "GET /api/reminders/settings": route<{ answer: RemindersJson }>(),
  "PUT /api/reminders/settings": route<{ body: ReminderSettingsInput; answer: RemindersJson }>(),
  "POST /api/reminders/subscriptions": route<{ body: PushSubscriptionInput; answer: RemindersJson }>(),
  "DELETE /api/reminders/subscriptions": route<{ body: { endpoint: string }; answer: null }>(),
  "POST /api/reminders/test": route<{ answer: ReminderTestJson }>(),
  // No sign-in: the token signed for the member (a notification's "Turn off these reminders").
  "POST /api/reminders/off": route<{ body: { token: string }; answer: ReminderOffJson }>(),

  // Development only (the local mailbox for browser tests): 404 anywhere else.
  "GET /api/dev/outbox": route<{ query?: { to?: string }; answer: OutboxMailJson[] }>(),
  "DELETE /api/dev/limits": route<{ query: { subject: string }; answer: ClearedLimitsJson }>(),
  // What the development push double would have sent to a device's push service (encrypted).
  "GET /api/dev/pushes": route<{ query?: { endpoint?: string }; answer: OutboxPushJson[] }>(),
};

export type ApiRoutes = typeof apiRoutes;
export type ApiRoute = keyof ApiRoutes;
