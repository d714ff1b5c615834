CREATE INDEX `diary_entries_removed_idx` ON `diary_entries` (`updated_at`) WHERE "diary_entries"."deleted" = 1;--> statement-breakpoint
CREATE INDEX `diary_favourites_removed_idx` ON `diary_favourites` (`updated_at`) WHERE "diary_favourites"."deleted" = 1;--> statement-breakpoint
CREATE INDEX `diary_foods_removed_idx` ON `diary_foods` (`updated_at`) WHERE "diary_foods"."deleted" = 1;--> statement-breakpoint
CREATE INDEX `diary_recipes_removed_idx` ON `diary_recipes` (`updated_at`) WHERE "diary_recipes"."deleted" = 1;