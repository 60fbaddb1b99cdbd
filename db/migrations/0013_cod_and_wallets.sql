-- Cash on delivery and three wallets (issue 23, decision 023). Hand-edited: drizzle-kit's table rebuilds rely on
-- PRAGMA foreign_keys=OFF, which D1 ignores, so dropping `payments` first would cascade-delete every refund. Here
-- the new payments table (keyed by wallet and TrxID) and the new refunds table (pointing at it) are filled before
-- the old ones go; renaming the new payments table rewrites the refunds' reference. Every payment and order before
-- this change was bKash.
CREATE TABLE `__new_payments` (
	`wallet` text NOT NULL,
	`trx_id` text NOT NULL,
	`amount_paisa` integer NOT NULL,
	`sender` text NOT NULL,
	`reference` text,
	`received_at` integer NOT NULL,
	`message` text NOT NULL,
	`state` text DEFAULT 'unmatched' NOT NULL,
	`order_id` text,
	`shortfall_paisa` integer,
	`problem` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`wallet`, `trx_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_payments`("wallet", "trx_id", "amount_paisa", "sender", "reference", "received_at", "message", "state", "order_id", "shortfall_paisa", "problem", "created_at") SELECT 'bKash', "trx_id", "amount_paisa", "sender", "reference", "received_at", "message", "state", "order_id", "shortfall_paisa", "problem", "created_at" FROM `payments`;--> statement-breakpoint
CREATE TABLE `__new_payment_refunds` (
	`refund_trx_id` text PRIMARY KEY NOT NULL,
	`payment_wallet` text NOT NULL,
	`payment_trx_id` text NOT NULL,
	`amount_paisa` integer NOT NULL,
	`refunded_by` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`payment_wallet`,`payment_trx_id`) REFERENCES `__new_payments`(`wallet`,`trx_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payment_refunds_amount_positive" CHECK("amount_paisa" > 0)
);
--> statement-breakpoint
INSERT INTO `__new_payment_refunds`("refund_trx_id", "payment_wallet", "payment_trx_id", "amount_paisa", "refunded_by", "created_at") SELECT "refund_trx_id", 'bKash', "payment_trx_id", "amount_paisa", "refunded_by", "created_at" FROM `payment_refunds`;--> statement-breakpoint
DROP TABLE `payment_refunds`;--> statement-breakpoint
DROP TABLE `payments`;--> statement-breakpoint
ALTER TABLE `__new_payments` RENAME TO `payments`;--> statement-breakpoint
ALTER TABLE `__new_payment_refunds` RENAME TO `payment_refunds`;--> statement-breakpoint
CREATE INDEX `payments_state_created_idx` ON `payments` (`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE INDEX `payment_refunds_payment_idx` ON `payment_refunds` (`payment_wallet`,`payment_trx_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `trx_wallet` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `advance_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `collect_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cash_collected_cents` integer;--> statement-breakpoint
UPDATE `orders` SET `trx_wallet` = 'bKash';--> statement-breakpoint
DROP INDEX `orders_trx_id_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_wallet_trx_unique` ON `orders` (`trx_wallet`,`trx_id`) WHERE "orders"."trx_wallet" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `delivery_zones` ADD `cod_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `delivery_zones` ADD `cod_max_total_cents` integer;--> statement-breakpoint
ALTER TABLE `delivery_zones` ADD `cod_advance` text DEFAULT 'none' NOT NULL;
