-- Payment deadlines and refunds (issue 21, decision 021). Hand-edited after drizzle-kit generate: the data steps
-- at the end are ours.
CREATE TABLE `payment_refunds` (
	`refund_trx_id` text PRIMARY KEY NOT NULL,
	`payment_trx_id` text NOT NULL,
	`amount_paisa` integer NOT NULL,
	`refunded_by` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`payment_trx_id`) REFERENCES `payments`(`trx_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payment_refunds_amount_positive" CHECK("payment_refunds"."amount_paisa" > 0)
);
--> statement-breakpoint
CREATE INDEX `payment_refunds_payment_idx` ON `payment_refunds` (`payment_trx_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_due_at` integer;--> statement-breakpoint
CREATE INDEX `orders_status_payment_due_idx` ON `orders` (`status`,`payment_due_at`);--> statement-breakpoint
ALTER TABLE `payments` ADD `problem` text;--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
-- Orders placed before order statuses existed (created before 0004_order_lifecycle was applied) had their payment
-- checked by hand and no deadline. Databases that ran 0004 before it was fixed turned them into ordinary pending
-- orders, which the cron would have cancelled: they keep no deadline (payment_due_at stays NULL: they wait for the
-- admin), and their first event says why, as the fixed 0004 writes it. Pending orders placed since get the deadline
-- the cron gave them before this migration: 24 hours after placement (the default ORDER_PAYMENT_HOURS). Without a
-- record of 0004 (it cannot be told which orders are older), no order gets a deadline: none is cancelled wrongly.
UPDATE `orders` SET `payment_due_at` = `created_at` + 86400000
WHERE `status` = 'pending'
  AND `created_at` >= coalesce(
    (SELECT unixepoch(`applied_at`) * 1000 FROM `d1_migrations` WHERE `name` LIKE '0004%' ORDER BY `id` LIMIT 1),
    9223372036854775807);
--> statement-breakpoint
UPDATE `order_events` SET `note` = 'Placed before order statuses existed: the shop checks its payment by hand.'
WHERE `note` IS NULL
  AND `id` = (SELECT min(`first`.`id`) FROM `order_events` AS `first` WHERE `first`.`order_id` = `order_events`.`order_id`)
  AND `order_id` IN (
    SELECT `id` FROM `orders` WHERE `created_at` < coalesce(
      (SELECT unixepoch(`applied_at`) * 1000 FROM `d1_migrations` WHERE `name` LIKE '0004%' ORDER BY `id` LIMIT 1),
      -9223372036854775807));
