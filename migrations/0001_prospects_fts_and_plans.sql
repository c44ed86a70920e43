-- Full-text index over the searchable prospect text. drizzle-kit cannot express
-- FTS5, so this migration is written by hand. It is an external-content table:
-- the text lives once in `prospects` and the triggers keep the index in step.
CREATE VIRTUAL TABLE `prospects_fts` USING fts5(
	company, name, role, signal_text, bio, industry, location, tags,
	content='prospects', content_rowid='id',
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `prospects_fts_ai` AFTER INSERT ON `prospects` BEGIN
	INSERT INTO prospects_fts(rowid, company, name, role, signal_text, bio, industry, location, tags)
	VALUES (new.id, new.company, new.name, new.role, new.signal_text, new.bio, new.industry, new.location, new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_fts_ad` AFTER DELETE ON `prospects` BEGIN
	INSERT INTO prospects_fts(prospects_fts, rowid, company, name, role, signal_text, bio, industry, location, tags)
	VALUES ('delete', old.id, old.company, old.name, old.role, old.signal_text, old.bio, old.industry, old.location, old.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_fts_au` AFTER UPDATE OF company, name, role, signal_text, bio, industry, location, tags ON `prospects` BEGIN
	INSERT INTO prospects_fts(prospects_fts, rowid, company, name, role, signal_text, bio, industry, location, tags)
	VALUES ('delete', old.id, old.company, old.name, old.role, old.signal_text, old.bio, old.industry, old.location, old.tags);
	INSERT INTO prospects_fts(rowid, company, name, role, signal_text, bio, industry, location, tags)
	VALUES (new.id, new.company, new.name, new.role, new.signal_text, new.bio, new.industry, new.location, new.tags);
END;
--> statement-breakpoint
-- The plans are data; their limits come from the spec (part 1 section 9, part 2 section 9).
INSERT INTO `plans` (`id`, `name`, `price_cents`, `currency`, `period`, `searches_limit`, `pitches_limit`, `sort_order`) VALUES
	('free', 'Free', 0, 'USD', 'lifetime', 5, 15, 0),
	('pro', 'Pro', 2900, 'USD', 'month', 100, 50, 1),
	('agency', 'Agency', 9900, 'USD', 'month', 200, 100, 2);
