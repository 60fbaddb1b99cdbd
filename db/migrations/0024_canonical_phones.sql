-- Issue 49: one phone, one customer. Every number already stored is brought to the canonical 01XXXXXXXXX
-- (Bengali digits as ASCII; spaces, dashes, dots and brackets out; +88, 0088 or 88 off). A number that is not a
-- Bangladeshi mobile number afterwards is left as it was.
UPDATE `orders` SET `mobile` = `p`.`canon` FROM (
  SELECT `id`, CASE WHEN `n` LIKE '+88%' THEN substr(`n`, 4) WHEN `n` LIKE '0088%' THEN substr(`n`, 5)
    WHEN `n` LIKE '88%' THEN substr(`n`, 3) ELSE `n` END AS `canon`
  FROM (SELECT `id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`mobile`, '০', '0'), '১', '1'), '২', '2'), '৩', '3'), '৪', '4'), '৫', '5'), '৬', '6'), '৭', '7'), '৮', '8'), '৯', '9'), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') AS `n` FROM `orders`)
) AS `p`
WHERE `p`.`id` = `orders`.`id` AND `p`.`canon` GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' AND `orders`.`mobile` <> `p`.`canon`;
--> statement-breakpoint
UPDATE `orders` SET `bkash_number` = `p`.`canon` FROM (
  SELECT `id`, CASE WHEN `n` LIKE '+88%' THEN substr(`n`, 4) WHEN `n` LIKE '0088%' THEN substr(`n`, 5)
    WHEN `n` LIKE '88%' THEN substr(`n`, 3) ELSE `n` END AS `canon`
  FROM (SELECT `id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`bkash_number`, '০', '0'), '১', '1'), '২', '2'), '৩', '3'), '৪', '4'), '৫', '5'), '৬', '6'), '৭', '7'), '৮', '8'), '৯', '9'), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') AS `n` FROM `orders`)
) AS `p`
WHERE `p`.`id` = `orders`.`id` AND `p`.`canon` GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' AND `orders`.`bkash_number` <> `p`.`canon`;
--> statement-breakpoint
UPDATE `addresses` SET `mobile` = `p`.`canon` FROM (
  SELECT `id`, CASE WHEN `n` LIKE '+88%' THEN substr(`n`, 4) WHEN `n` LIKE '0088%' THEN substr(`n`, 5)
    WHEN `n` LIKE '88%' THEN substr(`n`, 3) ELSE `n` END AS `canon`
  FROM (SELECT `id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`mobile`, '০', '0'), '১', '1'), '২', '2'), '৩', '3'), '৪', '4'), '৫', '5'), '৬', '6'), '৭', '7'), '৮', '8'), '৯', '9'), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') AS `n` FROM `addresses`)
) AS `p`
WHERE `p`.`id` = `addresses`.`id` AND `p`.`canon` GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' AND `addresses`.`mobile` <> `p`.`canon`;
