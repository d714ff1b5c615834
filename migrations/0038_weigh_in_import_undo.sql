ALTER TABLE `body_entries` ADD `import_id` text;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_weight` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_body_fat` real;--> statement-breakpoint
CREATE INDEX `body_entries_import_idx` ON `body_entries` (`import_id`) WHERE "body_entries"."import_id" IS NOT NULL;