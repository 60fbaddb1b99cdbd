CREATE TABLE `courier_updates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`courier` text NOT NULL,
	`consignment_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text,
	`message` text,
	`cod_amount_paisa` integer,
	`courier_time` text,
	`dedup_key` text NOT NULL,
	`received_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `courier_updates_dedup_key_unique` ON `courier_updates` (`dedup_key`);--> statement-breakpoint
CREATE INDEX `courier_updates_order_idx` ON `courier_updates` (`order_id`,`received_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `consignment_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `booking_started_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_issue` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_consignment_unique` ON `orders` (`consignment_id`);