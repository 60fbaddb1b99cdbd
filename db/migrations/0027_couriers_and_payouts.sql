-- Issue 51: couriers beside Steadfast (a zone's default courier, a parcel's charge, consignment ids unique per courier,
-- Pathao's token kept) and the cash they owe (payouts, one per courier and its id, and the parcels each paid).
CREATE TABLE `courier_tokens` (
	`courier` text PRIMARY KEY NOT NULL,
	`access_token` text NOT NULL,
	`refresh_token` text,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payout_items` (
	`order_id` text PRIMARY KEY NOT NULL,
	`payout_id` integer NOT NULL,
	`collected_taka` integer,
	`charge_taka` integer NOT NULL,
	`paid_taka` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payout_items_payout_idx` ON `payout_items` (`payout_id`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`courier` text NOT NULL,
	`external_id` text NOT NULL,
	`paid_on` text NOT NULL,
	`taka` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_courier_external_unique` ON `payouts` (`courier`,`external_id`);--> statement-breakpoint
DROP INDEX `orders_consignment_unique`;--> statement-breakpoint
ALTER TABLE `orders` ADD `courier_charge_taka` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_courier_consignment_unique` ON `orders` (`courier`,`consignment_id`);--> statement-breakpoint
ALTER TABLE `delivery_zones` ADD `courier` text;