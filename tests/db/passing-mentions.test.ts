import { describe, expect, it } from "vitest";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { namedInPassing } from "#functions/services/search/text-score";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-07-20");
const profile = { skills: [], painPoints: [], niche: "" };

/** Whether `word`'s first appearance in `text` is named in passing. */
const passing = (text: string, word: string) => namedInPassing(text, text.indexOf(word));

describe("a tool named in passing", () => {
  it("is one in a sentence naming customers, backers, integrations or rivals", () => {
    expect(passing("used by teams like notion, ramp and webflow to ship faster", "webflow")).toBe(true);
    expect(passing("we integrate with hubspot and salesforce out of the box", "salesforce")).toBe(true);
    expect(passing("building a modern alternative to salesforce", "salesforce")).toBe(true);
    expect(passing("we're backed by the founders of wealthsimple, shopify and ada", "shopify")).toBe(true);
  });

  it("is not one the company uses or needs help with, nor one after such a sentence has ended", () => {
    expect(passing("we run our store on shopify and need help with the theme", "shopify")).toBe(false);
    expect(passing("trusted by 400 banks. we need a salesforce admin to clean up our crm", "salesforce")).toBe(false);
    // moving off a tool is work a consultant of that tool is hired for
    expect(passing("we are replacing our old salesforce setup this quarter", "salesforce")).toBe(false);
    expect(passing("make 3d models without learning blender", "blender")).toBe(true);
    // A founder's past employer, and a customer 'like' it, are no tool the company uses.
    expect(passing("cofounders: ex-salesforce pm, stanford cs", "salesforce")).toBe(true);
    expect(passing("offices like google, hubspot and mckinsey use it", "hubspot")).toBe(true);
    expect(passing("we moved our crm to salesforce last year", "salesforce")).toBe(false);
  });

  it("earns no match and no 'Mentions' reason, so a company that uses the tool ranks first", () => {
    const customer = hiringPost({
      now,
      id: 1,
      company: "Pagerly",
      role: "Backend Engineer",
      signal: "Pagerly | Backend Engineer | Remote\nIncident tooling used by teams like Notion, Ramp and Webflow.",
    });
    const user = hiringPost({
      now,
      id: 2,
      company: "Brightside",
      role: "Marketing Lead",
      signal: "Brightside | Marketing Lead | Remote\nOur marketing site runs on Webflow and we need it rebuilt.",
    });
    const ranked = rankCandidates([customer, user], parseQuery("Webflow developer"), profile, now);
    expect(ranked[0]!.prospect.company).toBe("Brightside");
    expect(ranked[0]!.reasons.join(" · ")).toContain("Webflow");
    const pagerly = ranked.find((r) => r.prospect.company === "Pagerly");
    expect(pagerly?.reasons.join(" · ") ?? "").not.toContain("Webflow");
  });

  it("credits no trade the index found only as a customer's name ('companies such as … Writer')", () => {
    const signal =
      "Baseline | Infra Engineer | SF\nWe power inference for AI companies such as Cursor, Notion and Writer. We raised a Series C.";
    const customer = {
      ...hiringPost({ now, id: 1, company: "Baseline", role: "Infra Engineer", signal }),
      seen: new Set(["writer"]),
    };
    const [top] = rankCandidates([customer], parseQuery("content writer jobs"), profile, now);
    expect(top!.reasons.join(" · ")).not.toContain("writer");
    // Past what the ranker reads, the index's word still counts as a mention.
    const deep = {
      ...hiringPost({ now, id: 2, company: "Deeply", role: "Engineer", signal: "Deeply | Engineer | SF" }),
      seen: new Set(["writer"]),
      readWhole: false,
    };
    const [far] = rankCandidates([deep], parseQuery("content writer jobs"), profile, now);
    expect(far!.reasons).toContain("Mentions a writer in the post");
  });

  it("credits no trade the index found in a post the ranker reads whole: that is the stemmer's match", () => {
    // The index stems 'accountant' to 'account', which 'Account Executive' holds.
    const sales = {
      ...hiringPost({
        now,
        id: 3,
        company: "Ledgerly",
        role: "Account Executive",
        signal: "Ledgerly | Account Executive | NYC",
      }),
      seen: new Set(["finance"]),
    };
    const [top] = rankCandidates([sales], parseQuery("startups hiring an accountant"), profile, now);
    expect(top!.reasons.join(" · ")).not.toMatch(/accountant/);
    expect(top!.lacks).toContain("No sign it needs an accountant or finance lead");
  });
});
