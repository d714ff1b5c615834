DROP INDEX `body_entries_import_idx`;--> statement-breakpoint
ALTER TABLE `body_entries` DROP COLUMN `import_id`;