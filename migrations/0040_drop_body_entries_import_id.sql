-- The day's import mark from before migration 0039 (decision 0065): no longer written or read since
-- the deploy that added one mark per value, so it can go now that no worker names it.
DROP INDEX `body_entries_import_idx`;--> statement-breakpoint
ALTER TABLE `body_entries` DROP COLUMN `import_id`;