CREATE TABLE `workout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`weekday` text NOT NULL,
	`day_type` text NOT NULL,
	`block_week` integer NOT NULL,
	`deload` integer NOT NULL,
	`exercises` text NOT NULL,
	`status` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "workout_sessions_status_check" CHECK("workout_sessions"."status" IN ('active', 'finished'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workout_sessions_user_date_idx` ON `workout_sessions` (`user_id`,`date`);--> statement-breakpoint
CREATE TABLE `workout_sets` (
	`session_id` text NOT NULL,
	`user_id` text NOT NULL,
	`exercise` text NOT NULL,
	`set_index` integer NOT NULL,
	`weight` real,
	`reps` integer,
	`seconds` integer,
	`logged_at` integer NOT NULL,
	PRIMARY KEY(`session_id`, `exercise`, `set_index`),
	FOREIGN KEY (`session_id`) REFERENCES `workout_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "workout_sets_work_check" CHECK("workout_sets"."reps" IS NOT NULL OR "workout_sets"."seconds" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX `workout_sets_user_exercise_idx` ON `workout_sets` (`user_id`,`exercise`);