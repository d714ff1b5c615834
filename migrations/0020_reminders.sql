CREATE TABLE `push_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`endpoint` text NOT NULL,
	`headers` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `push_outbox_endpoint_idx` ON `push_outbox` (`endpoint`,`id`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_success_at` integer,
	`failures` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `reminder_log` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`date` text NOT NULL,
	`channel` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminder_log_sent_idx` ON `reminder_log` (`sent_at`);--> statement-breakpoint
CREATE TABLE `reminder_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`time_zone` text NOT NULL,
	`at_minute` integer NOT NULL,
	`quiet_from` integer,
	`quiet_to` integer,
	`training` integer DEFAULT false NOT NULL,
	`weigh_in_days` text NOT NULL,
	`check_in` integer DEFAULT false NOT NULL,
	`check_in_day` text DEFAULT 'MONDAY' NOT NULL,
	`email_fallback` integer DEFAULT false NOT NULL,
	`signing_key` text NOT NULL,
	`check_in_seen_at` integer,
	`next_due_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reminder_settings_at_check" CHECK("reminder_settings"."at_minute" BETWEEN 0 AND 1439),
	CONSTRAINT "reminder_settings_quiet_check" CHECK(("reminder_settings"."quiet_from" IS NULL AND "reminder_settings"."quiet_to" IS NULL) OR ("reminder_settings"."quiet_from" BETWEEN 0 AND 1439 AND "reminder_settings"."quiet_to" BETWEEN 0 AND 1439))
);
--> statement-breakpoint
CREATE INDEX `reminder_settings_due_idx` ON `reminder_settings` (`next_due_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `headers` text;