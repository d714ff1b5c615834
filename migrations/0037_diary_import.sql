ALTER TABLE `diary_entries` ADD `import_id` text;--> statement-breakpoint
CREATE INDEX `diary_entries_import_idx` ON `diary_entries` (`import_id`) WHERE "diary_entries"."import_id" IS NOT NULL;