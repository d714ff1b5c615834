// The error side of the contract: every failed answer is `{ error: { code, message } }`, and
// `code` is one of the codes below or of a feature's union. The messages are in i18n/errors,
// one catalogue per union, so a code without a message (or a typo) does not compile.
import type { AdjustmentErrorCode } from "./adjustments";
import type { AuthErrorCode } from "./auth";
import type { BillingErrorCode } from "./billing";
import type { ChatErrorCode } from "./chat";
import type { FoodErrorCode } from "./foods";
import type { MicronutrientErrorCode } from "./micronutrients";
import type { OwnExerciseErrorCode } from "./own-exercises";
import type { RoutineErrorCode } from "./routines";
import type { PlanErrorCode } from "./plans";
import type { ProgressErrorCode } from "./progress";
import type { ReminderErrorCode } from "./reminders";
import type { SecurityErrorCode } from "./security";
import type { TransformErrorCode } from "./transform";
import type { SupportErrorCode } from "../support/api";
import type { TransferErrorCode } from "./transfers";
import type { WorkoutErrorCode } from "./workouts";

/** Errors any endpoint may answer with. */
export type GeneralErrorCode =
  | "bad_request"
  /** A body or query broke a rule; the message is the rule's own. */
  | "validation_failed"
  | "invalid_json"
  | "unauthorized"
  | "forbidden"
  /** A state change sent by another site's page (a forged request riding on the cookie). */
  | "cross_site_request"
  | "not_found"
  | "method_not_allowed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "too_many_requests"
  /** 429: a log's sync took the hour's changes (worker/shared/sync-budget.ts); the device sends them later. */
  | "sync_limit"
  | "internal";

export type ErrorCode =
  | GeneralErrorCode
  | AuthErrorCode
  | BillingErrorCode
  | PlanErrorCode
  | WorkoutErrorCode
  | OwnExerciseErrorCode
  | RoutineErrorCode
  | ProgressErrorCode
  | ChatErrorCode
  | TransformErrorCode
  | MicronutrientErrorCode
  | AdjustmentErrorCode
  | SupportErrorCode
  | FoodErrorCode
  | TransferErrorCode
  | ReminderErrorCode
  | SecurityErrorCode;

/** The body of every failed answer; `message` is in the request's language. */
export interface ApiErrorJson {
  error: { code: ErrorCode; message: string };
}
