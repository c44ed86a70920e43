CREATE TABLE `campaign_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`token` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`claimed_at` integer,
	`sent_at` integer,
	`opened_at` integer,
	`clicked_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_recipients_unique` ON `campaign_recipients` (`campaign_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_recipients_token_unique` ON `campaign_recipients` (`token`);--> statement-breakpoint
CREATE INDEX `campaign_recipients_status_idx` ON `campaign_recipients` (`status`,`id`);--> statement-breakpoint
CREATE TABLE `site_banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message` text NOT NULL,
	`link_url` text DEFAULT '' NOT NULL,
	`link_text` text DEFAULT '' NOT NULL,
	`tone` text DEFAULT 'info' NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `site_banners_window_idx` ON `site_banners` (`ends_at`,`starts_at`);--> statement-breakpoint
CREATE INDEX `site_banners_created_by_idx` ON `site_banners` (`created_by`);--> statement-breakpoint
CREATE TABLE `suggestion_votes` (
	`suggestion_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`suggestion_id`, `user_id`),
	FOREIGN KEY (`suggestion_id`) REFERENCES `feature_suggestions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `suggestion_votes_user_idx` ON `suggestion_votes` (`user_id`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `waitlist_ids` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `status` text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `recipients` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `failed` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `queued_at` integer;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `country` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `announcements` integer DEFAULT true NOT NULL;