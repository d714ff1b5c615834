-- Pro's previews are counted per calendar month, not per plan change: the month an allowance
-- belongs to is kept beside it. Live Pro rows hold this month's allowance (the monthly run
-- restored it), so they get this month.
ALTER TABLE `subscriptions` ADD `previews_month` integer;--> statement-breakpoint
UPDATE `subscriptions` SET `previews_month` = CAST(strftime('%s', 'now', 'start of month') AS INTEGER) * 1000
  WHERE `plan` = 'PRO' AND `status` <> 'expired';
