CREATE TABLE `diet_adjustments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`week` text NOT NULL,
	`from_kcal` integer NOT NULL,
	`to_kcal` integer NOT NULL,
	`trend_kg` real NOT NULL,
	`expected_kg` real NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'applied' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "diet_adjustments_reason_check" CHECK("diet_adjustments"."reason" IN ('on_track', 'adjusted', 'floor')),
	CONSTRAINT "diet_adjustments_status_check" CHECK("diet_adjustments"."status" IN ('applied', 'undone'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `diet_adjustments_user_week_idx` ON `diet_adjustments` (`user_id`,`week`);