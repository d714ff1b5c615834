ALTER TABLE `body_entries` ADD `imported_waist` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_neck` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_hips` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_chest` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_arm` real;--> statement-breakpoint
ALTER TABLE `body_entries` ADD `imported_thigh` real;