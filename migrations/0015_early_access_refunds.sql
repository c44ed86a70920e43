-- A refund request may now be for an early-access purchase instead of a payment (exactly one of the two):
-- SQLite cannot make payment_id nullable in place, so the table is rebuilt. Nothing references
-- refund_requests, so no foreign-key switch is needed (D1 ignores PRAGMA foreign_keys in its transaction).
CREATE TABLE `__new_refund_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`payment_id` integer,
	`purchase_id` integer,
	`reason` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by` integer,
	`decided_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`purchase_id`) REFERENCES `early_access_purchases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "refund_requests_one_target" CHECK((payment_id is null) <> (purchase_id is null))
);
--> statement-breakpoint
INSERT INTO `__new_refund_requests`("id", "user_id", "payment_id", "purchase_id", "reason", "status", "decided_by", "decided_at", "created_at", "updated_at") SELECT "id", "user_id", "payment_id", NULL, "reason", "status", "decided_by", "decided_at", "created_at", "updated_at" FROM `refund_requests`;--> statement-breakpoint
DROP TABLE `refund_requests`;--> statement-breakpoint
ALTER TABLE `__new_refund_requests` RENAME TO `refund_requests`;--> statement-breakpoint
CREATE UNIQUE INDEX `refund_requests_payment_unique` ON `refund_requests` (`payment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `refund_requests_purchase_unique` ON `refund_requests` (`purchase_id`);--> statement-breakpoint
CREATE INDEX `refund_requests_status_idx` ON `refund_requests` (`status`);--> statement-breakpoint
ALTER TABLE `early_access_purchases` ADD `refunded_at` integer;