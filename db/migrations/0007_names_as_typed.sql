-- Names as typed (decision 014): product, category and banner names are kept as the admin typed them. A category
-- keeps its lowercased `name` as its key (products refer to it, URLs use it, it stays unique whatever the case)
-- and gets `display_name`, what screens show. Products and banners need no key: nothing sorts them by name or
-- requires it unique, and search is case-insensitive as it is (FTS5 trigram, LIKE).
-- Data: the names saved so far were lowercased, so their capitals are lost. They are capitalised here the way
-- the screens title-cased them until now (the first letter of every word, ASCII letters only: SQLite's upper()
-- leaves other letters as they are), so the shop looks the same after the migration: categories' display names,
-- products' names and sellers, banners' names, and the names and categories that order lines snapshot (what the
-- shopper saw). An admin can then correct any of them ("Usb-c" to "USB-C") with Edit.
ALTER TABLE `categories` ADD `display_name` text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE `categories` SET `display_name` = (
  WITH RECURSIVE `t`(`done`, `rest`) AS (
    SELECT '', `categories`.`name`
    UNION ALL
    SELECT `done` || CASE WHEN `done` = '' OR substr(`done`, -1) = ' ' THEN upper(substr(`rest`, 1, 1)) ELSE substr(`rest`, 1, 1) END,
      substr(`rest`, 2)
    FROM `t` WHERE `rest` <> ''
  )
  SELECT `done` FROM `t` WHERE `rest` = ''
);
--> statement-breakpoint
UPDATE `products` SET `name` = (
  WITH RECURSIVE `t`(`done`, `rest`) AS (
    SELECT '', `products`.`name`
    UNION ALL
    SELECT `done` || CASE WHEN `done` = '' OR substr(`done`, -1) = ' ' THEN upper(substr(`rest`, 1, 1)) ELSE substr(`rest`, 1, 1) END,
      substr(`rest`, 2)
    FROM `t` WHERE `rest` <> ''
  )
  SELECT `done` FROM `t` WHERE `rest` = ''
);
--> statement-breakpoint
UPDATE `products` SET `seller` = (
  WITH RECURSIVE `t`(`done`, `rest`) AS (
    SELECT '', `products`.`seller`
    UNION ALL
    SELECT `done` || CASE WHEN `done` = '' OR substr(`done`, -1) = ' ' THEN upper(substr(`rest`, 1, 1)) ELSE substr(`rest`, 1, 1) END,
      substr(`rest`, 2)
    FROM `t` WHERE `rest` <> ''
  )
  SELECT `done` FROM `t` WHERE `rest` = ''
);
--> statement-breakpoint
UPDATE `banners` SET `name` = (
  WITH RECURSIVE `t`(`done`, `rest`) AS (
    SELECT '', `banners`.`name`
    UNION ALL
    SELECT `done` || CASE WHEN `done` = '' OR substr(`done`, -1) = ' ' THEN upper(substr(`rest`, 1, 1)) ELSE substr(`rest`, 1, 1) END,
      substr(`rest`, 2)
    FROM `t` WHERE `rest` <> ''
  )
  SELECT `done` FROM `t` WHERE `rest` = ''
);
--> statement-breakpoint
UPDATE `order_lines` SET `name` = (
  WITH RECURSIVE `t`(`done`, `rest`) AS (
    SELECT '', `order_lines`.`name`
    UNION ALL
    SELECT `done` || CASE WHEN `done` = '' OR substr(`done`, -1) = ' ' THEN upper(substr(`rest`, 1, 1)) ELSE substr(`rest`, 1, 1) END,
      substr(`rest`, 2)
    FROM `t` WHERE `rest` <> ''
  )
  SELECT `done` FROM `t` WHERE `rest` = ''
);
--> statement-breakpoint
UPDATE `order_lines` SET `category` = (
  WITH RECURSIVE `t`(`done`, `rest`) AS (
    SELECT '', `order_lines`.`category`
    UNION ALL
    SELECT `done` || CASE WHEN `done` = '' OR substr(`done`, -1) = ' ' THEN upper(substr(`rest`, 1, 1)) ELSE substr(`rest`, 1, 1) END,
      substr(`rest`, 2)
    FROM `t` WHERE `rest` <> ''
  )
  SELECT `done` FROM `t` WHERE `rest` = ''
);