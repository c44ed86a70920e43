import * as v from "valibot";
import { signalKinds } from "../schema/prospects";

const text = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`)), "");
const list = v.optional(
  v.union([
    v.array(v.pipe(v.string(), v.trim(), v.maxLength(200))),
    // CSV cells hold lists separated by ';' or '|'
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(/[;|]/)
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ),
  ]),
  [],
);

/** One prospect in the canonical import format (CSV columns or JSON keys). */
export const ProspectImportRow = v.object({
  company: v.pipe(
    v.string("company is required"),
    v.trim(),
    v.nonEmpty("company is required"),
    v.maxLength(200, "company must be at most 200 characters"),
  ),
  name: text(120),
  role: text(200),
  location: text(200),
  remote: v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.string(),
        v.transform((s) => /^(true|yes|1|y)$/i.test(s.trim())),
      ),
    ]),
    false,
  ),
  bio: text(2000),
  industry: text(100),
  companySize: text(40),
  stage: text(60),
  website: text(300),
  linkedin: text(300),
  email: v.optional(
    v.union([v.literal(""), v.pipe(v.string(), v.trim(), v.email("email is not a valid address"))]),
    "",
  ),
  phone: text(40),
  source: v.optional(
    v.picklist(
      ["hackernews", "producthunt", "ycombinator", "reddit", "rss", "remoteok", "import"],
      "source is not a known source",
    ),
    "import",
  ),
  sourceId: text(200),
  sourceUrl: text(500),
  signalKind: v.picklist(signalKinds, `signalKind must be one of ${signalKinds.join(", ")}`),
  signalText: v.pipe(
    v.string("signalText is required"),
    v.trim(),
    v.nonEmpty("signalText is required"),
    v.maxLength(2000, "signalText must be at most 2000 characters"),
  ),
  signalDate: v.pipe(
    v.union([v.string(), v.number()], "signalDate is required"),
    v.transform((d) => new Date(typeof d === "number" && d < 1e12 ? d * 1000 : d)),
    v.check((d) => !Number.isNaN(d.getTime()), "signalDate is not a date"),
  ),
  painPoints: list,
  tags: text(500),
});
export type ProspectImportRow = v.InferOutput<typeof ProspectImportRow>;

export const importFormats = [
  "csv",
  "json",
  "ycombinator",
  "hackernews",
  "producthunt",
  "reddit",
  "rss",
  "remoteok",
] as const;
export type ImportFormat = (typeof importFormats)[number];

export const SearchRequest = v.strictObject({
  query: v.pipe(
    v.string("Describe the clients you are looking for"),
    v.trim(),
    v.nonEmpty("Describe the clients you are looking for"),
    v.maxLength(500, "Keep the description under 500 characters"),
  ),
  skills: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.trim(), v.maxLength(60))), v.maxLength(20, "At most 20 skills")),
    [],
  ),
});
