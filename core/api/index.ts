// The API's contract in one place: each feature's answers and error codes, in core/api/<feature>.ts.
// The worker's handlers are checked against these types; the client's fetchers read them.
export type * from "./errors";
export type * from "./auth";
export type * from "./profiles";
export type * from "./plans";
export type * from "./workouts";
export type * from "./progress";
export type * from "./education";
export type * from "./chat";
export type * from "./transform";
export type * from "./micronutrients";
export type * from "./dishes";
export type * from "./foods";
export type * from "./diary";
export type * from "./adjustments";
export type * from "../support/api";
export type * from "./billing";
export type * from "./config";
export type * from "./health";
export type * from "./dev";
export type * from "./exercises";
export type * from "./reminders";
