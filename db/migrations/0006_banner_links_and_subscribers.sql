-- Banners can lead somewhere (Manage Banner sets the link); the footer newsletter keeps its subscribers.
CREATE TABLE `subscribers` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `banners` ADD `link` text;