import * as v from "valibot";
import { requiredText } from "./common";

/** The groups an announcement goes to (docs: README "Communications"). */
export const audiences = ["all", "paid", "free", "global", "nigerian", "waitlist"] as const;
export type Audience = (typeof audiences)[number];

const waitlistIds = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)), "Pick waitlist entries by id"),
  v.maxLength(5000, "Pick at most 5,000 waitlist entries at a time"),
);

const campaignFields = {
  subject: v.pipe(
    requiredText("Subject", 200),
    v.check((s) => !/[\r\n]/.test(s), "The subject must be one line"),
  ),
  content: requiredText("Message", 20_000),
  audience: v.picklist(audiences, "Choose who receives it: All, Paid, Free, Global, Nigerian or the waitlist entries"),
  waitlistIds: v.optional(waitlistIds),
};

const withSelection = <T extends { audience: Audience; waitlistIds?: number[] }>(input: T) =>
  input.audience !== "waitlist" || (input.waitlistIds?.length ?? 0) > 0;

/** POST /api/admin/campaigns: `preview: true` counts the recipients and stores nothing. */
export const CampaignCreate = v.pipe(
  v.strictObject({ ...campaignFields, preview: v.optional(v.boolean()) }),
  v.check(withSelection, "Select at least one waitlist entry to e-mail"),
);
export type CampaignCreate = v.InferOutput<typeof CampaignCreate>;

export const EmailServiceStatus = v.object({
  mode: v.picklist(["provider", "local"]),
  providerHost: v.nullable(v.string()),
  apiKeySet: v.boolean(),
  from: v.string(),
  last24h: v.object({ sent: v.number(), failed: v.number(), local: v.number(), queued: v.number() }),
  campaignQueue: v.number(),
  lastFailures: v.array(v.object({ at: v.string(), kind: v.string(), to: v.string(), error: v.string() })),
});

/** A token from a tracking link: 128 random bits in base64url. */
export const TrackingParam = v.strictObject({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/, "Not a tracking link")),
});
export const ClickParam = v.strictObject({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/, "Not a tracking link")),
  n: v.pipe(v.string(), v.regex(/^\d{1,3}$/, "Not a tracking link"), v.transform(Number)),
});

export const suggestionStatuses = ["under-review", "planned", "implemented"] as const;
export const suggestionPriorities = ["high", "medium", "low"] as const;

export const SuggestionCreate = v.strictObject({
  suggestion: v.pipe(
    v.string("Write your suggestion"),
    v.trim(),
    v.minLength(10, "Describe your suggestion in at least 10 characters"),
    v.maxLength(1000, "Keep your suggestion under 1,000 characters"),
  ),
});

export const SuggestionUpdate = v.pipe(
  v.strictObject({
    status: v.optional(v.picklist(suggestionStatuses, "Status must be under-review, planned or implemented")),
    priority: v.optional(v.picklist(suggestionPriorities, "Priority must be high, medium or low")),
  }),
  v.check((b) => b.status !== undefined || b.priority !== undefined, "Change the status or the priority"),
);

// ---- Content: pitch templates, the site banner, training data ----

export const templateTones = ["professional", "casual", "friendly", "direct"] as const;

/** The slots the built-in pitch writer fills (functions/services/pitches/default-templates.ts). */
export const TEMPLATE_SLOTS = [
  "greeting",
  "company",
  "topic",
  "signal_detail",
  "bridge",
  "offer",
  "ask",
  "portfolio",
  "sign_off",
  "sender_name",
  "source",
] as const;

const slotsIn = (s: string) => [...s.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? "");
const unknownSlots = (s: string) => slotsIn(s).filter((k) => !(TEMPLATE_SLOTS as readonly string[]).includes(k));
const slotMessage = (what: string) => (issue: { input: unknown }) =>
  `${what} uses ${unknownSlots(String(issue.input))
    .map((k) => `{${k}}`)
    .join(", ")}, which the writer does not fill. Use only ${TEMPLATE_SLOTS.map((k) => `{${k}}`).join(", ")}.`;

