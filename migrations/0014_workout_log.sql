-- The workout log (decision 0042): sessions, their exercises (entries) and sets are records with
-- device-made ids, `updated_at` and a tombstone flag; a member may have several sessions a day.
-- The two old tables are rebuilt and their rows carried over: each planned exercise of a session
-- becomes an entry at its place in the plan, each old set a work set with a new id on its entry.
-- Order matters in D1, which enforces foreign keys and lets a migration only defer them: dropping
-- a parent table deletes its rows first and cascades into any child still pointing at it, so the
-- old tables are renamed out of the way, the new ones filled, and the old ones dropped child first.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
ALTER TABLE `workout_sets` RENAME TO `workout_sets_old`;--> statement-breakpoint
ALTER TABLE `workout_sessions` RENAME TO `workout_sessions_old`;--> statement-breakpoint
CREATE TABLE `workout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`name` text,
	`source` text NOT NULL,
	`weekday` text,
	`day_type` text,
	`block_week` integer,
	`deload` integer DEFAULT false NOT NULL,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "workout_sessions_status_check" CHECK("workout_sessions"."status" IN ('active', 'finished')),
	CONSTRAINT "workout_sessions_source_check" CHECK("workout_sessions"."source" IN ('plan', 'free'))
);
--> statement-breakpoint
INSERT INTO `workout_sessions`
	(`id`, `user_id`, `date`, `name`, `source`, `weekday`, `day_type`, `block_week`, `deload`, `plan`, `status`, `started_at`, `finished_at`, `updated_at`, `deleted`)
SELECT `id`, `user_id`, `date`, NULL, 'plan', `weekday`, `day_type`, `block_week`, `deload`, `exercises`, `status`, `started_at`, `finished_at`,
	coalesce(`finished_at`, `started_at`), 0
FROM `workout_sessions_old`;--> statement-breakpoint
CREATE TABLE `workout_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`user_id` text NOT NULL,
	`exercise` text NOT NULL,
	`position` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `workout_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- A random version-4 UUID per row, in the form the API's ids take.
INSERT INTO `workout_entries` (`id`, `session_id`, `user_id`, `exercise`, `position`, `note`, `updated_at`, `deleted`)
SELECT
	lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-'
		|| substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
	s.`id`, s.`user_id`, json_extract(j.value, '$.slug'), CAST(j.key AS INTEGER), '', s.`started_at`, 0
FROM `workout_sessions` s, json_each(CASE WHEN json_valid(s.`plan`) THEN s.`plan` ELSE '[]' END) j
WHERE json_extract(j.value, '$.slug') IS NOT NULL;--> statement-breakpoint
CREATE TABLE `workout_sets` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`entry_id` text NOT NULL,
	`user_id` text NOT NULL,
	`exercise` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`weight` real,
	`reps` integer,
	`seconds` integer,
	`rpe` real,
	`rir` integer,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`logged_at` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `workout_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entry_id`) REFERENCES `workout_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "workout_sets_kind_check" CHECK("workout_sets"."kind" IN ('warmup', 'work')),
	CONSTRAINT "workout_sets_work_check" CHECK("workout_sets"."deleted" = 1 OR "workout_sets"."reps" IS NOT NULL OR "workout_sets"."seconds" IS NOT NULL)
);
--> statement-breakpoint
-- The old server took sets only for exercises of the session's plan, so every set has its entry
-- (the first, should a plan name an exercise twice).
INSERT INTO `workout_sets`
	(`id`, `session_id`, `entry_id`, `user_id`, `exercise`, `position`, `kind`, `weight`, `reps`, `seconds`, `rpe`, `rir`, `updated_at`, `deleted`, `logged_at`)
SELECT
	lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-'
		|| substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
	o.`session_id`,
	(SELECT e.`id` FROM `workout_entries` e WHERE e.`session_id` = o.`session_id` AND e.`exercise` = o.`exercise` ORDER BY e.`position` LIMIT 1),
	o.`user_id`, o.`exercise`, o.`set_index`, 'work', o.`weight`, o.`reps`, o.`seconds`, NULL, NULL, o.`logged_at`, 0, o.`logged_at`
FROM `workout_sets_old` o
WHERE EXISTS (SELECT 1 FROM `workout_entries` e WHERE e.`session_id` = o.`session_id` AND e.`exercise` = o.`exercise`);--> statement-breakpoint
DROP TABLE `workout_sets_old`;--> statement-breakpoint
DROP TABLE `workout_sessions_old`;--> statement-breakpoint
CREATE INDEX `workout_sessions_user_date_idx` ON `workout_sessions` (`user_id`,`date`);--> statement-breakpoint
CREATE INDEX `workout_entries_session_idx` ON `workout_entries` (`session_id`);--> statement-breakpoint
CREATE INDEX `workout_sets_user_exercise_idx` ON `workout_sets` (`user_id`,`exercise`);--> statement-breakpoint
CREATE INDEX `workout_sets_session_idx` ON `workout_sets` (`session_id`);
