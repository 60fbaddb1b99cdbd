CREATE TABLE `courier_checks` (
	`phone` text NOT NULL,
	`courier` text NOT NULL,
	`state` text NOT NULL,
	`delivered` integer,
	`total` integer,
	`checked_at` integer NOT NULL,
	PRIMARY KEY(`phone`, `courier`)
);
--> statement-breakpoint
CREATE TABLE `risk_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `order_events` ADD `call` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `risk` text;--> statement-breakpoint
CREATE INDEX `orders_mobile_created_idx` ON `orders` (`mobile`,`created_at`);