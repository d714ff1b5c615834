CREATE INDEX `sandbox_checkouts_user_created_idx` ON `sandbox_checkouts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sandbox_checkouts_customer_idx` ON `sandbox_checkouts` (`customer_id`);--> statement-breakpoint
CREATE INDEX `sandbox_subscriptions_user_idx` ON `sandbox_subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sandbox_subscriptions_customer_idx` ON `sandbox_subscriptions` (`customer_id`);--> statement-breakpoint
CREATE INDEX `sandbox_subscriptions_status_end_idx` ON `sandbox_subscriptions` (`status`,`current_period_end`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `sign_ins_at_idx` ON `sign_ins` (`at`);--> statement-breakpoint
CREATE INDEX `workout_entries_user_session_idx` ON `workout_entries` (`user_id`,`session_id`);--> statement-breakpoint
CREATE INDEX `workout_sets_entry_idx` ON `workout_sets` (`entry_id`);