CREATE TABLE `yookassa_open_at_deletion` (
	`payment_id` text PRIMARY KEY NOT NULL,
	`plan` text NOT NULL,
	`interval` text NOT NULL,
	`amount` integer NOT NULL,
	`receipt` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
