-- No query reads prospects by (source, source_id): the dedupe key covers
-- lookups by source id, and every import paid to keep this index up to date.
DROP INDEX IF EXISTS `prospects_source_idx`;--> statement-breakpoint
-- Already created by hand in 0004; now in the Drizzle schema too, so later
-- generated migrations do not try to drop it.
CREATE INDEX IF NOT EXISTS `prospects_industry_idx` ON `prospects` (`industry`,`signal_date`);
