ALTER TABLE `prospect_imports` ADD `error` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `prospects` ADD `open_state` text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE `prospects` ADD `contact_handle` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `prospects` ADD `budget` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `prospects` ADD `timeline` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `prospects` ADD `tech_stack` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `prospects` ADD `lead_rule` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `prospects` ADD `hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Earlier imports stored Hacker News and Reddit handles as people's names: move them to the contact handle.
UPDATE `prospects` SET `contact_handle` = `name`, `name` = '' WHERE `source` IN ('hackernews', 'reddit') AND `name` <> '';
