-- The built-in pitch writer's default wording per tone (functions/services/pitches/default-templates.ts);
-- staff edit copies of these rows, the writer uses the newest active one per tone.
INSERT INTO pitch_templates (name, tone, subject, body, is_active) VALUES ('Professional (default)', 'professional', '{company}: {topic}', '{greeting}

{signal_detail} {bridge}

{offer}

{ask}

{portfolio}

{sign_off}', 1);--> statement-breakpoint
INSERT INTO pitch_templates (name, tone, subject, body, is_active) VALUES ('Casual (default)', 'casual', 'Quick note about {topic}', '{greeting}

{signal_detail} {bridge}

{offer} {portfolio}

{ask}

{sign_off}', 1);--> statement-breakpoint
INSERT INTO pitch_templates (name, tone, subject, body, is_active) VALUES ('Friendly (default)', 'friendly', 'A friendly hello about {topic}', '{greeting}

I hope all is well at {company}! {signal_detail}

{bridge} {offer}

{ask} {portfolio}

{sign_off}', 1);--> statement-breakpoint
INSERT INTO pitch_templates (name, tone, subject, body, is_active) VALUES ('Direct (default)', 'direct', 'Freelance help for {company}', '{greeting}

{signal_detail} {bridge}

{offer} {portfolio}

{ask}

{sign_off}', 1);--> statement-breakpoint
