ALTER TABLE `profiles` ADD `life_stage_answered_at` integer;--> statement-breakpoint
-- A woman who chose a stage, or built a nutrition plan (its setup asks the question and stores the
-- answer), has answered it; the rest are asked before their next deficit.
UPDATE `profiles` SET `life_stage_answered_at` = `updated_at` WHERE `gender` = 'FEMALE' AND (`life_stage` <> 'none' OR `nutrition_plan` IS NOT NULL);
