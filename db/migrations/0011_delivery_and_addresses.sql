CREATE TABLE `addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`label` text NOT NULL,
	`name` text NOT NULL,
	`mobile` text NOT NULL,
	`district_id` integer NOT NULL,
	`area_id` integer NOT NULL,
	`line` text NOT NULL,
	`note` text,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`district_id`) REFERENCES `districts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`area_id`) REFERENCES `areas`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `addresses_user_idx` ON `addresses` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `areas` (
	`id` integer PRIMARY KEY NOT NULL,
	`district_id` integer NOT NULL,
	`name` text NOT NULL,
	`bn_name` text NOT NULL,
	`kind` text NOT NULL,
	FOREIGN KEY (`district_id`) REFERENCES `districts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `areas_district_idx` ON `areas` (`district_id`,`name`);--> statement-breakpoint
CREATE TABLE `delivery_zone_areas` (
	`area_id` integer PRIMARY KEY NOT NULL,
	`zone_id` integer NOT NULL,
	FOREIGN KEY (`area_id`) REFERENCES `areas`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`zone_id`) REFERENCES `delivery_zones`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `delivery_zone_areas_zone_idx` ON `delivery_zone_areas` (`zone_id`);--> statement-breakpoint
CREATE TABLE `delivery_zone_districts` (
	`district_id` integer PRIMARY KEY NOT NULL,
	`zone_id` integer NOT NULL,
	FOREIGN KEY (`district_id`) REFERENCES `districts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`zone_id`) REFERENCES `delivery_zones`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `delivery_zone_districts_zone_idx` ON `delivery_zone_districts` (`zone_id`);--> statement-breakpoint
CREATE TABLE `delivery_zones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`fee_cents` integer NOT NULL,
	`free_over_cents` integer,
	`is_default` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_zones_fee_nonnegative" CHECK("delivery_zones"."fee_cents" >= 0),
	CONSTRAINT "delivery_zones_free_over_nonnegative" CHECK("delivery_zones"."free_over_cents" IS NULL OR "delivery_zones"."free_over_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `delivery_zones_one_default` ON `delivery_zones` (`is_default`) WHERE "delivery_zones"."is_default" = 1;--> statement-breakpoint
CREATE TABLE `districts` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`bn_name` text NOT NULL,
	`division` text NOT NULL,
	`bn_division` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_zone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_district_id` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_area_id` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_district` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_area` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_line` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_note` text;--> statement-breakpoint
CREATE INDEX `orders_district_created_idx` ON `orders` (`address_district_id`,`created_at`);