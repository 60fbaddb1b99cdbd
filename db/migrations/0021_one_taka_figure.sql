-- Decision 042: every amount a Bangladeshi pays or collects is whole taka, fixed on the order when it is placed.
-- The shop's currency and rate are settings the database does not know: stored amounts are converted as the shop's
-- latest order was priced (USD when it has none, at the default rate of 122 taka to the dollar). A shop that set
-- another BKASH_BDT_RATE checks its zones on /dashboard/delivery after migrating.

-- Delivery zones charge in whole taka (renaming keeps the CHECK constraints pointing at the columns).
ALTER TABLE `delivery_zones` RENAME COLUMN `fee_cents` TO `fee_taka`;--> statement-breakpoint
ALTER TABLE `delivery_zones` RENAME COLUMN `free_over_cents` TO `free_over_taka`;--> statement-breakpoint
ALTER TABLE `delivery_zones` RENAME COLUMN `cod_max_total_cents` TO `cod_max_total_taka`;--> statement-breakpoint
UPDATE `delivery_zones` SET
  `fee_taka` = CASE WHEN coalesce((SELECT `currency` FROM `orders` ORDER BY `created_at` DESC LIMIT 1), 'USD') = 'BDT'
    THEN (`fee_taka` + 50) / 100 ELSE (`fee_taka` * 122 + 50) / 100 END,
  `free_over_taka` = CASE WHEN `free_over_taka` IS NULL THEN NULL
    WHEN coalesce((SELECT `currency` FROM `orders` ORDER BY `created_at` DESC LIMIT 1), 'USD') = 'BDT'
    THEN (`free_over_taka` + 50) / 100 ELSE (`free_over_taka` * 122 + 50) / 100 END,
  `cod_max_total_taka` = CASE WHEN `cod_max_total_taka` IS NULL THEN NULL
    WHEN coalesce((SELECT `currency` FROM `orders` ORDER BY `created_at` DESC LIMIT 1), 'USD') = 'BDT'
    THEN (`cod_max_total_taka` + 50) / 100 ELSE (`cod_max_total_taka` * 122 + 50) / 100 END;--> statement-breakpoint

-- Each order's taka figures.
ALTER TABLE `orders` ADD `total_taka` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_taka` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_taka` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `advance_taka` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `collect_taka` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cash_collected_taka` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `return_settlement` text;--> statement-breakpoint
-- Whole taka, rounded up (an amount in minor units: (x + 99) / 100 in taka, (x * 122 + 99) / 100 in dollars).
UPDATE `orders` SET
  `total_taka` = CASE WHEN `payment_method` <> 'COD' THEN (`amount_due_paisa` + 99) / 100
    WHEN `currency` = 'BDT' THEN (`total_cents` + 99) / 100 ELSE (`total_cents` * 122 + 99) / 100 END,
  `delivery_taka` = CASE WHEN `currency` = 'BDT' THEN (`delivery_cents` + `shipping_cents` + 99) / 100
    ELSE ((`delivery_cents` + `shipping_cents`) * 122 + 99) / 100 END,
  `advance_taka` = CASE WHEN `advance_cents` IS NULL THEN NULL ELSE (`amount_due_paisa` + 99) / 100 END,
  `cash_collected_taka` = CASE WHEN `cash_collected_cents` IS NULL THEN NULL
    WHEN `currency` = 'BDT' THEN (`cash_collected_cents` + 99) / 100 ELSE (`cash_collected_cents` * 122 + 99) / 100 END,
  `amount_due_paisa` = (`amount_due_paisa` + 99) / 100 * 100;--> statement-breakpoint
UPDATE `orders` SET `collect_taka` = `total_taka` - coalesce(`advance_taka`, 0) WHERE `payment_method` = 'COD';--> statement-breakpoint

-- One order per reference: references made from checkout keys could repeat (and very old orders had none).
UPDATE `orders` SET `reference` = upper(substr(`id`, 1, 10))
  WHERE `reference` = '' OR EXISTS (
    SELECT 1 FROM `orders` AS `earlier` WHERE `earlier`.`reference` = `orders`.`reference` AND `earlier`.`rowid` < `orders`.`rowid`
  );--> statement-breakpoint
DROP INDEX IF EXISTS `orders_reference_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_reference_unique` ON `orders` (`reference`) WHERE "orders"."reference" <> '';
--> statement-breakpoint
-- The advance and the cash were kept in the shop's currency; their taka figures replace them.
ALTER TABLE `orders` DROP COLUMN `advance_cents`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `collect_cents`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `cash_collected_cents`;
