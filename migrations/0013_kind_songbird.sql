ALTER TABLE `prospects` ADD `import_id` integer;--> statement-breakpoint
CREATE INDEX `prospects_import_idx` ON `prospects` (`import_id`);