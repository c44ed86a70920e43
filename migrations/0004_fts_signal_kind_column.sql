-- Adds the signal kind as an FTS5 column so a search can filter by it inside
-- the full-text match (`... AND signal_kind:hiring`) before the candidate cap,
-- and indexes industry for facet-only searches. Hand-written: drizzle-kit
-- cannot express FTS5.
DROP TRIGGER IF EXISTS `prospects_fts_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `prospects_fts_ad`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `prospects_fts_au`;
--> statement-breakpoint
DROP TABLE IF EXISTS `prospects_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `prospects_fts` USING fts5(
	company, name, role, signal_text, bio, industry, location, tags, signal_kind,
	content='prospects', content_rowid='id',
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO prospects_fts(prospects_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `prospects_fts_ai` AFTER INSERT ON `prospects` BEGIN
	INSERT INTO prospects_fts(rowid, company, name, role, signal_text, bio, industry, location, tags, signal_kind)
	VALUES (new.id, new.company, new.name, new.role, new.signal_text, new.bio, new.industry, new.location, new.tags, new.signal_kind);
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_fts_ad` AFTER DELETE ON `prospects` BEGIN
	INSERT INTO prospects_fts(prospects_fts, rowid, company, name, role, signal_text, bio, industry, location, tags, signal_kind)
	VALUES ('delete', old.id, old.company, old.name, old.role, old.signal_text, old.bio, old.industry, old.location, old.tags, old.signal_kind);
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_fts_au` AFTER UPDATE OF company, name, role, signal_text, bio, industry, location, tags, signal_kind ON `prospects` BEGIN
	INSERT INTO prospects_fts(prospects_fts, rowid, company, name, role, signal_text, bio, industry, location, tags, signal_kind)
	VALUES ('delete', old.id, old.company, old.name, old.role, old.signal_text, old.bio, old.industry, old.location, old.tags, old.signal_kind);
	INSERT INTO prospects_fts(rowid, company, name, role, signal_text, bio, industry, location, tags, signal_kind)
	VALUES (new.id, new.company, new.name, new.role, new.signal_text, new.bio, new.industry, new.location, new.tags, new.signal_kind);
END;
--> statement-breakpoint
CREATE INDEX `prospects_industry_idx` ON `prospects` (`industry`, `signal_date`);
