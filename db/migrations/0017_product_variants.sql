CREATE TABLE `product_images` (
	`product_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image_key` text NOT NULL,
	PRIMARY KEY(`product_id`, `position`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_images_key_idx` ON `product_images` (`image_key`);--> statement-breakpoint
CREATE TABLE `product_options` (
	`product_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`values` text NOT NULL,
	PRIMARY KEY(`product_id`, `position`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_options_position" CHECK("product_options"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE `product_variants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`sku` text,
	`option_values` text DEFAULT '[]' NOT NULL,
	`price_cents` integer NOT NULL,
	`compare_at_cents` integer,
	`stock` integer NOT NULL,
	`image_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_variants_price_nonnegative" CHECK("product_variants"."price_cents" >= 0),
	CONSTRAINT "product_variants_compare_at_nonnegative" CHECK("product_variants"."compare_at_cents" >= 0),
	CONSTRAINT "product_variants_stock_nonnegative" CHECK("product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE INDEX `product_variants_product_idx` ON `product_variants` (`product_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_options_unique` ON `product_variants` (`product_id`,`option_values`);--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_sku_unique` ON `product_variants` (lower("sku")) WHERE "product_variants"."sku" is not null;--> statement-breakpoint
ALTER TABLE `flash_sale_products` ADD `variant_id` integer REFERENCES product_variants(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `variant_id` integer REFERENCES product_variants(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `variant_title` text;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `sku` text;--> statement-breakpoint
ALTER TABLE `products` ADD `price_max_cents` integer;--> statement-breakpoint
-- Issue 28 (decision 028): every product so far becomes one variant with its price and stock, and its photo the
-- first image of its gallery. Order lines name the variant they sold.
INSERT INTO `product_variants` (`product_id`, `position`, `option_values`, `price_cents`, `stock`, `created_at`)
  SELECT `id`, 0, '[]', `price_cents`, `stock`, `created_at` FROM `products`;--> statement-breakpoint
INSERT INTO `product_images` (`product_id`, `position`, `image_key`) SELECT `id`, 0, `image_key` FROM `products`;--> statement-breakpoint
UPDATE `products` SET `price_max_cents` = `price_cents`;--> statement-breakpoint
UPDATE `order_lines` SET `variant_id` = (
  SELECT `product_variants`.`id` FROM `product_variants` WHERE `product_variants`.`product_id` = `order_lines`.`product_id`
) WHERE `product_id` IS NOT NULL;--> statement-breakpoint
-- A product's stock, least and greatest price follow its variants.
CREATE TRIGGER `product_variants_after_insert` AFTER INSERT ON `product_variants` BEGIN
  UPDATE `products` SET
    `stock` = (SELECT coalesce(sum(`stock`), 0) FROM `product_variants` WHERE `product_id` = new.`product_id`),
    `price_cents` = (SELECT min(`price_cents`) FROM `product_variants` WHERE `product_id` = new.`product_id`),
    `price_max_cents` = (SELECT max(`price_cents`) FROM `product_variants` WHERE `product_id` = new.`product_id`)
  WHERE `id` = new.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_after_update` AFTER UPDATE OF `stock`, `price_cents` ON `product_variants` BEGIN
  UPDATE `products` SET
    `stock` = (SELECT coalesce(sum(`stock`), 0) FROM `product_variants` WHERE `product_id` = new.`product_id`),
    `price_cents` = (SELECT min(`price_cents`) FROM `product_variants` WHERE `product_id` = new.`product_id`),
    `price_max_cents` = (SELECT max(`price_cents`) FROM `product_variants` WHERE `product_id` = new.`product_id`)
  WHERE `id` = new.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_after_delete` AFTER DELETE ON `product_variants` BEGIN
  UPDATE `products` SET
    `stock` = (SELECT coalesce(sum(`stock`), 0) FROM `product_variants` WHERE `product_id` = old.`product_id`),
    `price_cents` = coalesce((SELECT min(`price_cents`) FROM `product_variants` WHERE `product_id` = old.`product_id`), `price_cents`),
    `price_max_cents` = (SELECT max(`price_cents`) FROM `product_variants` WHERE `product_id` = old.`product_id`)
  WHERE `id` = old.`product_id`;
END;
--> statement-breakpoint
-- A product added as one row (the seed, the spec's fields) gets its one variant and the first image of its gallery.
CREATE TRIGGER `products_first_variant` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_variants` (`product_id`, `position`, `option_values`, `price_cents`, `stock`)
    VALUES (new.`id`, 0, '[]', new.`price_cents`, new.`stock`);
  INSERT INTO `product_images` (`product_id`, `position`, `image_key`) VALUES (new.`id`, 0, new.`image_key`);
END;
--> statement-breakpoint
-- A product with one variant may still be written as one row: its variant follows. (The WHEN and the variant's own
-- check stop the echo: the variant's trigger writes back the same figure.)
CREATE TRIGGER `products_single_variant_stock` AFTER UPDATE OF `stock` ON `products`
  WHEN new.`stock` <> old.`stock` AND (SELECT count(*) FROM `product_variants` WHERE `product_id` = new.`id`) = 1
BEGIN
  UPDATE `product_variants` SET `stock` = new.`stock` WHERE `product_id` = new.`id` AND `stock` <> new.`stock`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_single_variant_price` AFTER UPDATE OF `price_cents` ON `products`
  WHEN new.`price_cents` <> old.`price_cents` AND (SELECT count(*) FROM `product_variants` WHERE `product_id` = new.`id`) = 1
BEGIN
  UPDATE `product_variants` SET `price_cents` = new.`price_cents` WHERE `product_id` = new.`id` AND `price_cents` <> new.`price_cents`;
END;
--> statement-breakpoint
-- The product's photo is its gallery's first image.
CREATE TRIGGER `products_first_image` AFTER UPDATE OF `image_key` ON `products` WHEN new.`image_key` <> old.`image_key` BEGIN
  UPDATE `product_images` SET `image_key` = new.`image_key` WHERE `product_id` = new.`id` AND `position` = 0;
END;
