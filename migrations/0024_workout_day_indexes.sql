DROP INDEX `workout_sets_session_idx`;--> statement-breakpoint
CREATE INDEX `workout_sets_session_idx` ON `workout_sets` (`session_id`,`exercise`);--> statement-breakpoint
CREATE INDEX `workout_sessions_user_status_idx` ON `workout_sessions` (`user_id`,`deleted`,`status`,`date`,`started_at`,`id`);