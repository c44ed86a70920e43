import { finalize, type Parsed } from "../prospect-draft";
import {
  extractEmail,
  extractPersonName,
  extractPhone,
  extractStack,
  extractWebsite,
  htmlToText,
  saysOfficeOnly,
} from "../text";

/** One element of Remote OK's public JSON API (https://remoteok.com/api). */
export type RemoteOkJob = {
  legal?: string;
  id?: string | number;
  slug?: string;
  epoch?: number;
  date?: string;
  company?: string;
  position?: string;
  tags?: string[];
  description?: string;
  location?: string;
  salary_min?: number;
  salary_max?: number;
  apply_url?: string;
  url?: string;
};

const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

/** Remote OK states pay as a yearly USD range; zero means not given. */
function salaryText(min = 0, max = 0) {
  if (min > 0 && max > 0 && max !== min) return `${usd(min)}–${usd(max)} a year`;
  if (min > 0 || max > 0) return `${usd(Math.max(min, max))} a year`;
  return "";
}

/**
 * A job on Remote OK is a hiring signal from a company hiring remotely. The API's
 * first element is its terms notice (credit Remote OK and link back to the job),
 * which is why every Remote OK lead keeps the job's Remote OK link as its source.
 */
export function parseRemoteOk(j: RemoteOkJob, now = Date.now()): Parsed {
  if (j?.legal !== undefined && j.id === undefined) return { ok: false, reason: "Remote OK's terms notice, not a job" };
  if (j?.id === undefined || !j.position) return { ok: false, reason: "not a Remote OK job (no id or position)" };
  const description = htmlToText(j.description ?? "");
  const date = j.epoch ? new Date(j.epoch * 1000) : new Date(j.date ?? Number.NaN);
  const tags = (j.tags ?? []).filter((t) => typeof t === "string");
  return finalize(
    {
      source: "remoteok",
      sourceId: String(j.id),
      sourceUrl: j.url ?? (j.slug ? `https://remoteok.com/remote-jobs/${j.slug}` : ""),
      company: (j.company ?? "").trim(),
      role: j.position.trim(),
      location: (j.location ?? "").trim(),
      // Remote OK lists remote jobs, but some descriptions say hybrid or on-site only.
      remote: !saysOfficeOnly(description),
      signalKind: "hiring",
      signalText: [`${j.company ?? ""} is hiring: ${j.position}`.trim(), description].filter(Boolean).join("\n"),
      signalDate: date,
      bio: description.slice(0, 600),
      email: extractEmail(description),
      phone: extractPhone(description),
      name: extractPersonName(description),
      website: extractWebsite(description),
      budget: salaryText(j.salary_min, j.salary_max),
      techStack: extractStack(`${j.position}\n${tags.join(", ")}\n${description}`),
      tags: tags.join(" "),
      leadRule: "Listed on Remote OK: apply or reply through the job's Remote OK page.",
    },
    now,
  );
}