const templateSubject = v.pipe(
  requiredText("Subject", 200),
  v.check((s) => !/[\r\n]/.test(s), "The subject must be one line"),
  v.check((s) => unknownSlots(s).length === 0, slotMessage("The subject")),
);
const templateBody = v.pipe(
  requiredText("Body", 5000),
  v.check((s) => unknownSlots(s).length === 0, slotMessage("The body")),
  v.check(
    (s) => slotsIn(s).includes("signal_detail"),
    "The body must contain {signal_detail}: every pitch quotes the prospect's own words",
  ),
);

export const TemplateCreate = v.strictObject({
  name: requiredText("Name", 100),
  tone: v.picklist(templateTones, "Tone must be professional, casual, friendly or direct"),
  subject: templateSubject,
  body: templateBody,
  isActive: v.optional(v.boolean(), true),
});

export const TemplateUpdate = v.pipe(
  v.strictObject({
    name: v.optional(requiredText("Name", 100)),
    tone: v.optional(v.picklist(templateTones, "Tone must be professional, casual, friendly or direct")),
    subject: v.optional(templateSubject),
    body: v.optional(templateBody),
    isActive: v.optional(v.boolean()),
  }),
  v.check((b) => Object.keys(b).length > 0, "Change at least one field"),
);

export const bannerTones = ["info", "success", "warning"] as const;

const instant = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.check((s) => s.length <= 40 && !Number.isNaN(Date.parse(s)), `${label} must be a date and time`),
    v.transform((s) => new Date(s)),
  );

const linkUrlField = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500, "Links must be at most 500 characters"),
  v.check(
    // A path of this site ('/pricing'), never '//host' or '/\\host', which browsers read as another site.
    (s) => s === "" || /^(https?:\/\/[^\s\\]+|\/[^\s/\\][^\s\\]*|\/)$/.test(s),
    "Enter a link starting with https:// or /",
  ),
);
const linkTextField = v.pipe(v.string(), v.trim(), v.maxLength(40, "Link text must be at most 40 characters"));
const bannerMessage = v.pipe(
  requiredText("Message", 280),
  v.check((s) => !/[\r\n]/.test(s), "The message must be one line"),
);
const bannerTone = v.picklist(bannerTones, "Tone must be info, success or warning");

const startsBeforeEnd = <T extends { startsAt?: Date; endsAt?: Date }>(b: T) =>
  !b.startsAt || !b.endsAt || b.startsAt.getTime() < b.endsAt.getTime();

export const BannerCreate = v.pipe(
  v.strictObject({
    message: bannerMessage,
    linkUrl: v.optional(linkUrlField, ""),
    linkText: v.optional(linkTextField, ""),
    tone: v.optional(bannerTone, "info"),
    startsAt: instant("Start"),
    endsAt: instant("End"),
  }),
  v.check(startsBeforeEnd, "The end must be after the start"),
  v.check((b) => b.linkUrl === "" || b.linkText !== "", "Give the link a text, e.g. 'Read more'"),
);

export const BannerUpdate = v.pipe(
  v.strictObject({
    message: v.optional(bannerMessage),
    linkUrl: v.optional(linkUrlField),
    linkText: v.optional(linkTextField),
    tone: v.optional(bannerTone),
    startsAt: v.optional(instant("Start")),
    endsAt: v.optional(instant("End")),
  }),
  v.check((b) => Object.keys(b).length > 0, "Change at least one field"),
  v.check(startsBeforeEnd, "The end must be after the start"),
);

export const PublicBanner = v.object({
  banner: v.nullable(
    v.object({
      id: v.number(),
      message: v.string(),
      linkUrl: v.string(),
      linkText: v.string(),
      tone: v.picklist(bannerTones),
      endsAt: v.string(),
    }),
  ),
});

export const outcomeLabels = ["responded", "no_response", "awaiting"] as const;

export const TrainingQuery = v.strictObject({
  label: v.optional(
    v.picklist([...outcomeLabels, "all"], "Label must be responded, no_response, awaiting or all"),
    "all",
  ),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,4}$/, "Page must be a whole number from 1"),
      v.transform(Number),
      v.maxValue(10_000, "Page must be at most 10000"),
    ),
    "1",
  ),
});
