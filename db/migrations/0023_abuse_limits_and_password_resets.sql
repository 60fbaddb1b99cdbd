CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
CREATE INDEX `password_resets_expires_idx` ON `password_resets` (`expires_at`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `link_id` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `caused_by` integer;--> statement-breakpoint
ALTER TABLE `notifications` ADD `suppressed_reason` text;--> statement-breakpoint
CREATE INDEX `notifications_recipient_idx` ON `notifications` (`recipient`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_caused_by_idx` ON `notifications` (`caused_by`,`created_at`);--> statement-breakpoint
-- No secret in the log (decision 044): the tokens of verification links already written are masked, HTML first
-- (it holds the link twice), then the text, whose one link says which token to mask.
UPDATE `notifications` SET `html` = replace(`html`, 'token=' || substr(`body`, instr(`body`, 'token=') + 6, 43), 'token=…')
WHERE `event` = 'verify-email' AND instr(`body`, 'token=') > 0
  AND substr(`body`, instr(`body`, 'token=') + 6, 1) != '…' AND `html` IS NOT NULL;--> statement-breakpoint
UPDATE `notifications` SET `body` = replace(`body`, 'token=' || substr(`body`, instr(`body`, 'token=') + 6, 43), 'token=…')
WHERE `event` = 'verify-email' AND instr(`body`, 'token=') > 0
  AND substr(`body`, instr(`body`, 'token=') + 6, 1) != '…';--> statement-breakpoint
-- A masked link still waiting to be sent could not be made whole again: it waits as failed, and Send again
-- (or Resend on the dashboard) makes a new link.
UPDATE `notifications` SET `status` = 'failed', `last_error` = 'Its link was masked (decision 044): Send again makes a new one'
WHERE `event` = 'verify-email' AND `status` = 'queued';
