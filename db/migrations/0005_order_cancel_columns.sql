-- Who cancelled an order and when now live on its timeline (order_events, filled by 0004).
ALTER TABLE `orders` DROP COLUMN `cancelled_at`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `cancelled_by`;