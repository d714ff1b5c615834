-- The weekly adjustment can be set from the expenditure measured with the food diary
-- (docs/expenditure.md): each row keeps how it was set and the figures that explain it. Columns
-- are added in place (no table rebuild); earlier rows were set from the weight trend.
ALTER TABLE `diet_adjustments` ADD `method` text DEFAULT 'weight_trend' NOT NULL CONSTRAINT "diet_adjustments_method_check" CHECK(`method` IN ('weight_trend', 'expenditure'));--> statement-breakpoint
ALTER TABLE `diet_adjustments` ADD `expenditure` text;--> statement-breakpoint
ALTER TABLE `diet_adjustments` ADD `goal_kcal` integer;--> statement-breakpoint
ALTER TABLE `diet_adjustments` ADD `aim_kcal` integer;
