ALTER TABLE `auth_tokens` ADD `credentials` text;--> statement-breakpoint
ALTER TABLE `passkeys` ADD `user_handle` text;