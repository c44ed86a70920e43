import { createSelectSchema } from "drizzle-valibot";
import * as v from "valibot";
import { adminUsers } from "../schema/admin";
import { billingEvents, billingPerks, checkouts, payments, refundRequests, subscriptions } from "../schema/billing";
import { campaigns } from "../schema/campaigns";
import { siteBanners } from "../schema/content";
import { activityEvents, clients, followUps, pitches, searches } from "../schema/outreach";
import { plans } from "../schema/plans";
import { prospectImports, prospects } from "../schema/prospects";
import { featureSuggestions, helpRequests } from "../schema/support";
import { pitchTemplates } from "../schema/templates";
import { userProfiles, users } from "../schema/users";
import { earlyAccessPurchases, waitlistEntries } from "../schema/waitlist";
import { outcomeLabels } from "./communications";

/**
 * Response rows the API documents, derived from the Drizzle tables
 * (drizzle-valibot), so a column's type and an enum's values are written once,
 * in db/schema. Only the fields the API reshapes (dates as ISO strings, joined
 * or computed values) are spelled out here. Server-only: it loads db/schema,
 * which the SPA bundle does not need (the SPA reads these types from the
 * typed client).
 */

const help = createSelectSchema(helpRequests).entries;
const suggestion = createSelectSchema(featureSuggestions).entries;
const campaign = createSelectSchema(campaigns).entries;
const template = createSelectSchema(pitchTemplates).entries;
const banner = createSelectSchema(siteBanners).entries;
const waitlist = createSelectSchema(waitlistEntries).entries;

const isoDate = v.string();

const user = createSelectSchema(users).entries;
const profile = createSelectSchema(userProfiles, {
  skills: v.array(v.string()),
  painPoints: v.array(v.string()),
}).entries;
const plan = createSelectSchema(plans).entries;

/** The signed-in user with profile, plan and this period's usage (db/queries/users.ts getMe). */
export const Me = v.object({
  user: v.object({
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: v.boolean(),
    signUpMethod: user.signUpMethod,
    hasPassword: v.boolean(),
    createdAt: isoDate,
  }),
  profile: v.object({
    niche: profile.niche,
    experience: profile.experience,
    skills: profile.skills,
    painPoints: profile.painPoints,
    portfolioUrl: profile.portfolioUrl,
    linkedinUrl: profile.linkedinUrl,
    pitchTemplate: profile.pitchTemplate,
    timeZone: profile.timeZone,
    followUpDigest: profile.followUpDigest,
    country: profile.country,
    announcements: profile.announcements,
    onboarded: v.boolean(),
  }),
  plan: v.object({ id: plan.id, name: plan.name, priceCents: plan.priceCents, period: plan.period }),
  usage: v.object({
    period: v.string(),
    searchesUsed: v.number(),
    maxSearches: plan.searchesLimit,
    pitchesUsed: v.number(),
    maxPitches: plan.pitchesLimit,
  }),
});

/** What an opt-out link stops: the address, masked, and whether it is opted out now. */
export const OptOutState = v.object({ email: v.string(), optedOut: v.boolean() });

export const WaitlistRow = v.object({
  id: waitlist.id,
  name: waitlist.name,
  email: waitlist.email,
  whatsappPhone: waitlist.whatsappPhone,
  role: waitlist.role,
  signupDate: isoDate,
  source: waitlist.source,
  status: waitlist.status,
});

export const HelpRequestRow = v.object({
  id: help.id,
  user: v.object({ email: v.string(), name: v.string() }),
  subject: help.subject,
  message: help.message,
  category: help.category,
  priority: help.priority,
  status: help.status,
  date: isoDate,
  response: help.response,
  respondedAt: v.nullable(isoDate),
});

/** A suggestion as staff see it (the support inbox and the suggestions screen). */
export const AdminSuggestionRow = v.object({
  id: suggestion.id,
  user: v.object({ email: v.string() }),
  suggestion: suggestion.suggestion,
  votes: suggestion.votes,
  status: suggestion.status,
  priority: suggestion.priority,
  date: isoDate,
});

/** A suggestion as a user sees it: whether it is theirs and whether they voted, never whose it is. */
export const SuggestionRow = v.object({
  id: suggestion.id,
  suggestion: suggestion.suggestion,
  votes: suggestion.votes,
  status: suggestion.status,
  priority: suggestion.priority,
  date: isoDate,
  mine: v.boolean(),
  voted: v.boolean(),
});

