CREATE TABLE `catalogue_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Anonymous page HTML is cached under this number (decision 016): every write to a table whose rows pages show
-- changes it, in the same statement, through the triggers below. A random start (below 2^52, so D1's numbers stay
-- exact) keeps a database created afresh from meeting the cache entries of an earlier one.
INSERT INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 4503599627370496));
--> statement-breakpoint
CREATE TRIGGER `categories_after_insert_catalogue_version` AFTER INSERT ON `categories` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_after_update_catalogue_version` AFTER UPDATE ON `categories` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_after_delete_catalogue_version` AFTER DELETE ON `categories` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_after_insert_catalogue_version` AFTER INSERT ON `products` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_after_update_catalogue_version` AFTER UPDATE ON `products` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_after_delete_catalogue_version` AFTER DELETE ON `products` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_features_after_insert_catalogue_version` AFTER INSERT ON `product_features` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_features_after_update_catalogue_version` AFTER UPDATE ON `product_features` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_features_after_delete_catalogue_version` AFTER DELETE ON `product_features` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `flash_sale_products_after_insert_catalogue_version` AFTER INSERT ON `flash_sale_products` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `flash_sale_products_after_update_catalogue_version` AFTER UPDATE ON `flash_sale_products` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `flash_sale_products_after_delete_catalogue_version` AFTER DELETE ON `flash_sale_products` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `flash_sale_windows_after_insert_catalogue_version` AFTER INSERT ON `flash_sale_windows` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `flash_sale_windows_after_update_catalogue_version` AFTER UPDATE ON `flash_sale_windows` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `flash_sale_windows_after_delete_catalogue_version` AFTER DELETE ON `flash_sale_windows` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `banners_after_insert_catalogue_version` AFTER INSERT ON `banners` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `banners_after_update_catalogue_version` AFTER UPDATE ON `banners` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `banners_after_delete_catalogue_version` AFTER DELETE ON `banners` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
