-- Trigram full-text index over product names: case-insensitive substring search, ranked by bm25.
-- External-content table kept in step with `products` by the triggers below.
CREATE VIRTUAL TABLE `products_fts` USING fts5(`name`, content='products', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `products_fts`(`rowid`, `name`) SELECT `id`, `name` FROM `products`;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_fts`(`rowid`, `name`) VALUES (new.`id`, new.`name`);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO `products_fts`(`products_fts`, `rowid`, `name`) VALUES ('delete', old.`id`, old.`name`);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_update` AFTER UPDATE OF `name` ON `products` BEGIN
  INSERT INTO `products_fts`(`products_fts`, `rowid`, `name`) VALUES ('delete', old.`id`, old.`name`);
  INSERT INTO `products_fts`(`rowid`, `name`) VALUES (new.`id`, new.`name`);
END;
