CREATE TABLE `cron_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cron` text NOT NULL,
	`task` text NOT NULL,
	`ok` integer NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`ran_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`weight` real,
	`height` real,
	`age` integer,
	`gender` text,
	`activity` text,
	`goal` text DEFAULT 'MAINTAIN' NOT NULL,
	`plan` text DEFAULT 'FREE' NOT NULL,
	`workout_plan` text,
	`nutrition_plan` text,
	`training_plans_generated` integer DEFAULT 0 NOT NULL,
	`meal_plans_generated` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "profiles_gender_check" CHECK("profiles"."gender" IS NULL OR "profiles"."gender" IN ('MALE', 'FEMALE')),
	CONSTRAINT "profiles_activity_check" CHECK("profiles"."activity" IS NULL OR "profiles"."activity" IN ('SEDENTARY', 'LIGHT', 'MODERATE', 'ACTIVE', 'VERY_ACTIVE')),
	CONSTRAINT "profiles_goal_check" CHECK("profiles"."goal" IN ('LOSE_WEIGHT', 'MAINTAIN', 'GAIN_MUSCLE')),
	CONSTRAINT "profiles_plan_check" CHECK("profiles"."plan" IN ('FREE', 'BASIC', 'PRO')),
	CONSTRAINT "profiles_counters_check" CHECK("profiles"."training_plans_generated" >= 0 AND "profiles"."meal_plans_generated" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_user_id_unique` ON `profiles` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`email_verified_at` integer,
	`password_hash` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);