CREATE TABLE `transform_previews` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`months` integer NOT NULL,
	`variation` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`engine` text NOT NULL,
	`original_key` text NOT NULL,
	`result_key` text,
	`result_type` text,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`weight_kg` real,
	`height_cm` real,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	`duration_ms` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "transform_previews_type_check" CHECK("transform_previews"."type" IN ('cut', 'bulk')),
	CONSTRAINT "transform_previews_months_check" CHECK("transform_previews"."months" IN (1, 3, 6, 12)),
	CONSTRAINT "transform_previews_status_check" CHECK("transform_previews"."status" IN ('processing', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `transform_previews_user_created_idx` ON `transform_previews` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `transform_previews_one_processing_idx` ON `transform_previews` (`user_id`) WHERE "transform_previews"."status" = 'processing';--> statement-breakpoint
CREATE INDEX `transform_previews_engine_finished_idx` ON `transform_previews` (`engine`,`finished_at`);