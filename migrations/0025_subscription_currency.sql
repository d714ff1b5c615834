ALTER TABLE `subscriptions` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
-- Rubles are billed through YooKassa only; every other subscription so far was in dollars.
UPDATE `subscriptions` SET `currency` = 'RUB' WHERE `provider` = 'yookassa';
