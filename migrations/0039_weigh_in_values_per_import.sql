ALTER TABLE `body_entries` ADD `imported_waist` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_neck` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_hips` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_chest` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_arm` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_thigh` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `weight_import_id` text;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `body_fat_import_id` text;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `waist_import_id` text;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `neck_import_id` text;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `hips_import_id` text;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `chest_import_id` text;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `arm_import_id` text;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `thigh_import_id` text;--> statement-breakpoint
-- Values written by the weigh-in imports before this migration name their import per value.
UPDATE `body_entries` SET `weight_import_id` = `import_id` WHERE `imported_weight` IS NOT NULL AND `import_id` IS NOT NULL;--> statement-breakpoint
UPDATE `body_entries` SET `body_fat_import_id` = `import_id` WHERE `imported_body_fat` IS NOT NULL AND `import_id` IS NOT NULL;