CREATE TABLE `activity_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`client_id` integer,
	`title` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activity_events_user_idx` ON `activity_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `activity_events_client_idx` ON `activity_events` (`client_id`);--> statement-breakpoint
CREATE TABLE `do_not_contact` (
	`email` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `follow_up_digests` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`due_count` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `search_results` (
	`search_id` integer NOT NULL,
	`rank` integer NOT NULL,
	`user_id` integer NOT NULL,
	`prospect_id` integer NOT NULL,
	`match_score` integer NOT NULL,
	`reasons` text DEFAULT '[]' NOT NULL,
	PRIMARY KEY(`search_id`, `rank`),
	FOREIGN KEY (`search_id`) REFERENCES `searches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `search_results_user_prospect_idx` ON `search_results` (`user_id`,`prospect_id`);--> statement-breakpoint
CREATE INDEX `search_results_prospect_idx` ON `search_results` (`prospect_id`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `from_name` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `reply_to` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `match_score` integer;--> statement-breakpoint
ALTER TABLE `clients` ADD `stage_changed_at` integer;--> statement-breakpoint
ALTER TABLE `pitches` ADD `source` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pitches` ADD `signal_kind` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pitches` ADD `match_score` integer;--> statement-breakpoint
ALTER TABLE `pitches` ADD `driver` text DEFAULT 'builtin' NOT NULL;--> statement-breakpoint
ALTER TABLE `pitches` ADD `fell_back` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `pitches` ADD `sent_via` text;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `time_zone` text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `follow_up_digest` integer DEFAULT true NOT NULL;