export const CampaignRow = v.object({
  id: campaign.id,
  subject: campaign.subject,
  excerpt: v.string(),
  audience: campaign.audience,
  waitlistCount: v.number(),
  status: campaign.status,
  recipients: campaign.recipients,
  queued: v.number(),
  sent: campaign.sent,
  failed: campaign.failed,
  opened: campaign.opened,
  clicked: campaign.clicked,
  createdAt: isoDate,
  queuedAt: v.nullable(isoDate),
  sentAt: v.nullable(isoDate),
});

export const TemplateRow = v.object({
  id: template.id,
  name: template.name,
  tone: template.tone,
  subject: template.subject,
  body: template.body,
  isActive: template.isActive,
  inUse: v.boolean(),
  updatedAt: isoDate,
});

export const BannerRow = v.object({
  id: banner.id,
  message: banner.message,
  linkUrl: banner.linkUrl,
  linkText: banner.linkText,
  tone: banner.tone,
  startsAt: isoDate,
  endsAt: isoDate,
  // Computed from now and the banner's window, not stored.
  state: v.picklist(["scheduled", "live", "ended"]),
});

export const WaitlistPage = v.object({
  entries: v.array(WaitlistRow),
  sources: v.array(v.string()),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  stats: v.object({
    total: v.number(),
    thisWeek: v.number(),
    pending: v.number(),
    earlyAccessPurchases: v.number(),
    earlyAccessRemaining: v.number(),
  }),
});

export const SupportOverview = v.object({
  stats: v.object({
    totalRequests: v.number(),
    pendingRequests: v.number(),
    resolvedRequests: v.number(),
    avgResponseHours: v.nullable(v.number()),
    avgResponseMinutes: v.nullable(v.number()),
  }),
  helpRequests: v.array(HelpRequestRow),
  suggestions: v.array(AdminSuggestionRow),
});

const pitch = createSelectSchema(pitches).entries;

