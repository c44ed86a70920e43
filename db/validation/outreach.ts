import * as v from "valibot";
import { clientStages, pitchStatuses, pitchTones, revenueRanges, sendChannels } from "../schema/outreach";

/** A numeric id in a path; anything else reads as "not found" rather than a validation error. */
export const IdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Client Not Found"), v.transform(Number)),
});

/** Actions without parameters still send a JSON body, `{}` (the API's CSRF rule; see docs/decisions/003). */
export const EmptyBody = v.strictObject({});

const tone = v.picklist(pitchTones, "Choose a tone: professional, casual, friendly or direct");
const prospectId = v.pipe(
  v.number("prospectId must be a number"),
  v.integer("prospectId must be a whole number"),
  v.minValue(1, "prospectId must be a whole number"),
);
const page = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, "page must be a whole number"), v.transform(Number), v.minValue(1)),
  "1",
);

export const PitchCreate = v.strictObject({ prospectId, tone: v.optional(tone, "professional") });

export const PitchUpdate = v.strictObject({
  subject: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("The subject cannot be empty"),
      v.maxLength(200, "The subject must be at most 200 characters"),
    ),
  ),
  content: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("The pitch cannot be empty"),
      v.maxLength(5000, "The pitch must be at most 5000 characters"),
    ),
  ),
  tone: v.optional(tone),
});

export const PitchRegenerate = v.strictObject({ tone });

export const PitchSend = v.strictObject({
  via: v.picklist(sendChannels, 'Choose how it was sent: "email" or "manual"'),
  // The user read and accepted the source's rule about contact (e.g. the HN hiring thread's).
  confirmRule: v.optional(v.boolean(), false),
});

export const PitchListQuery = v.object({
  status: v.optional(v.picklist(["all", ...pitchStatuses], "Choose a tab: all, draft, sent or responded"), "all"),
  page,
  // The composer asks whether a draft for this prospect already exists.
  prospectId: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,12}$/, "prospectId must be a whole number"), v.transform(Number)),
  ),
});

export const FollowUpListQuery = v.object({
  due: v.optional(v.picklist(["true", "false"], "due must be true or false"), "false"),
});

export const FollowUpSent = v.strictObject({
  via: v.optional(v.picklist(sendChannels, 'Choose how it was sent: "email" or "manual"'), "manual"),
});

export const ClientCreate = v.strictObject({ prospectId });

export const ClientUpdate = v.pipe(
  v.strictObject({
    stage: v.optional(v.picklist(clientStages, "Choose one of the stages")),
    revenue: v.optional(v.nullable(v.picklist(revenueRanges, "Choose one of the revenue ranges"))),
  }),
  v.check((x) => x.stage !== undefined || x.revenue !== undefined, "Send a stage or a revenue range"),
);

export const ClientListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search text must be at most 100 characters")), ""),
  tab: v.optional(
    v.picklist(["all", "new", "active", "proposals"], "Choose a tab: all, new, active or proposals"),
    "all",
  ),
  page,
});

export const UnsubscribeRequest = v.strictObject({
  token: v.pipe(v.string("The link is not valid"), v.minLength(20, "The link is not valid"), v.maxLength(2000)),
});
export const UnsubscribeQuery = v.object({
  t: v.pipe(v.string("The link is not valid"), v.minLength(20, "The link is not valid"), v.maxLength(2000)),
});
