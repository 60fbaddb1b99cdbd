CREATE TABLE `auth_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`failed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_failures_key_time_idx` ON `auth_failures` (`key`,`failed_at`);