/** A pitch as every pitch answer shows it (db/queries/pitches.ts shapePitch). */
export const PitchRow = v.object({
  id: pitch.id,
  prospectId: pitch.prospectId,
  clientId: v.nullable(v.number()),
  prospectName: pitch.prospectName,
  company: pitch.companyName,
  recipientEmail: pitch.recipientEmail,
  subject: pitch.subject,
  content: pitch.content,
  tone: pitch.tone,
  status: pitch.status,
  responseRate: pitch.responseRate,
  source: pitch.source,
  signalKind: pitch.signalKind,
  matchScore: pitch.matchScore,
  driver: pitch.driver,
  fellBack: pitch.fellBack,
  sentVia: pitch.sentVia,
  sentDate: v.nullable(isoDate),
  respondedAt: v.nullable(isoDate),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const PitchPage = v.object({
  pitches: v.array(PitchRow),
  counts: v.object({ all: v.number(), draft: v.number(), sent: v.number(), responded: v.number() }),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});

const importRun = createSelectSchema(prospectImports, {
  rejections: v.array(v.object({ row: v.number(), reason: v.string() })),
}).entries;

/** One import or connector run with its report (the admin's import history). */
export const ImportRunRow = v.object({
  id: importRun.id,
  kind: importRun.kind,
  format: importRun.format,
  label: importRun.label,
  status: importRun.status,
  rowsIn: importRun.rowsIn,
  inserted: importRun.inserted,
  updated: importRun.updated,
  unchanged: v.number(),
  rejected: importRun.rejected,
  rejections: importRun.rejections,
  createdAt: isoDate,
  finishedAt: v.nullable(isoDate),
});

const refund = createSelectSchema(refundRequests).entries;

/** A money-back request's id and where it stands. */
export const RefundState = v.object({ id: refund.id, status: refund.status });

const client = createSelectSchema(clients).entries;
const prospect = createSelectSchema(prospects).entries;

/** A client with the prospect it came from (db/queries/clients.ts). */
export const ClientRow = v.object({
  id: client.id,
  prospectId: client.prospectId,
  stage: client.stage,
  revenue: client.revenueRange,
  hasResponded: client.hasResponded,
  matchScore: client.matchScore,
  createdAt: isoDate,
  updatedAt: isoDate,
  name: prospect.name,
  company: prospect.company,
  role: prospect.role,
  location: prospect.location,
  source: prospect.source,
  signalKind: prospect.signalKind,
  signal: v.string(),
  isDemo: prospect.isDemo,
});

export const ClientPage = v.object({
  clients: v.array(ClientRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  stats: v.object({
    total: v.number(),
    responded: v.number(),
    avgMatch: v.nullable(v.number()),
    active: v.number(),
  }),
});

const followUp = createSelectSchema(followUps).entries;

/** A follow-up with the pitch's prospect (db/queries/follow-ups.ts shapeFollowUp). */
export const FollowUpRow = v.object({
  id: followUp.id,
  pitchId: followUp.pitchId,
  clientId: v.nullable(v.number()),
  prospectId: v.nullable(v.number()),
  prospectName: v.string(),
  company: v.string(),
  recipientEmail: v.string(),
  type: followUp.type,
  scheduledDate: isoDate,
  message: followUp.message,
  status: followUp.status,
  sentDate: v.nullable(isoDate),
});

/** The plans with their limits and configured prices (functions/services/billing/overview.ts planChoices). */
export const PlanChoices = v.object({
  paymentsConfigured: v.boolean(),
  plans: v.array(
    v.object({
      id: plan.id,
      name: plan.name,
      period: plan.period,
      searchesLimit: plan.searchesLimit,
      pitchesLimit: plan.pitchesLimit,
      price: v.nullable(v.object({ amount: v.number(), currency: v.string(), display: v.string() })),
      purchasable: v.boolean(),
    }),
  ),
});

const sub = createSelectSchema(subscriptions).entries;
const payment = createSelectSchema(payments).entries;
const perk = createSelectSchema(billingPerks).entries;
const earlyPurchase = createSelectSchema(earlyAccessPurchases).entries;

/** The billing page for one user (functions/services/billing/overview.ts billingOverview); also what cancelling answers. */
export const BillingOverview = v.object({
  paymentsConfigured: v.boolean(),
  plan: v.object({ id: plan.id, name: plan.name, period: plan.period }),
  usage: Me.entries.usage,
  subscription: v.nullable(
    v.object({
      planId: sub.planId,
      status: sub.status,
      source: sub.source,
      cancellable: v.boolean(),
      currentPeriodEnd: v.nullable(isoDate),
      cancelledAt: v.nullable(isoDate),
      discounted: sub.discounted,
    }),
  ),
  payments: v.array(
    v.object({
      id: payment.id,
      reference: payment.reference,
      planId: payment.planId,
      description: payment.description,
      amount: payment.amount,
      currency: payment.currency,
      display: v.string(),
      paidAt: isoDate,
      status: payment.status,
      refund: v.nullable(refund.status),
      refundable: v.boolean(),
    }),
  ),
  perks: v.array(
    v.object({
      freeDays: perk.freeDays,
      discountPercent: perk.discountPercent,
      discountMonths: perk.discountMonths,
      appliedAt: v.nullable(isoDate),
      purchase: v.nullable(
        v.object({
          // What a money-back request names as `purchaseId`.
          id: earlyPurchase.id,
          reference: earlyPurchase.reference,
          amount: earlyPurchase.amount,
          currency: earlyPurchase.currency,
          display: v.string(),
          paidAt: isoDate,
          status: payment.status,
          refund: v.nullable(refund.status),
          refundable: v.boolean(),
        }),
      ),
    }),
  ),
  choices: PlanChoices.entries.plans,
});

const checkout = createSelectSchema(checkouts).entries;

/** What the payment callback page shows (functions/services/billing/checkout.ts verifyCheckout). */
export const VerifyOutcome = v.object({
  status: checkout.status,
  plan: checkout.planId,
  kind: checkout.kind,
  message: v.string(),
});

/**
 * What the pitch verifier found (functions/services/pitches/types.ts
 * Verification). It is computed, not stored, so no table backs it; the pitch
 * API tests parse every pitch answer with these schemas, so a change on one
 * side fails there.
 */
const Verification = v.object({
  ok: v.boolean(),
  claims: v.array(v.object({ sentence: v.string(), source: v.string() })),
  problems: v.array(
    v.object({
      kind: v.picklist(["placeholder", "unsupported_claim", "no_signal_detail", "empty"]),
      message: v.string(),
      sentence: v.optional(v.string()),
    }),
  ),
});

/** The source's rule about who may reply, when the lead's source has one. */
const ContactRule = v.nullable(v.string());

/** A draft as the editor shows it, with its checks against the prospect's record (re-run on every read). */
export const PitchDetail = v.object({
  pitch: PitchRow,
  verification: v.nullable(Verification),
  contactRule: ContactRule,
  prospectAvailable: v.boolean(),
  followUps: v.array(FollowUpRow),
});

/** A saved edit: the draft and its checks. */
export const PitchSaved = v.omit(PitchDetail, ["followUps"]);

/** A freshly written draft (a regenerate answers the same without the quota). */
export const PitchRegenerated = v.object({
  pitch: PitchRow,
  verification: Verification,
  contactRule: ContactRule,
  notice: v.nullable(v.string()),
});

/** A new draft: the pitch, its checks, why the built-in writer stood in (if it did) and the quota left. */
export const PitchCreated = v.object({
  ...PitchRegenerated.entries,
  quota: v.object({ used: v.number(), max: plan.pitchesLimit, remaining: v.number() }),
});

/** A sent pitch with the follow-up scheduled for it. */
export const PitchSent = v.object({
  pitch: PitchRow,
  followUp: v.object({ id: followUp.id, scheduledDate: isoDate, status: followUp.status }),
});

const adminUser = createSelectSchema(adminUsers).entries;
const billingEvent = createSelectSchema(billingEvents).entries;

/** Money-back requests as a super_admin decides them (db/queries/billing.ts listRefundRequests). */
export const RefundRequestList = v.object({
  requests: v.array(
    v.object({
      id: refund.id,
      status: refund.status,
      reason: refund.reason,
      createdAt: isoDate,
      decidedAt: v.nullable(isoDate),
      decidedBy: v.nullable(adminUser.name),
      userEmail: user.email,
      userName: user.name,
      // Exactly one is set: the request is for a subscription payment or an early-access purchase.
      paymentId: v.nullable(payment.id),
      purchaseId: v.nullable(earlyPurchase.id),
      reference: payment.reference,
      planId: payment.planId,
      amount: payment.amount,
      currency: payment.currency,
      paidAt: isoDate,
    }),
  ),
});

/** Paystack events no account matched, kept whole (db/queries/billing.ts unmatchedEvents). */
export const UnmatchedEvents = v.object({
  events: v.array(
    v.object({
      id: billingEvent.id,
      event: billingEvent.event,
      // Whatever JSON Paystack sent: its shape is Paystack's, not ours.
      payload: v.unknown(),
      createdAt: isoDate,
    }),
  ),
});

const activity = createSelectSchema(activityEvents).entries;

/** Response and revenue for one source, signal or tone. */
const Outcome = v.object({
  key: v.string(),
  sent: v.number(),
  responded: v.number(),
  responseRate: v.number(),
  revenue: v.number(),
});

/** The user's dashboard (db/queries/dashboard.ts dashboardFor). */
export const Dashboard = v.object({
  stats: v.object({
    responsesThisMonth: v.number(),
    responseRate: v.number(),
    averageResponseRate: v.number(),
    pitchesSentThisMonth: v.number(),
    meetings: v.number(),
    revenue: v.number(),
  }),
  followUpsDue: v.object({ items: v.array(FollowUpRow), total: v.number() }),
  highIntent: v.array(
    v.object({
      id: client.id,
      prospectId: client.prospectId,
      stage: client.stage,
      matchScore: client.matchScore,
      hasResponded: client.hasResponded,
      name: prospect.name,
      company: prospect.company,
      signalKind: prospect.signalKind,
      signalDate: isoDate,
    }),
  ),
  recentActivity: v.array(
    v.object({
      id: activity.id,
      kind: activity.kind,
      title: activity.title,
      detail: activity.detail,
      clientId: activity.clientId,
      createdAt: isoDate,
    }),
  ),
  outcomes: v.object({ bySource: v.array(Outcome), bySignal: v.array(Outcome), byTone: v.array(Outcome) }),
  // Help text per figure, keyed by the figure's name.
  definitions: v.record(v.string(), v.string()),
});

const label = v.picklist(outcomeLabels);

/** One count per name, so the names are the list's (e.g. the outcome labels), not a copy of it. */
function countsOf<const K extends string>(names: readonly K[]) {
  return v.object(Object.fromEntries(names.map((n) => [n, v.number()])) as Record<K, v.NumberSchema<undefined>>);
}

/** Sent pitches labelled with their outcome, for the AI performance page (functions/services/content/training.ts). */
export const TrainingPage = v.object({
  rows: v.array(
    v.object({
      id: pitch.id,
      company: pitch.companyName,
      tone: pitch.tone,
      driver: pitch.driver,
      fellBack: pitch.fellBack,
      source: pitch.source,
      signalKind: pitch.signalKind,
      matchScore: pitch.matchScore,
      sentAt: v.nullable(isoDate),
      sentVia: pitch.sentVia,
      label,
      // From the client the prospect became, if it did.
      stage: v.nullable(client.stage),
      revenueRange: v.nullable(client.revenueRange),
    }),
  ),
  counts: countsOf(outcomeLabels),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  noResponseAfterDays: v.number(),
});

/** What an upload answers: the run's id and its report (functions/services/ingest/import-records.ts). */
export const ImportReport = v.pick(ImportRunRow, [
  "id",
  "rowsIn",
  "inserted",
  "updated",
  "unchanged",
  "rejected",
  "rejections",
]);

const lead = createSelectSchema(prospects, {
  painPoints: v.array(v.string()),
  insights: v.array(v.string()),
  recentActivity: v.array(v.object({ type: v.string(), content: v.string(), platform: v.string(), time: v.string() })),
}).entries;

/** How fresh a signal is, as its card says it (computed when read: functions/services/freshness.ts). */
const SignalFreshness = v.object({ label: v.string(), fresh: v.boolean(), ageDays: v.number(), open: lead.openState });

/** The rule-of-thumb estimates of a lead (functions/services/search/estimates.ts), computed when read. */
const estimates = { responseProb: v.number(), urgencyLevel: v.string(), budgetLikelihood: v.string() };
const EstimateNotes = v.object({
  matchScore: v.string(),
  responseProb: v.string(),
  urgencyLevel: v.string(),
  budgetLikelihood: v.string(),
});

/** What a result card and the prospect page both show of a lead. */
const leadShown = {
  id: lead.id,
  name: lead.name,
  company: lead.company,
  role: lead.role,
  location: lead.location,
  remote: lead.remote,
  industry: lead.industry,
  companySize: lead.companySize,
  source: lead.source,
  sourceUrl: lead.sourceUrl,
  signalKind: lead.signalKind,
  signal: lead.signalText,
  signalDate: isoDate,
  painPoints: lead.painPoints,
  insights: lead.insights,
  freshness: SignalFreshness,
  contactHandle: lead.contactHandle,
  leadRule: lead.leadRule,
  budget: lead.budget,
  timeline: lead.timeline,
  techStack: lead.techStack,
  ...estimates,
  isDemo: lead.isDemo,
};

/** One ranked result of a search (functions/services/search/search.ts loadResults). */
export const SearchResultRow = v.object({
  ...leadShown,
  website: lead.website,
  matchScore: v.number(),
  reasons: v.array(v.string()),
  /** What the description asked for that this result does not show ('No sign of London'); empty when it shows all of it. */
  lacks: v.array(v.string()),
  /** The sentence of the post that says what was asked for, when it comes after the part a card shows. */
  evidence: v.optional(v.string()),
});

/** A search's answer, fresh or reopened: the results, the quota after it and what was read from the words. */
export const SearchAnswer = v.object({
  searchId: v.number(),
  query: v.string(),
  total: v.number(),
  locked: v.number(),
  results: v.array(SearchResultRow),
  freshness: v.object({ fresh: v.number(), older: v.number() }),
  quota: v.object({ used: v.number(), max: v.number(), remaining: v.number() }),
  understood: v.object({
    signalKind: v.nullable(lead.signalKind),
    industries: v.array(v.string()),
    locations: v.array(v.string()),
    remote: v.boolean(),
    skills: v.array(v.string()),
    recencyDays: v.nullable(v.number()),
  }),
  notes: EstimateNotes,
});

/** A stored search reopened from the history: the same answer, with when it ran. */
export const StoredSearch = v.object({
  ...SearchAnswer.entries,
  createdAt: isoDate,
  /**
   * How many results the user's plan shows a search today: above the stored results' count when the
   * search ran on a smaller plan (Free's 10), so running it again would show more.
   */
  perSearch: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const search = createSelectSchema(searches).entries;

/** The user's recent searches, newest first (db/queries/searches.ts listSearches). */
export const SearchHistory = v.object({
  searches: v.array(
    v.object({
      id: search.id,
      query: search.query,
      resultCount: search.resultCount,
      shown: v.number(),
      createdAt: isoDate,
    }),
  ),
});

/** One prospect in full (functions/routes/prospects.ts), with the match of the search that showed it. */
export const ProspectDetail = v.object({
  ...leadShown,
  bio: lead.bio,
  stage: lead.stage,
  tags: lead.tags,
  contact: v.object({ email: lead.email, phone: lead.phone, linkedIn: lead.linkedin, website: lead.website }),
  contactRule: v.nullable(v.string()),
  recentActivity: lead.recentActivity,
  firstSeen: isoDate,
  lastActive: isoDate,
  ageDays: v.number(),
  match: v.nullable(
    v.object({
      score: v.number(),
      reasons: v.array(v.string()),
      lacks: v.array(v.string()),
      query: v.string(),
      searchId: v.number(),
    }),
  ),
  // The user's client made from this prospect (pitched or saved), so the page links to it.
  clientId: v.nullable(client.id),
  notes: EstimateNotes,
});
