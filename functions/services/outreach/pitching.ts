import { and, desc, eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { canReachProspect, latestMatch } from "#db/queries/searches";
import type { Me } from "#db/queries/users";
import { type Prospect, prospects } from "#db/schema/prospects";
import { pitchTemplates } from "#db/schema/templates";
import type { Bindings } from "../../env";
import { pitchConfigFrom } from "../pitches/config";
import { contactRuleFor } from "../pitches/contact-rule";
import { generatePitch } from "../pitches/generate";
import { firstNameOf } from "../pitches/greeting";
import type { PitchProspect, PitchSender, Tone, ToneTemplate } from "../pitches/types";
import { verifyPitch } from "../pitches/verify";
import { responseProb } from "../search/estimates";

export async function loadProspect(db: DrizzleD1Database, id: number) {
  const [p] = await db.select().from(prospects).where(eq(prospects.id, id)).limit(1);
  return p ?? null;
}

/**
 * A prospect this user may open, pitch or save (a search delivered it to them
 * unlocked, or it is their client), with the newest search match that showed
 * it; null for any other id, so every caller answers the same 404.
 */
export async function reachableProspect(db: DrizzleD1Database, userId: number, id: number) {
  if (!(await canReachProspect(db, userId, id))) return null;
  const [prospect, match] = await Promise.all([loadProspect(db, id), latestMatch(db, userId, id)]);
  return prospect ? { prospect, match } : null;
}

export const senderOf = (me: Me): PitchSender => ({
  name: me.user.name,
  niche: me.profile.niche,
  experience: me.profile.experience,
  skills: me.profile.skills,
  portfolioUrl: me.profile.portfolioUrl,
  pitchTemplate: me.profile.pitchTemplate,
});

export const pitchRecordOf = (p: Prospect): PitchProspect => ({
  name: p.name,
  company: p.company,
  role: p.role,
  location: p.location,
  bio: p.bio,
  industry: p.industry,
  website: p.website,
  source: p.source,
  sourceUrl: p.sourceUrl,
  signalKind: p.signalKind,
  signalText: p.signalText,
  signalDate: p.signalDate,
  painPoints: p.painPoints,
});

/** The newest active template staff keep for a tone (the built-in writer's wording). */
async function templateFor(db: DrizzleD1Database, tone: Tone): Promise<ToneTemplate | null> {
  const [t] = await db
    .select({ tone: pitchTemplates.tone, subject: pitchTemplates.subject, body: pitchTemplates.body })
    .from(pitchTemplates)
    .where(and(eq(pitchTemplates.tone, tone), eq(pitchTemplates.isActive, true)))
    .orderBy(desc(pitchTemplates.updatedAt), desc(pitchTemplates.id))
    .limit(1);
  return t ?? null;
}

/** Writes a pitch with the configured driver (falling back to the built-in one) and the record's details. */
export async function writePitch(env: Bindings, db: DrizzleD1Database, prospect: Prospect, me: Me, tone: Tone) {
  const record = pitchRecordOf(prospect);
  const generated = await generatePitch(pitchConfigFrom({ ...env }), {
    prospect: record,
    sender: senderOf(me),
    tone,
    template: await templateFor(db, tone),
  });
  return {
    generated,
    // The name shown in lists: a real person's name only, never a handle.
    prospectName: firstNameOf(record) ? prospect.name : prospect.company,
    responseRate: responseProb({ ...prospect, hasEmail: prospect.email !== "" }, Date.now()),
  };
}

/** The checks a pitch must pass before it is sent, re-run after every edit. */
export function checkPitch(subject: string, content: string, prospect: Prospect, me: Me) {
  return {
    verification: verifyPitch(subject, content, pitchRecordOf(prospect), senderOf(me)),
    contactRule: contactRuleFor(prospect),
  };
}
