-- Anonymous pages show options, variants and galleries (issue 28): a write to them moves the catalogue version
-- (decision 016), as a write to products does.
CREATE TRIGGER `product_options_after_insert_catalogue_version` AFTER INSERT ON `product_options` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_options_after_update_catalogue_version` AFTER UPDATE ON `product_options` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_options_after_delete_catalogue_version` AFTER DELETE ON `product_options` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_after_insert_catalogue_version` AFTER INSERT ON `product_variants` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_after_update_catalogue_version` AFTER UPDATE ON `product_variants` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_after_delete_catalogue_version` AFTER DELETE ON `product_variants` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_images_after_insert_catalogue_version` AFTER INSERT ON `product_images` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_images_after_update_catalogue_version` AFTER UPDATE ON `product_images` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_images_after_delete_catalogue_version` AFTER DELETE ON `product_images` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
