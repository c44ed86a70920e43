import type { Bindings } from "../../env";
import { escapeRegExp } from "../../lib/regexp";

/** Trailing characters that end a sentence rather than a link ("see https://x.example."). */
const TRAILING = /[.,;:!?)\]'"]+$/;

/**
 * The links of a campaign's text, in order of first appearance and without
 * repeats. The click redirect may only send someone to one of these, by its
 * position, so the redirect can never be pointed anywhere else.
 */
export function campaignLinks(content: string): string[] {
  const found: string[] = [];
  for (const m of content.matchAll(/https?:\/\/[^\s<>"]+/gi)) {
    const url = m[0].replace(TRAILING, "");
    try {
      const parsed = new URL(url);
      if ((parsed.protocol === "http:" || parsed.protocol === "https:") && !found.includes(url)) found.push(url);
    } catch {
      // not a URL after all
    }
  }
  return found;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export type Recipient = { email: string; name: string; token: string };

/**
 * One recipient's message: the text as written with each link replaced by
 * its click redirect, and an HTML alternative with the same links and the
 * 1x1 open pixel. Both end with how to stop these e-mails.
 */
export function composeCampaignMail(
  env: Bindings,
  campaign: { subject: string; content: string; audience: string },
  recipient: Recipient,
  optOutUrl: string,
) {
  const origin = env.APP_ORIGIN.replace(/\/$/, "");
  const app = env.APP_NAME || "Leadsmith";
  const links = campaignLinks(campaign.content);
  const clickUrl = (i: number) => `${origin}/api/c/${recipient.token}/click/${i}`;
  const pixel = `${origin}/api/c/${recipient.token}/open`;
  const stop =
    campaign.audience === "waitlist"
      ? { why: `You get this because you joined the ${app} waitlist.`, how: "Stop e-mails from us", url: optOutUrl }
      : {
          why: `You get ${app} announcements because they are on in your profile.`,
          how: "Turn them off",
          url: `${origin}/profile#notifications`,
        };
  // One pass over the text, longest link first in the alternation, so a link that is a
  // prefix of another is never replaced inside it.
  const order = links.map((url, i) => ({ url, i })).sort((x, y) => y.url.length - x.url.length);
  const replaceLinks = (text: string, key: (url: string) => string, each: (url: string, i: number) => string) => {
    if (!order.length) return text;
    const byKey = new Map(order.map(({ url, i }) => [key(url), { url, i }]));
    const pattern = new RegExp(order.map(({ url }) => escapeRegExp(key(url))).join("|"), "g");
    return text.replace(pattern, (m) => {
      const hit = byKey.get(m);
      return hit ? each(hit.url, hit.i) : m;
    });
  };
  const text = `${replaceLinks(
    campaign.content,
    (url) => url,
    (_, i) => clickUrl(i),
  )}\n\n--\n${stop.why} ${stop.how}: ${stop.url}`;
  const body = replaceLinks(escapeHtml(campaign.content), escapeHtml, (url, i) => {
    const shown = escapeHtml(url);
    return `<a href="${escapeHtml(clickUrl(i))}">${shown}</a>`;
  });
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
${paragraphs}
<p style="margin-top:2em;font-size:12px;color:#475569">${escapeHtml(stop.why)} <a href="${escapeHtml(stop.url)}">${escapeHtml(stop.how)}</a>.</p>
<img src="${escapeHtml(pixel)}" width="1" height="1" alt="" style="display:block;border:0">
</body></html>`;
  return { text, html };
}
