-- Issue 50: the order desk (channel, who typed it in, its note, the payment link's token), accounts by mobile number
-- (one account per number; an account with only a number has the email "", so the email index skips ""), and the
-- codes sent to sign in or add a number.
CREATE TABLE `phone_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`purpose` text NOT NULL,
	`user_id` integer,
	`code_hash` text NOT NULL,
	`tries` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "phone_codes_tries_range" CHECK("phone_codes"."tries" between 0 and 3)
);
--> statement-breakpoint
CREATE INDEX `phone_codes_phone_created_idx` ON `phone_codes` (`phone`,`created_at`);--> statement-breakpoint
DROP INDEX `users_email_unique`;--> statement-breakpoint
ALTER TABLE `users` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `users` ADD `phone_verified_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_unique` ON `users` (`phone`) WHERE "users"."phone" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`) WHERE "users"."email" <> '';--> statement-breakpoint
ALTER TABLE `orders` ADD `channel` text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `entered_by` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `desk_note` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `pay_token_hash` text;--> statement-breakpoint
CREATE INDEX `orders_channel_created_idx` ON `orders` (`channel`,`created_at`);