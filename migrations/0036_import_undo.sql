ALTER TABLE `data_transfers` ADD `undone_at` integer;--> statement-breakpoint
ALTER TABLE `workout_sessions` ADD `import_id` text;--> statement-breakpoint
CREATE INDEX `workout_sessions_import_idx` ON `workout_sessions` (`import_id`) WHERE "workout_sessions"."import_id" IS NOT NULL;