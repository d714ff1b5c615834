CREATE TABLE `data_transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`source` text,
	`rows` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "data_transfers_kind_check" CHECK("data_transfers"."kind" IN ('export', 'import'))
);
--> statement-breakpoint
CREATE INDEX `data_transfers_user_created_idx` ON `data_transfers` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `import_names` (
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`exercise` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `name`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `own_exercises` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`measure` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "own_exercises_measure_check" CHECK("own_exercises"."measure" IN ('reps', 'time'))
);
--> statement-breakpoint
CREATE INDEX `own_exercises_user_idx` ON `own_exercises` (`user_id`);--> statement-breakpoint
ALTER TABLE `body_entries` ADD `body_fat` real;