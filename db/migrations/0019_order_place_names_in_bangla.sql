ALTER TABLE `orders` ADD `address_district_bn` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_area_bn` text;--> statement-breakpoint
-- Orders placed before: their places' Bangla names from the locations, by the ids they kept.
UPDATE `orders` SET
  `address_district_bn` = (SELECT `bn_name` FROM `districts` WHERE `districts`.`id` = `orders`.`address_district_id`),
  `address_area_bn` = (SELECT `bn_name` FROM `areas` WHERE `areas`.`id` = `orders`.`address_area_id`)
WHERE `address_district_id` IS NOT NULL;
