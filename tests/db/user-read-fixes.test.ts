import { describe, expect, it } from "vitest";
import { parseRecord } from "#functions/services/ingest/parse-record";
import type { Candidate } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { hiringPost } from "./helpers";

// What a fresh read of 30 freelancers' searches found wrong (docs/performance.md, twenty-third pass).

const now = Date.parse("2026-11-01");
const noProfile = { skills: [], painPoints: [], niche: "" };
const judged = (query: string, c: Candidate) => rankCandidates([c], parseQuery(query), noProfile, now)[0]!;

/** A Who-is-hiring comment as the importer reads it. */
const hnComment = (text: string) =>
  parseRecord("hackernews", { id: 48_000_001, by: "poster", time: now / 1000, source: "who_is_hiring", text });

describe("a post its poster later marked over", () => {
  it("is closed at import, whichever way the note opens it, and its header is read after the note", () => {
    const notes = [
      "CLOSED - thanks for the great applications folks!<p>Evercred (Pre-A stage) | Remote (US) | Technical Co-Founder<p>We build AI agents for credentialing.",
      "(CLOSED) Evercred | Full-stack Dev | Remote (Worldwide)<p>We build AI agents for credentialing.",
      "Edit: APPLICATIONS CLOSED - we are reviewing what came in, thanks all.<p>Evercred | Full-stack Dev | Remote<p>We build AI agents.",
    ];
    for (const text of notes) {
      const r = hnComment(text);
      expect(r.ok, text).toBe(true);
      if (!r.ok) continue;
      expect(r.prospect.openState, text).toBe("closed");
      expect(r.prospect.company, text).toMatch(/^Evercred/);
    }
  });

  it("is no note when 'closed' is part of a name or a word", () => {
    for (const text of [
      "Closed Loop Labs | Backend Engineer | Remote<p>We build feedback tools.",
      "Acme | Engineer | Remote<p>Closed-source firmware, open APIs.",
    ]) {
      const r = hnComment(text);
      expect(r.ok && r.prospect.openState, text).toBe("unknown");
    }
    const named = hnComment("Closed Loop Labs | Backend Engineer | Remote<p>We build feedback tools.");
    expect(named.ok && named.prospect.company).toBe("Closed Loop Labs");
  });

  it("ranks below an open post that is otherwise the same, and says why", () => {
    const post = (id: number, company: string) =>
      hiringPost({
        now,
        id,
        company,
        role: "Founding Engineer",
        signal: `${company} | Founding Engineer | Remote | healthcare AI`,
      });
    const closed = { ...post(1, "Filled Co"), openState: "closed" as const };
    const ranked = rankCandidates(
      [closed, post(2, "Open Co")],
      parseQuery("founding engineer for healthcare startups"),
      noProfile,
      now,
    );
    expect(ranked.map((r) => r.prospect.company)).toEqual(["Open Co", "Filled Co"]);
    expect(ranked[1]!.lacks[0]).toBe("Its poster marked it filled");
    expect(ranked[1]!.reasons).not.toContain("Hiring now");
    expect(ranked[0]!.lacks).not.toContain("Its poster marked it filled");
  });
});

describe("a place asked for", () => {
  it("named by a post only in passing is said so, never both matched and missing", () => {
    const c = hiringPost({
      now,
      location: "Warsaw, Poland",
      role: "CTO",
      signal:
        "SuppMatch | CTO | Warsaw, Poland | We build the matching engine for supplement shoppers, with personalised plans, reorders and a quiz that learns. Our e-commerce partners sell across the UK and Germany.",
    });
    const r = judged("small ecommerce brands in the UK", c);
    expect(r.lacks).toContain("Mentions UK, not as where it is based");
    expect(r.lacks).not.toContain("No sign of UK");
  });

  it("a US state is found by its cities in a post's place line ('Austin, TX' is in Texas)", () => {
    const c = hiringPost({ now, location: "Austin, TX", signal: "AveryIQ | Austin, TX | We are hiring developers" });
    const r = judged("small businesses in Texas that need a developer", c);
    expect(r.reasons).toContain("Based in Austin, TX");
    expect(r.lacks.join(" ")).not.toMatch(/Texas/);
  });

  it("a place line that already says 'Based in' is not said twice", () => {
    const c = hiringPost({
      now,
      location: "Based in Austin, TX but remote-first",
      signal: "SerpApi | We are hiring developers",
    });
    expect(judged("startups in Austin hiring developers", c).reasons).toContain("Based in Austin, TX but remote-first");
  });
});

describe("words a description uses in another sense", () => {
  it("a language named before the work, in a list of languages, is no place", () => {
    const f = parseQuery("Spanish and Portuguese translation / localisation for apps expanding into Latin America");
    expect(f.locations).toEqual(["latin america"]);
    expect(parseQuery("French, German or Dutch copy for SaaS websites").locations).toEqual([]);
    // Still a place when it is the clients' ('Spanish startups').
    expect(parseQuery("Spanish startups").locations).toEqual(["europe"]);
  });

  it("a field the clients have, named as what the work is for, is no kind of company", () => {
    const f = parseQuery(
      "I'm an editorial illustrator looking for companies that need custom illustrations for their product or marketing",
    );
    expect(f.industries).toEqual([]);
    expect((f.concepts ?? []).map((c) => c.label)).not.toContain("product or marketing");
    // A field naming what they make still is ('their fintech app').
    expect(parseQuery("startups that need help with their fintech app").industries).toEqual(["Fintech"]);
  });

  it("landing page copy, even beside website copy, is a writer's work, not a designer's", () => {
    expect(parseQuery("copywriter for startups that need landing page and website copy").roles).toEqual(["writer"]);
    expect(parseQuery("startups that need landing page / website copy").roles).toEqual(["writer"]);
    expect(parseQuery("startups that need a landing page").roles).toEqual(["designer"]);
  });
});

