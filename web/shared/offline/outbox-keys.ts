// The device store's keys of a member's three outboxes, in a module of their own: the app's start
// reads them (unsent.ts) without loading the logs' code.

/** The workout log's outbox. */
export const workoutOutboxKey = (userId: string) => `outbox:${userId}`;
/** The weight and measurements log's outbox. */
export const bodyOutboxKey = (userId: string) => `body-outbox:${userId}`;
/** The food diary's outbox. */
export const diaryOutboxKey = (userId: string) => `diary-outbox:${userId}`;
