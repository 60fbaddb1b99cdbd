-- Orders get a life: statuses, a timeline, the amount due in taka, and the bKash payments that arrive by SMS.
-- Hand-edited: drizzle-kit rebuilt `orders` to drop the old 'placed' default of `status`, but dropping the
-- table would cascade-delete every order line, so the columns are added in place and the old default stays
-- (every insert sets the status). Data: 'placed' -> 'pending'; each order's first event is `pending`, and
-- cancelled orders get their `cancelled` event; amounts due are fixed at 122 taka per dollar (the default
-- BKASH_BDT_RATE) for orders placed before this migration, which priced in dollars.
-- Fixed after it first shipped (issue 21): those orders' payments were checked by hand, with no deadline, so they
-- must never be taken for unpaid orders to expire. Their first event says so, and 0010 gives them no payment
-- deadline (and repairs databases this ran on before the fix). See decision 021.
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`status` text NOT NULL,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	`note` text,
	`courier` text,
	`tracking_number` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`trx_id` text PRIMARY KEY NOT NULL,
	`amount_paisa` integer NOT NULL,
	`sender` text NOT NULL,
	`reference` text,
	`received_at` integer NOT NULL,
	`message` text NOT NULL,
	`state` text DEFAULT 'unmatched' NOT NULL,
	`order_id` text,
	`shortfall_paisa` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payments_state_created_idx` ON `payments` (`state`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `amount_due_paisa` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `reference` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `courier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
UPDATE `orders` SET `status` = 'pending' WHERE `status` = 'placed';--> statement-breakpoint
UPDATE `orders` SET `amount_due_paisa` = `total_cents` * 122, `reference` = upper(substr(`checkout_key`, 1, 8));--> statement-breakpoint
INSERT INTO `order_events` (`order_id`, `status`, `at`, `by`, `note`)
  SELECT `id`, 'pending', `created_at`, 'shopper', 'Placed before order statuses existed: the shop checks its payment by hand.'
  FROM `orders`;--> statement-breakpoint
INSERT INTO `order_events` (`order_id`, `status`, `at`, `by`)
  SELECT `id`, 'cancelled', coalesce(`cancelled_at`, `created_at`),
    CASE WHEN `cancelled_by` IS NULL OR `cancelled_by` = `email` THEN 'shopper' ELSE `cancelled_by` END
  FROM `orders` WHERE `status` = 'cancelled';