describe("a job post whose own opening sells the trade asked for", () => {
  const heard = hiringPost({
    now,
    id: 1,
    company: "Heard",
    role: "Senior Software Engineer (Full-Stack)",
    location: "Seattle",
    signal:
      "Heard | Senior Software Engineer (Full-Stack) | Seattle | HYBRID | Full-time\nWe run the financial back office of 5,000 therapists: bookkeeping, taxes, payroll. Now we're building an AI-powered CFO for therapists, a layer on top of our ledger.",
  });
  const clinic = hiringPost({
    now,
    id: 2,
    company: "Clinicly",
    role: "Senior Software Engineer",
    location: "Remote",
    signal:
      "Clinicly | Senior Software Engineer | Remote\nWe schedule appointments for 900 dental clinics. Later this year we will also hire a CFO and a finance lead as we grow.",
  });

  it("is a vendor when its openings are for other trades, and says so", () => {
    const ranked = rankCandidates(
      [heard, clinic],
      parseQuery("fractional CFO for venture-backed startups"),
      noProfile,
      now,
    );
    expect(ranked.map((r) => r.prospect.company)).toEqual(["Clinicly", "Heard"]);
    expect(ranked[1]!.lacks).toContain("Seems to sell what you offer");
    expect(ranked[0]!.lacks).not.toContain("Seems to sell what you offer");
  });

  it("is a buyer when it hires the trade itself", () => {
    const hiresOne = { ...heard, role: "Fractional CFO", fields: heard.fields.with(2, "fractional cfo") };
    const [r] = rankCandidates([hiresOne], parseQuery("fractional CFO for venture-backed startups"), noProfile, now);
    expect(r!.lacks).not.toContain("Seems to sell what you offer");
    expect(r!.reasons).toContain("Looking for an accountant or finance lead");
  });
});

describe("go-betweens ruled out ('no agencies', 'no recruiters')", () => {
  it("'no recruiters' rules them out rather than asking for the recruiter's trade", () => {
    const f = parseQuery("react developer, no recruiters");
    expect(f.roles).toEqual(["developer"]);
    expect(f.ruledOut?.map((r) => r.label)).toEqual(["recruiters"]);
    // Asked for, it is still the trade.
    expect(parseQuery("startups that need a recruiter").roles).toEqual(["recruiter"]);
  });

  it("a recruiter's post for its client ranks below a company's own", () => {
    const recruiter = hiringPost({
      now,
      id: 1,
      company: "Tram Case",
      role: "SRE - Fully remote",
      signal:
        "Tram Case - SRE - Fully remote\nOur client is revolutionizing legal technology. DevOps: CI/CD, AWS, Kubernetes, Terraform.",
    });
    const direct = hiringPost({
      now,
      id: 2,
      company: "EnigmoFi",
      role: "DevOps / SRE",
      signal: "EnigmoFi | DevOps / SRE | Remote\nWe run our payments platform on AWS and Kubernetes.",
    });
    for (const q of [
      "DevOps AWS Kubernetes contractor, remote, no agencies",
      "DevOps AWS Kubernetes contractor, no recruiters",
    ]) {
      const ranked = rankCandidates([recruiter, direct], parseQuery(q), noProfile, now);
      expect(
        ranked.map((r) => r.prospect.company),
        q,
      ).toEqual(["EnigmoFi", "Tram Case"]);
      expect(ranked[1]!.lacks, q).toContain("Matches something you ruled out");
    }
  });
});

describe("from a second read of 30 more searches", () => {
  it("growth of something other than the company ('growing traffic') is no team size, and a size read from growth is never a lack", () => {
    expect(parseQuery("CRO consultant for DTC brands with growing traffic").sizes).toEqual([]);
    expect(parseQuery("growing startups that need a designer").sizes).toEqual(["51-200", "201-1000"]);
    const c = hiringPost({ now, role: "Product Designer", signal: "Acme | Product Designer | Remote" });
    expect(judged("growing startups that need a designer", c).lacks).not.toContain("Team size not given");
    expect(judged("small startups that need a designer", c).lacks).toContain("Team size not given");
  });

  it("the user's own agency named before its service is not the clients' kind", () => {
    const f = parseQuery(
      "small agency doing Webflow sites for YC companies, not interested in agencies or dev shops as clients",
    );
    expect(f.industries).toEqual([]);
    expect((f.concepts ?? []).map((k) => k.label)).not.toContain("agency");
    expect(f.ruledOut?.map((r) => r.label)).toContain("agencies");
    // Agencies asked for as clients still are.
    expect(parseQuery("digital agencies hiring contract web developers").industries).toContain("Agencies");
  });

  it("a US city by its state's code is in the US, and a place is said once, by where the post is", () => {
    const albany = hiringPost({
      now,
      location: "Albany, NY",
      signal: "Acme | Frontend Engineer | Albany, NY | We build patient portals for clinics",
    });
    const r = judged("healthcare web apps in the US that need accessibility work", albany);
    expect(r.reasons).toContain("Based in Albany, NY");
    expect(r.lacks.join(" ")).not.toMatch(/\bUS\b/);
    const paris = hiringPost({
      now,
      location: "Paris, France",
      signal:
        "Proton | Backend Engineer | Paris, France | We build privacy tools used by millions, with teams across Europe working on mail, calendar and storage. Offices in Geneva, Paris and London.",
    });
    const p = judged("fractional product manager for startups in London", paris);
    expect(p.lacks).toContain("Mentions London, not as where it is based");
    expect(p.reasons.join(" ")).not.toMatch(/London/);
  });
});
