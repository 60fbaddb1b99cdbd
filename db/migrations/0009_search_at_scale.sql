DROP INDEX `products_created_idx`;--> statement-breakpoint
DROP INDEX `products_price_idx`;--> statement-breakpoint
DROP INDEX `products_rating_idx`;--> statement-breakpoint
CREATE INDEX `products_category_rating_idx` ON `products` (`category`,"star_halves" DESC,"star_count" DESC,`id`);--> statement-breakpoint
CREATE INDEX `products_in_stock_rating_idx` ON `products` (("stock" = 0),"star_halves" DESC,"star_count" DESC,`id`);--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`price_cents`,`id`);--> statement-breakpoint
CREATE INDEX `products_rating_idx` ON `products` ("star_halves" DESC,"star_count" DESC,`id`);--> statement-breakpoint
-- Words of product names (issue 15): whole-word and word-prefix matching for queries under 3 characters, which the
-- trigram index cannot answer, and the shop's vocabulary for spelling corrections (products_words_vocab). External
-- content on `products`, kept in step by the triggers below like products_fts.
CREATE VIRTUAL TABLE `products_words` USING fts5(`name`, content='products', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2');
--> statement-breakpoint
INSERT INTO `products_words`(`rowid`, `name`) SELECT `id`, `name` FROM `products`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_words_vocab` USING fts5vocab(`products_words`, 'row');
--> statement-breakpoint
CREATE TRIGGER `products_words_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_words`(`rowid`, `name`) VALUES (new.`id`, new.`name`);
END;
--> statement-breakpoint
CREATE TRIGGER `products_words_after_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO `products_words`(`products_words`, `rowid`, `name`) VALUES ('delete', old.`id`, old.`name`);
END;
--> statement-breakpoint
CREATE TRIGGER `products_words_after_update` AFTER UPDATE OF `name` ON `products` BEGIN
  INSERT INTO `products_words`(`products_words`, `rowid`, `name`) VALUES ('delete', old.`id`, old.`name`);
  INSERT INTO `products_words`(`rowid`, `name`) VALUES (new.`id`, new.`name`);
END;
