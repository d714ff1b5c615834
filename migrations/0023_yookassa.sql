CREATE TABLE `yookassa_double_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer NOT NULL,
	`answer` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `yookassa_double_objects` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`parent_id` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `yookassa_double_objects_parent_idx` ON `yookassa_double_objects` (`parent_id`,`type`);--> statement-breakpoint
CREATE TABLE `yookassa_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`subscription_id` text NOT NULL,
	`kind` text NOT NULL,
	`plan` text NOT NULL,
	`interval` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`method_kind` text,
	`method_last4` text,
	`method_brand` text,
	`receipt` text NOT NULL,
	`refunded_amount` integer DEFAULT 0 NOT NULL,
	`failure` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`paid_at` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `yookassa_payments_user_created_idx` ON `yookassa_payments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `yookassa_payments_subscription_idx` ON `yookassa_payments` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `yookassa_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`user_id` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`receipt` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `yookassa_refunds_user_created_idx` ON `yookassa_refunds` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `yookassa_refunds_payment_idx` ON `yookassa_refunds` (`payment_id`);--> statement-breakpoint
CREATE TABLE `yookassa_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan` text NOT NULL,
	`interval` text NOT NULL,
	`amount` integer NOT NULL,
	`next_plan` text,
	`next_interval` text,
	`status` text NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`current_period_end` integer NOT NULL,
	`payment_method_id` text,
	`method_kind` text,
	`method_last4` text,
	`method_brand` text,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`failed_at` integer,
	`next_attempt_at` integer,
	`first_payment_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `yookassa_subscriptions_user_idx` ON `yookassa_subscriptions` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `yookassa_subscriptions_one_live_idx` ON `yookassa_subscriptions` (`user_id`) WHERE "yookassa_subscriptions"."status" IN ('active', 'past_due');--> statement-breakpoint
CREATE INDEX `yookassa_subscriptions_due_idx` ON `yookassa_subscriptions` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `yookassa_subscriptions_end_idx` ON `yookassa_subscriptions` (`status`,`current_period_end`);