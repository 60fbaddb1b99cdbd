CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`image_key` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `banners_position_idx` ON `banners` (`position`,`id`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`image_key` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_unique` ON `categories` (`name`);--> statement-breakpoint
CREATE INDEX `categories_position_idx` ON `categories` (`position`,`id`);--> statement-breakpoint
CREATE TABLE `flash_sale_products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`sell_price_cents` integer NOT NULL,
	`sell_shipping_cents` integer NOT NULL,
	`flash_stock` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "flash_sell_price_nonnegative" CHECK("flash_sale_products"."sell_price_cents" >= 0),
	CONSTRAINT "flash_sell_shipping_nonnegative" CHECK("flash_sale_products"."sell_shipping_cents" >= 0),
	CONSTRAINT "flash_stock_nonnegative" CHECK("flash_sale_products"."flash_stock" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flash_sale_products_product_unique` ON `flash_sale_products` (`product_id`);--> statement-breakpoint
CREATE TABLE `flash_sale_windows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`set_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	CONSTRAINT "flash_window_order" CHECK("flash_sale_windows"."ends_at" > "flash_sale_windows"."starts_at")
);
--> statement-breakpoint
CREATE TABLE `order_lines` (
	`order_id` text NOT NULL,
	`position` integer NOT NULL,
	`product_id` integer,
	`name` text NOT NULL,
	`image_key` text NOT NULL,
	`category` text NOT NULL,
	`product_type` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`unit_shipping_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`order_id`, `position`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_lines_quantity_positive" CHECK("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX `order_lines_product_idx` ON `order_lines` (`product_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`email` text NOT NULL,
	`customer_name` text NOT NULL,
	`mobile` text NOT NULL,
	`bkash_number` text NOT NULL,
	`trx_id` text NOT NULL,
	`payment_method` text DEFAULT 'bKash' NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`shipping_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`checkout_key` text NOT NULL,
	`status` text DEFAULT 'placed' NOT NULL,
	`cancelled_at` integer,
	`cancelled_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_trx_id_unique` ON `orders` (`trx_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_key_unique` ON `orders` (`user_id`,`checkout_key`);--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `product_features` (
	`product_id` integer NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`product_id`, `position`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`seller` text NOT NULL,
	`category` text NOT NULL,
	`price_cents` integer NOT NULL,
	`shipping_cents` integer NOT NULL,
	`stock` integer NOT NULL,
	`star_halves` integer DEFAULT 4 NOT NULL,
	`star_count` integer DEFAULT 0 NOT NULL,
	`image_key` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category`) REFERENCES `categories`(`name`) ON UPDATE cascade ON DELETE restrict,
	CONSTRAINT "products_price_nonnegative" CHECK("products"."price_cents" >= 0),
	CONSTRAINT "products_shipping_nonnegative" CHECK("products"."shipping_cents" >= 0),
	CONSTRAINT "products_stock_nonnegative" CHECK("products"."stock" >= 0),
	CONSTRAINT "products_star_range" CHECK("products"."star_halves" between 1 and 10),
	CONSTRAINT "products_star_count_nonnegative" CHECK("products"."star_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category`,`id`);--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`created_at`);--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`price_cents`);--> statement-breakpoint
CREATE INDEX `products_rating_idx` ON `products` (`star_halves`,`star_count`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`display_name` text DEFAULT '' NOT NULL,
	`password_hash` text,
	`photo_url` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);