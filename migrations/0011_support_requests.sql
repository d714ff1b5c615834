CREATE TABLE `support_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`topic` text NOT NULL,
	`message` text NOT NULL,
	`screenshot_key` text,
	`status` text DEFAULT 'open' NOT NULL,
	`locale` text NOT NULL,
	`plan` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "support_requests_status_check" CHECK("support_requests"."status" IN ('open', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE INDEX `support_requests_user_created_idx` ON `support_requests` (`user_id`,`created_at`);