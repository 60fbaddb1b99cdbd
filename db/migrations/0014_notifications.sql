CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`order_id` text,
	`event` text NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`audience` text NOT NULL,
	`language` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`html` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`enqueued_at` integer,
	`lease_until` integer,
	`provider_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_idempotency_key_unique` ON `notifications` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `notifications_order_idx` ON `notifications` (`order_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_created_idx` ON `notifications` (`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_waiting_idx` ON `notifications` (`status`,`enqueued_at`) WHERE "notifications"."status" = 'queued';--> statement-breakpoint
ALTER TABLE `orders` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_reference_idx` ON `orders` (`reference`,`created_at`);