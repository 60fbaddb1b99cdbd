CREATE TABLE `email_verifications` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_verifications_user_idx` ON `email_verifications` (`user_id`);--> statement-breakpoint
CREATE INDEX `email_verifications_expires_idx` ON `email_verifications` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` integer;--> statement-breakpoint
-- Accounts without a password signed up with Google, which had verified their address (decision 025). Every
-- password account starts unverified: nobody ever checked that its address was its owner's.
UPDATE `users` SET `email_verified_at` = `created_at` WHERE `password_hash` IS NULL;--> statement-breakpoint
-- Sign-in attempts are now counted per (email, address), per email and per device (decision 025): the old
-- per-email and per-address failures no longer mean what they did.
DELETE FROM `auth_failures` WHERE `key` LIKE 'email:%' OR `key` LIKE 'ip:%';
