import type { SignalKind } from "#db/schema/prospects";
import { type Draft, finalize, type Parsed } from "../prospect-draft";
import { extractEmail, extractWebsite, htmlToText, isRemote, roleWords } from "../text";

/** A Hacker News API item (https://github.com/HackerNews/API), as the API or our data file gives it. */
export type HnItem = {
  id: number;
  by?: string;
  time?: number;
  text?: string;
  title?: string;
  url?: string;
  type?: string;
  source?: string;
  deleted?: boolean;
  dead?: boolean;
};

const locationHint =
  /\b(remote|onsite|on-site|hybrid|[A-Z][a-z]+,\s?[A-Z]{2}\b|usa|us|uk|eu|europe|canada|germany|london|new york|nyc|san francisco|sf|bay area|berlin|paris|toronto|austin|seattle|boston|amsterdam|lagos|india|remote \(.*?\))/i;

/**
 * 'Who is hiring' comments open with `Company | Role | Location | ...`; job
 * stories have titles like 'Acme (YC S21) is hiring engineers'; Show and
 * Launch HN posts announce a product.
 */
export function parseHackerNews(item: HnItem, now = Date.now()): Parsed {
  if (!item || typeof item.id !== "number") return { ok: false, reason: "not a Hacker News item (no numeric id)" };
  if (item.deleted || item.dead) return { ok: false, reason: "deleted or dead item" };
  const text = htmlToText(item.text ?? "");
  const title = htmlToText(item.title ?? "");
  const signalDate = new Date((item.time ?? 0) * 1000);
  const base = {
    source: "hackernews" as const,
    sourceId: String(item.id),
    sourceUrl: `https://news.ycombinator.com/item?id=${item.id}`,
    signalDate,
    name: item.by ?? "",
    email: extractEmail(`${title}\n${text}`),
    website: item.url ? extractWebsite(item.url) || extractWebsite(text) : extractWebsite(text),
  };

  const show = title.match(/^(Show|Launch) HN:\s*(.+?)(?:\s+[–—-]\s+(.*))?$/i);
  if (show) {
    const company = (show[2] ?? "").replace(/\s*\(YC [^)]*\)/i, "").trim();
    return finalize(
      {
        ...base,
        company,
        signalKind: "launch",
        signalText: [show[3] ?? title, text].filter(Boolean).join("\n"),
        bio: show[3] ?? "",
      },
      now,
    );
  }

  const job = title.match(/^(.+?)(?:\s*\((?:YC|Y Combinator)[^)]*\))?\s+(?:is\s+)?hiring\b\s*(.*)$/i);
  if (job && (item.type === "job" || item.source === "direct" || !text.includes("|"))) {
    return finalize(
      {
        ...base,
        company: job[1] ?? "",
        role: job[2] ?? "",
        signalKind: "hiring",
        signalText: [title, text].filter(Boolean).join("\n"),
      },
      now,
    );
  }

  if (!text) return { ok: false, reason: "empty post" };
  const firstLine = text.split("\n")[0] ?? "";
  const parts = firstLine
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) {
    const alt = alternativeHeader(text);
    if (!alt) return { ok: false, reason: "no 'Company | Role | Location' header" };
    return finalize(
      {
        ...base,
        ...alt,
        remote: isRemote(`${alt.location} ${firstLine}`),
        signalKind: "hiring",
        signalText: text,
        bio: text.split("\n").slice(1).join(" ").slice(0, 600),
      },
      now,
    );
  }
  const company = (parts[0] ?? "").replace(/\s*\((?:YC|Y Combinator)[^)]*\)/i, "").replace(/\s*\(https?:[^)]*\)/i, "");
  const rest = parts.slice(1);
  const role =
    rest.find((p) => roleWords.test(p) && !locationHint.test(p)) ?? rest.find((p) => roleWords.test(p)) ?? "";
  const location = rest.find((p) => p !== role && locationHint.test(p)) ?? "";
  const kind: SignalKind = "hiring";
  const draft: Draft = {
    ...base,
    company,
    role,
    location,
    remote: isRemote(firstLine),
    signalKind: kind,
    signalText: text,
    bio: text.split("\n").slice(1).join(" ").slice(0, 600),
  };
  return finalize(draft, now);
}

/** The other header styles seen in the threads: 'Company: X' lines, 'Role @ Company (Place)', 'Company - tagline'. */
function alternativeHeader(text: string): { company: string; role: string; location: string } | null {
  const field = (name: string) => text.match(new RegExp(`^\\s*${name}\\s*:\\s*(.+)$`, "im"))?.[1]?.trim() ?? "";
  const company = field("company");
  if (company) return { company, role: field("(?:role|position|roles)"), location: field("location") };
  const first = text.split("\n")[0] ?? "";
  const at = first.match(/^(.{3,80}?)\s+(?:@|at)\s+([^(,]{2,60})(?:\s*\(([^)]*)\))?/);
  if (at && roleWords.test(at[1] ?? ""))
    return { company: (at[2] ?? "").trim(), role: (at[1] ?? "").trim(), location: at[3] ?? "" };
  const dash = first.match(/^([^-–—:]{2,60}?)\s+[-–—]\s+(.+)$/);
  if (dash)
    return {
      company: (dash[1] ?? "").trim(),
      role: roleWords.test(dash[2] ?? "") ? (dash[2] ?? "") : "",
      location: "",
    };
  return null;
}
