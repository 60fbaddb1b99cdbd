ALTER TABLE `order_lines` ADD `returned_quantity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cash_issue` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `courier_conflict` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `courier_updated_at` integer;--> statement-breakpoint
CREATE INDEX `orders_cash_issue_created_idx` ON `orders` (`cash_issue`,`created_at`) WHERE "orders"."cash_issue" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `owed_since` integer;--> statement-breakpoint
-- Cash on delivery with nothing paid first waits for the shop's call for COD_CONFIRM_HOURS (default 48, issue 47):
-- the orders waiting today get 48 hours from their placement, and never less than 48 hours from this migration,
-- so the shop has two days to call every one of them before the cron cancels any.
UPDATE `orders` SET `payment_due_at` = max(`created_at` + 172800000, cast(unixepoch('subsecond') * 1000 as integer) + 172800000)
  WHERE `status` = 'pending' AND `payment_method` = 'COD' AND `trx_wallet` IS NULL AND `payment_due_at` IS NULL;--> statement-breakpoint
-- The courier's cash checked (issue 46): deliveries already recorded whose cash differs from what was to be collected.
UPDATE `orders` SET `cash_issue` = CASE WHEN `cash_collected_taka` < `collect_taka` THEN 'short' ELSE 'excess' END
  WHERE `status` = 'delivered' AND `payment_method` = 'COD' AND `cash_collected_taka` IS NOT NULL
    AND `cash_collected_taka` <> `collect_taka` AND (`delivery_issue` IS NULL OR `cash_collected_taka` > `collect_taka`);
