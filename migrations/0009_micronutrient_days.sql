CREATE TABLE `micronutrient_days` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`stage` text DEFAULT 'none' NOT NULL,
	`items` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "micronutrient_days_stage_check" CHECK("micronutrient_days"."stage" IN ('none', 'pregnancy', 'lactation'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `micronutrient_days_user_date_idx` ON `micronutrient_days` (`user_id`,`date`);