-- The food diary (decision 0044): entries, the member's own foods and recipes, and favourites,
-- records made on devices and kept by "the latest change wins" (updated_at, deleted tombstones).
-- Each is the member's and goes with the account (ON DELETE cascade).
CREATE TABLE `diary_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`meal` text NOT NULL,
	`food_kind` text NOT NULL,
	`food_id` text NOT NULL,
	`grams` real NOT NULL,
	`portion` text,
	`name_en` text,
	`name_ru` text,
	`per100g` text,
	`logged_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "diary_entries_meal_check" CHECK("diary_entries"."meal" IN ('breakfast', 'lunch', 'dinner', 'snack', 'evening')),
	CONSTRAINT "diary_entries_kind_check" CHECK("diary_entries"."food_kind" IN ('db', 'custom', 'recipe', 'dish'))
);
--> statement-breakpoint
CREATE INDEX `diary_entries_user_date_idx` ON `diary_entries` (`user_id`,`date`);--> statement-breakpoint
CREATE TABLE `diary_favourites` (
	`user_id` text NOT NULL,
	`id` text NOT NULL,
	`food_kind` text NOT NULL,
	`food_id` text NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`user_id`, `id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "diary_favourites_kind_check" CHECK("diary_favourites"."food_kind" IN ('db', 'custom', 'recipe', 'dish'))
);
--> statement-breakpoint
CREATE TABLE `diary_foods` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`brand` text,
	`barcode` text,
	`basis` text NOT NULL,
	`serving` text,
	`entered` text NOT NULL,
	`per100g` text NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "diary_foods_basis_check" CHECK("diary_foods"."basis" IN ('100g', 'serving'))
);
--> statement-breakpoint
CREATE INDEX `diary_foods_user_updated_idx` ON `diary_foods` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `diary_foods_user_barcode_idx` ON `diary_foods` (`user_id`,`barcode`);--> statement-breakpoint
CREATE TABLE `diary_recipes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`ingredients` text NOT NULL,
	`finished_grams` real NOT NULL,
	`servings` integer NOT NULL,
	`per100g` text,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `diary_recipes_user_updated_idx` ON `diary_recipes` (`user_id`,`updated_at`);