-- The member's health context lives in the profile: life stage (with its optional date) and the
-- pre-exercise screening. Columns are added in place (no table rebuild), and a life stage
-- answered earlier in the nutrition plan's setup is carried over.
ALTER TABLE `profiles` ADD `life_stage` text DEFAULT 'none' NOT NULL CONSTRAINT "profiles_life_stage_check" CHECK(`life_stage` IN ('none', 'pregnancy', 'lactation'));--> statement-breakpoint
ALTER TABLE `profiles` ADD `life_stage_date` text;--> statement-breakpoint
ALTER TABLE `profiles` ADD `screening` text;--> statement-breakpoint
UPDATE `profiles` SET `life_stage` = json_extract(`nutrition_plan`, '$.inputs.stage')
  WHERE `gender` = 'FEMALE' AND json_valid(`nutrition_plan`) AND json_extract(`nutrition_plan`, '$.inputs.stage') IN ('pregnancy', 'lactation');
