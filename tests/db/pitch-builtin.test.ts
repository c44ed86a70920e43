import { describe, expect, it } from "vitest";
import { writeBuiltin } from "#functions/services/pitches/builtin";
import { pitchConfigFrom } from "#functions/services/pitches/config";
import { contactRuleFor } from "#functions/services/pitches/contact-rule";
import { defaultToneTemplates, followUpMessage } from "#functions/services/pitches/default-templates";
import { generatePitch } from "#functions/services/pitches/generate";
import { firstNameOf } from "#functions/services/pitches/greeting";
import type { PitchProspect, PitchSender, Tone } from "#functions/services/pitches/types";
import { verifyPitch } from "#functions/services/pitches/verify";
import { splitSentences } from "#functions/services/pitches/words";
import raw from "../fixtures/pitch-prospects.json";

const records = raw.map((r) => ({ ...r, signalDate: new Date(r.signalDate) }) as PitchProspect);
const byCompany = (company: string) => records.find((r) => r.company === company)!;
const tones: Tone[] = ["professional", "casual", "friendly", "direct"];

const sam: PitchSender = {
  name: "Sam Rivers",
  niche: "web development for early-stage startups",
  experience: "Expert (5+ years)",
  skills: ["React", "Node.js", "SEO"],
  portfolioUrl: "https://samrivers.example",
  pitchTemplate: "",
};
const bare: PitchSender = { name: "Ana", niche: "", experience: "", skills: [], portfolioUrl: "", pitchTemplate: "" };
const builtin = pitchConfigFrom({});

const textFields = (p: PitchProspect) => [p.signalText, p.bio, p.role, p.location, p.company, p.website];
const placeholder = /[{}[\]]/;

describe("the built-in writer over every fixture record and tone", () => {
  it("has at least 20 records from every source", () => {
    expect(records.length).toBeGreaterThanOrEqual(20);
    expect(new Set(records.map((r) => r.source))).toEqual(
      new Set(["hackernews", "producthunt", "ycombinator", "reddit", "rss", "import"]),
    );
  });

  for (const sender of [sam, bare]) {
    it(`writes grounded drafts that verify, with no placeholder or handle (sender ${sender.name})`, async () => {
      for (const p of records) {
        const first = firstNameOf(p);
        for (const tone of tones) {
          const label = `${p.company} / ${tone}`;
          const out = await generatePitch(builtin, { prospect: p, sender, tone });
          expect(out.driver, label).toBe("builtin");
          expect(out.fellBack, label).toBe(false);
          expect(out.verification.ok, `${label}: ${JSON.stringify(out.verification.problems)}`).toBe(true);
          expect(out.verification.claims.length, label).toBeGreaterThan(0);
          for (const claim of out.verification.claims) {
            expect(
              textFields(p).some((f) => f.includes(claim.source)),
              `${label}: ${claim.source}`,
            ).toBe(true);
          }
          // The routes re-run the verifier on what they store: it must agree.
          expect(verifyPitch(out.subject, out.body, p, sender).ok, label).toBe(true);
          expect(out.body, label).not.toMatch(placeholder);
          expect(out.subject, label).not.toMatch(placeholder);

          const greeting = out.body.split("\n")[0]!;
          expect(greeting, label).not.toContain(p.company);
          if (first) expect(greeting, label).toContain(first);
          else if (p.name) {
            for (const part of p.name.split(/[\s_/]+/).filter((x) => x.length > 1))
              expect(greeting.toLowerCase(), label).not.toContain(part.toLowerCase());
          }
          // Pain point labels are never spliced into a sentence.
          for (const pain of p.painPoints) expect(out.body.toLowerCase(), label).not.toContain(pain.toLowerCase());
        }
      }
    });
  }

  it("writes four tones that differ beyond the greeting: wording, length and the ask", async () => {
    for (const p of records) {
      const drafts = await Promise.all(tones.map((tone) => generatePitch(builtin, { prospect: p, sender: sam, tone })));
      const rests = drafts.map((d) => d.body.split("\n").slice(1).join("\n"));
      expect(new Set(rests).size, p.company).toBe(4);
      expect(new Set(drafts.map((d) => d.subject)).size, p.company).toBe(4);
      const words = (s: string) => s.split(/\s+/).length;
      const [professional, , , direct] = drafts;
      expect(words(direct!.body), p.company).toBeLessThan(words(professional!.body));
      const asks = drafts.map((d) => d.body.split("\n\n").find((para) => /\?|no strings attached/.test(para)));
      expect(new Set(asks).size, p.company).toBe(4);
    }
  });

  it("quotes the most specific sentence of the signal, not the header or the logistics", async () => {
    const bakery = await generatePitch(builtin, {
      prospect: byCompany("Kestrel Compliance"),
      sender: sam,
      tone: "professional",
    });
    expect(bakery.body).toContain('"Our nightly ETL jobs take six hours and we need them under one."');
    const brindlewood = await generatePitch(builtin, {
      prospect: byCompany("Brindlewood Labs"),
      sender: sam,
      tone: "direct",
    });
    expect(brindlewood.body).toMatch(/React and TypeScript booking flow/);
    expect(brindlewood.body).not.toMatch(/Apply with a short note|jobs@/);
    // A header naming the very role asked about still gives way to any sentence a person wrote.
    const header = await generatePitch(builtin, {
      prospect: {
        ...byCompany("Brindlewood Labs"),
        role: "Founding Full-stack Software Engineer",
        signalText:
          "Brindlewood Labs | Founding Full-stack Software Engineer | Hybrid in Lisbon | Full time\nBrindlewood Labs is building scheduling software for veterinary clinics.",
      },
      sender: sam,
      tone: "friendly",
    });
    expect(header.body).toContain('"Brindlewood Labs is building scheduling software for veterinary clinics."');
    expect(header.body).not.toContain("Full time");
  });

  it("points at no sentence it does not quote: a post that is only a link gets a plain opening", async () => {
    const linkOnly = {
      ...byCompany("Brindlewood Labs"),
      signalText: "Aggregated for easier reading: https://threads.example/who-is-hiring-jan/",
      bio: "",
    };
    for (const tone of tones) {
      const draft = await generatePitch(builtin, { prospect: linkOnly, sender: sam, tone });
      expect(draft.body).not.toMatch(/this part|:\s*\n/);
    }
    const friendly = await generatePitch(builtin, { prospect: linkOnly, sender: sam, tone: "friendly" });
    expect(friendly.body).toMatch(/I enjoyed your hiring post on Hacker News\./);
  });

  it("is deterministic", async () => {
    const input = { prospect: byCompany("Orchardline"), sender: sam, tone: "casual" as const };
    expect(await generatePitch(builtin, input)).toEqual(await generatePitch(builtin, input));
  });
});

describe("who the sender is and what the pitch is about", () => {
  const maya: PitchSender = {
    name: "Maya Okafor",
    niche: "React and TypeScript frontend developer",
    experience: "",
    skills: ["React", "TypeScript", "Next.js"],
    portfolioUrl: "",
    pitchTemplate: "",
  };
  const hiring = {
    ...byCompany(records.find((r) => r.signalKind === "hiring")!.company),
    company: "Maivenly",
    role: "Energy Modeling Engineer, Full-Stack Engineer, UX/UI Designer",
  };

  it("a niche naming the person reads 'a freelance React … developer', tools it names are not listed again", () => {
    const { body } = writeBuiltin({ prospect: hiring, sender: maya, tone: "professional" });
    expect(body).toContain("I'm Maya Okafor, a freelance React and TypeScript frontend developer.");
    expect(body).toContain("I work with Next.js.");
    expect(body).not.toContain("My focus is");
    // a niche naming the work stays the focus
    expect(writeBuiltin({ prospect: hiring, sender: sam, tone: "professional" }).body).toContain(
      "My focus is web development for early-stage startups.",
    );
  });

  it("writes a niche typed with a capital as it reads inside a sentence, a name keeping its capital", () => {
    const typed = (niche: string) =>
      tones.map((tone) => writeBuiltin({ prospect: hiring, sender: { ...sam, niche }, tone }).body).join("\n");
    const plain = typed("Web development for early-stage startups");
    expect(plain).toContain("web development for early-stage startups");
    expect(plain).not.toContain("Web development");
    expect(typed("Mobile app developer")).toContain("a freelance mobile app developer");
    // Names keep theirs: a tool, a place, a language.
    expect(typed("React apps for startups")).toContain("React apps for startups");
    expect(typed("London restaurants")).toContain("London restaurants");
    expect(typed("Spanish translation")).toContain("Spanish translation");
  });

  it("says what the sender does in every tone, the short ones included", () => {
    for (const tone of tones) {
      expect(writeBuiltin({ prospect: hiring, sender: sam, tone }).body, tone).toContain(
        "web development for early-stage startups",
      );
      expect(writeBuiltin({ prospect: hiring, sender: maya, tone }).body, tone).toContain(
        "a freelance React and TypeScript frontend developer",
      );
    }
  });

  it("of several openings listed, the subject names the one closest to the sender's trade", () => {
    const fullStack = { ...maya, niche: "full-stack developer" };
    expect(writeBuiltin({ prospect: hiring, sender: fullStack, tone: "professional" }).subject).toBe(
      "Maivenly: your Full-Stack Engineer opening",
    );
    const designer = { ...maya, niche: "product designer", skills: ["Figma"] };
    expect(writeBuiltin({ prospect: hiring, sender: designer, tone: "professional" }).subject).toBe(
      "Maivenly: your UX/UI Designer opening",
    );
    // nothing in common: the first one listed
    expect(writeBuiltin({ prospect: hiring, sender: bare, tone: "professional" }).subject).toBe(
      "Maivenly: your Energy Modeling Engineer opening",
    );
  });
});

describe("the sender's own pitch template", () => {
  const template = [
    "Hi {name},",
    "",
    "I'm a Shopify specialist and have sped up more than 30 stores. I'd love to do the same for {company}. I noticed your company is growing fast!",
    "Happy to share a before-and-after from my last project.",
    "",
    "Best,",
    "Sam",
  ].join("\n");

  it("becomes the offer paragraph: slots filled, its greeting and sign-off dropped, unbacked claims left out", async () => {
    const p = byCompany("Greenleaf Plant Studio");
    const out = await generatePitch(builtin, {
      prospect: p,
      sender: { ...sam, pitchTemplate: template },
      tone: "professional",
    });
    expect(out.verification.ok).toBe(true);
    expect(out.body).toContain(
      "I'm a Shopify specialist and have sped up more than 30 stores. I'd love to do the same for Greenleaf Plant Studio.",
    );
    expect(out.body).toContain("Happy to share a before-and-after from my last project.");
    expect(out.body).not.toMatch(/growing fast|\{name\}|Hi ,|Best,\nSam\n/);
    // The tone's own greeting and sign-off, once each.
    expect(out.body.match(/^Hello,/gm)).toHaveLength(1);
    expect(out.body.trim().endsWith("Best regards,\nSam Rivers")).toBe(true);
    // The profile's generated offer is replaced, not repeated.
    expect(out.body).not.toContain("I work with React");
  });
});

describe("staff-edited tone templates", () => {
  const p = byCompany("Tallgrass Freight");

  it("drops an unknown slot such as {foo} and keeps the template's own words", async () => {
    const template = {
      tone: "direct" as const,
      subject: "{company} {foo}",
      body: "{greeting}\n\n{signal_detail} {foo}\n\nShort version: {offer}\n\n{ask}\n\n{sign_off}",
    };
    const out = await generatePitch(builtin, { prospect: p, sender: sam, tone: "direct", template });
    expect(out.body).toContain("Short version: I'm Sam Rivers");
    expect(`${out.subject}\n${out.body}`).not.toMatch(placeholder);
    expect(out.subject).toBe("Tallgrass Freight");
    expect(out.verification.ok).toBe(true);
  });

  it("falls back to the default wording when the template's own words claim something or leave a slot", async () => {
    for (const body of [
      "{greeting}\n\nCongrats on your Series B! {signal_detail}\n\n{offer}\n\n{sign_off}",
      "Hi [First Name],\n\n{signal_detail}\n\n{offer}\n\n{sign_off}",
      "{greeting}\n\n{offer}\n\n{ask}\n\n{sign_off}",
    ]) {
      const out = await generatePitch(builtin, {
        prospect: p,
        sender: sam,
        tone: "professional",
        template: { tone: "professional", subject: "{company}", body },
      });
      expect(out.verification.ok, body).toBe(true);
      expect(out.body, body).not.toMatch(/Series B|\[First Name\]/);
      expect(out.subject, body).toBe("Tallgrass Freight: your Backend Engineer opening");
    }
  });

  it("seeds four tones whose bodies use the writer's slots", () => {
    expect(defaultToneTemplates.map((t) => t.tone).sort()).toEqual([...tones].sort());
    for (const t of defaultToneTemplates) {
      for (const slot of ["{greeting}", "{signal_detail}", "{offer}", "{ask}", "{sign_off}"])
        expect(t.body, t.tone).toContain(slot);
    }
  });
});

describe("firstNameOf", () => {
  const base = byCompany("Larkspur Interiors");
  const named = (name: string, over: Partial<PitchProspect> = {}) => firstNameOf({ ...base, name, ...over });

  it("answers a real first name", () => {
    expect(named("John Smith")).toBe("John");
    expect(named("Dr. Maria Lopez")).toBe("Maria");
    expect(named("Mary-Jane Watts")).toBe("Mary-Jane");
    expect(named("maria lopez")).toBe("Maria");
    expect(named("Maria")).toBe("Maria");
  });

  it("answers null for handles, inboxes, the company and empty names", () => {
    for (const handle of [
      "deeplify_todora",
      "u/foo",
      "/u/Some_Person",
      "u/HarborStreetDental",
      "jsmith99",
      "jlee",
      "t0bias",
      "@alex",
      "alex@example.com",
      "JohnSmith",
      "",
      "   ",
      "Hiring Team",
      "Larkspur Interiors",
      "Larkspur",
      "Acme Inc",
    ]) {
      expect(named(handle), handle).toBeNull();
    }
  });

  it("takes a one-word name from a username source only when the post itself uses it", () => {
    expect(firstNameOf(byCompany("Orchardline"))).toBe("Alex");
    expect(firstNameOf(byCompany("Kestrel Compliance"))).toBe("Priya");
    expect(firstNameOf(byCompany("Peregrine Docs"))).toBeNull();
    expect(firstNameOf(byCompany("Fernway Trips"))).toBeNull();
    expect(firstNameOf(byCompany("Birchway Health"))).toBe("Dana");
  });
});

describe("contactRuleFor", () => {
  it("gives Hacker News hiring leads the thread's rule, and nothing for other leads", () => {
    const rule = contactRuleFor(byCompany("Brindlewood Labs"));
    expect(rule).toMatch(/Who is hiring/);
    expect(rule).toMatch(/only/);
    expect(rule!.split(/[.!?](\s|$)/).filter((s) => s?.trim()).length).toBe(1);
    expect(contactRuleFor(byCompany("Cobaltline"))).toBeNull(); // Y Combinator hiring
    expect(contactRuleFor(byCompany("Greenleaf Plant Studio"))).toBeNull(); // Reddit [Hiring]
    expect(contactRuleFor(byCompany("Saltmarsh Bakery"))).toBeNull(); // Ask HN
    expect(contactRuleFor(byCompany("Gristmill"))).toBeNull(); // Show HN
    // The freelancer thread invites exactly these messages.
    expect(contactRuleFor(byCompany("Halyard Tax"))).toBeNull();
  });
});

describe("followUpMessage", () => {
  it("greets by first name or neutrally, names the company and asks about the proposal", () => {
    for (const p of records) {
      const text = followUpMessage(p, { name: "Sam Rivers" });
      expect(text, p.company).toContain(p.company);
      expect(text, p.company).toMatch(/chance to review/);
      expect(text, p.company).not.toMatch(placeholder);
      const greeting = text.split("\n")[0]!;
      const first = firstNameOf(p);
      expect(greeting, p.company).toBe(first ? `Hi ${first},` : "Hi there,");
      if (!first && p.name && p.name !== p.company) expect(text, p.company).not.toContain(p.name);
    }
  });
});

describe("pitchConfigFrom", () => {
  const ai = { run: async () => ({ response: "" }) };

  it("defaults to the built-in writer and reads the timeout", () => {
    expect(pitchConfigFrom({})).toEqual({ driver: "builtin", timeoutMs: 8000 });
    expect(pitchConfigFrom({ PITCH_DRIVER: "builtin", PITCH_TIMEOUT_MS: "2500" }).timeoutMs).toBe(2500);
    expect(pitchConfigFrom({ PITCH_TIMEOUT_MS: "soon" }).timeoutMs).toBe(8000);
  });

  it("configures Workers AI with the default model, and OpenAI-compatible endpoints", () => {
    const w = pitchConfigFrom({ PITCH_DRIVER: "workers-ai", AI: ai });
    expect(w.driver).toBe("workers-ai");
    expect(w.aiModel).toBe("@cf/meta/llama-3.1-8b-instruct");
    expect(pitchConfigFrom({ PITCH_DRIVER: "workers-ai", AI: ai, PITCH_AI_MODEL: "@cf/x/y" }).aiModel).toBe("@cf/x/y");
    const o = pitchConfigFrom({
      PITCH_DRIVER: "openai",
      OPENAI_BASE_URL: "http://localhost:1234/v1/",
      OPENAI_API_KEY: "k",
      OPENAI_MODEL: "m",
    });
    expect(o).toEqual({
      driver: "openai",
      openai: { baseUrl: "http://localhost:1234/v1", apiKey: "k", model: "m" },
      timeoutMs: 8000,
    });
  });

  it("uses the built-in writer for an unknown or half-configured driver", () => {
    expect(pitchConfigFrom({ PITCH_DRIVER: "gpt" }).driver).toBe("builtin");
    expect(pitchConfigFrom({ PITCH_DRIVER: "workers-ai" }).driver).toBe("builtin");
    expect(pitchConfigFrom({ PITCH_DRIVER: "openai", OPENAI_MODEL: "m" }).driver).toBe("builtin");
    expect(pitchConfigFrom({ PITCH_DRIVER: "openai", OPENAI_BASE_URL: "not a url", OPENAI_MODEL: "m" }).driver).toBe(
      "builtin",
    );
  });
});

describe("writeBuiltin", () => {
  it("still writes a neutral draft for a record with no signal text", () => {
    const p = { ...byCompany("Cobaltline"), signalText: "", bio: "" };
    const d = writeBuiltin({ prospect: p, sender: sam, tone: "professional" });
    expect(d.body).toMatch(/^Hello,/);
    expect(d.body).not.toMatch(placeholder);
    expect(d.verification.problems.map((x) => x.kind)).not.toContain("unsupported_claim");
  });
});

describe("a signal past its recent window", () => {
  const day = 86_400_000;
  const at = (p: PitchProspect, days: number) => p.signalDate.getTime() + days * day;

  it("offers help on a months-old hiring post only if the role is still open", () => {
    const p = byCompany("Brindlewood Labs");
    const fresh = writeBuiltin({ prospect: p, sender: sam, tone: "professional", now: at(p, 3) });
    expect(fresh.body).toContain("While the role is open");
    const old = writeBuiltin({ prospect: p, sender: sam, tone: "professional", now: at(p, 270) });
    expect(old.body).not.toContain("While the role is open");
    expect(old.body).toContain("If the role is still open");
    const direct = writeBuiltin({ prospect: p, sender: sam, tone: "direct", now: at(p, 270) });
    expect(direct.body).not.toMatch(/while the role is open/i);
  });

  it("does not congratulate a year-old launch as if it had just gone out", () => {
    const p = byCompany("Loomcast");
    expect(writeBuiltin({ prospect: p, sender: sam, tone: "casual", now: at(p, 2) }).body).toContain(
      "Congrats on getting it out there!",
    );
    expect(writeBuiltin({ prospect: p, sender: sam, tone: "casual", now: at(p, 400) }).body).not.toContain(
      "Congrats on getting it out there!",
    );
  });

  it("does not call a years-old round new or recent news", () => {
    for (const company of ["Marlow Freight AI", "Birchway Health", "Stonefly Payments"]) {
      const p = byCompany(company);
      const fresh = tones.map((tone) => writeBuiltin({ prospect: p, sender: sam, tone, now: at(p, 5) }));
      expect(fresh.map((d) => `${d.subject}\n${d.body}`).join("\n"), company).toMatch(/new round|recent news/);
      for (const tone of tones) {
        const old = writeBuiltin({ prospect: p, sender: sam, tone, now: at(p, 700) });
        expect(`${old.subject}\n${old.body}`, `${company} / ${tone}`).not.toMatch(
          /new round|new funding|recent news|exciting news|projects it brings/i,
        );
        expect(old.verification.ok, `${company} / ${tone}`).toBe(true);
      }
    }
  });

  it("asks whether an old request still needs doing rather than taking it on outright", () => {
    const p = byCompany("Saltmarsh Bakery");
    expect(writeBuiltin({ prospect: p, sender: sam, tone: "direct", now: at(p, 200) }).body).toContain(
      "If it is still open, I can take this on.",
    );
  });

  it("keeps every draft, fresh or old, verifiable", () => {
    for (const p of records) {
      for (const tone of tones) {
        for (const days of [1, 400]) {
          const d = writeBuiltin({ prospect: p, sender: sam, tone, now: at(p, days) });
          expect(d.verification.ok, `${p.company} / ${tone} / ${days} days`).toBe(true);
        }
      }
    }
  });
});

describe("drafts the writer must be able to send", () => {
  const hiring = (over: Partial<PitchProspect>): PitchProspect => ({
    name: "Daniel Brooks",
    company: "SwiftFlow 261",
    role: "React contractor",
    location: "Remote",
    bio: "Daniel Brooks is CTO at SwiftFlow 261.",
    industry: "Fintech",
    website: "https://swiftflow.example",
    source: "import",
    sourceUrl: "",
    signalKind: "hiring",
    signalText: "Looking for a React contractor for a 3-month fintech project.",
    signalDate: new Date("2026-11-01T00:00:00Z"),
    painPoints: [],
    ...over,
  });

  it("counts a quote of the post as its detail even when the sender's own profile says the same words", () => {
    const sender: PitchSender = { ...sam, niche: "Web development for fintech startups", skills: ["React"] };
    for (const tone of tones) {
      const d = writeBuiltin({ prospect: hiring({}), sender, tone });
      expect(d.verification.problems, tone).toEqual([]);
    }
  });

  it("does not take the sender's own name for the prospect's when they share a first name", () => {
    for (const tone of tones) {
      const d = writeBuiltin({ prospect: hiring({ name: "Sam Okafor" }), sender: sam, tone });
      expect(d.verification.problems, tone).toEqual([]);
    }
  });

  it("quotes a post that is itself in quotation marks once", () => {
    const p = hiring({ signalText: "'We need help with Shopify — our current setup is holding SwiftFlow 261 back.'" });
    const d = writeBuiltin({ prospect: p, sender: bare, tone: "professional" });
    expect(d.body).toContain('"We need help with Shopify — our current setup is holding SwiftFlow 261 back."');
    expect(d.body).not.toContain(`"'`);
  });

  it("quotes a launch's tagline or its description, not both, when one repeats the other", () => {
    const p = hiring({
      company: "Autopilot",
      source: "producthunt",
      signalKind: "launch",
      signalText:
        "AI agent that acts like a superhuman PM — Autopilot is an AI agent that acts like a superhuman PM. It writes specs and triages bugs.",
    });
    for (const tone of tones) {
      const d = writeBuiltin({ prospect: p, sender: sam, tone });
      expect(d.body, tone).toContain('"Autopilot is an AI agent that acts like a superhuman PM."');
      expect(d.body, tone).not.toContain("PM —");
      expect(d.verification.ok, tone).toBe(true);
    }
  });

  it("ends a quote at an emoji used as a bullet before a new clause", () => {
    const p = hiring({
      company: "Payflow",
      source: "producthunt",
      signalKind: "launch",
      signalText:
        "Payflow sends invoices to clients worldwide 🌍 Clients pay in stablecoins or fiat 🏦 You get paid in your local currency the same day.",
    });
    for (const tone of tones) {
      const d = writeBuiltin({ prospect: p, sender: sam, tone });
      const quote = d.body.match(/"([^"]+)"/)?.[1] ?? "";
      expect(quote, tone).not.toMatch(/\p{Extended_Pictographic}/u);
      expect([
        "Payflow sends invoices to clients worldwide.",
        "Clients pay in stablecoins or fiat.",
        "You get paid in your local currency the same day.",
      ]).toContain(quote);
      expect(d.verification.ok, tone).toBe(true);
    }
  });

  it("quotes a post's HTML entities as the characters they stand for", () => {
    const p = hiring({
      source: "producthunt",
      signalKind: "launch",
      signalText:
        "Tails &amp; Frames is an app that turns&nbsp;any&nbsp;pet moment into a meme you&#x27;ll want to share.",
    });
    for (const tone of tones) {
      const d = writeBuiltin({ prospect: p, sender: sam, tone });
      expect(d.body, tone).toContain(
        "Tails & Frames is an app that turns any pet moment into a meme you'll want to share.",
      );
      expect(d.body, tone).not.toMatch(/&\w+;|&#/);
      expect(d.verification.ok, tone).toBe(true);
    }
  });

  it("does not offer to cover an opening outside the sender's trade, and still offers one inside it", () => {
    const p = hiring({
      role: "Senior Full Stack Engineer",
      signalText: "SwiftFlow 261 is hiring a Senior Full Stack Engineer to build our React and Node.js platform.",
    });
    const bookkeeper: PitchSender = { ...sam, niche: "bookkeeper", skills: ["QuickBooks", "Xero", "payroll"] };
    const developer: PitchSender = { ...sam, niche: "React developer", skills: ["TypeScript"] };
    for (const tone of tones) {
      for (const days of [1, 300]) {
        const now = p.signalDate.getTime() + days * 86_400_000;
        const theirs = writeBuiltin({ prospect: p, sender: bookkeeper, tone, now });
        expect(theirs.body, tone).not.toMatch(
          /until it(?: is|'s) filled|while the role is open|on (?:a )?contract|on a freelance basis\./i,
        );
        expect(theirs.body, tone).toMatch(/not (?:really )?my field|outside my field|isn't (?:quite )?my field/);
        expect(theirs.verification.ok, tone).toBe(true);
        const mine = writeBuiltin({ prospect: p, sender: developer, tone, now });
        expect(mine.body, tone).not.toMatch(/my field/);
        expect(mine.verification.ok, tone).toBe(true);
      }
    }
  });

  it("does not name an opening outside the sender's trade in the subject either", () => {
    const p = hiring({
      role: "Senior Full Stack Engineer",
      signalText: "SwiftFlow 261 is hiring a Senior Full Stack Engineer to build our React and Node.js platform.",
    });
    const bookkeeper: PitchSender = { ...sam, niche: "bookkeeper", skills: ["QuickBooks", "Xero", "payroll"] };
    const developer: PitchSender = { ...sam, niche: "React developer", skills: ["TypeScript"] };
    const subjects = (sender: PitchSender) => tones.map((tone) => writeBuiltin({ prospect: p, sender, tone }).subject);
    for (const subject of subjects(bookkeeper)) {
      expect(subject).not.toMatch(/opening|Full Stack|role/i);
      expect(subject).toMatch(/freelance help/i);
    }
    expect(subjects(developer).join("\n")).toContain("your Senior Full Stack Engineer opening");
  });

  it("speaks of 'the role' only when the reader can see which: a company page that only says it is hiring", () => {
    const p = hiring({
      source: "ycombinator",
      role: "",
      name: "",
      signalText: "SwiftFlow 261 (YC Summer 2024) is hiring. The AI infrastructure for cash-flow-aligned business rent",
    });
    for (const tone of tones) {
      for (const days of [1, 300]) {
        const d = writeBuiltin({ prospect: p, sender: sam, tone, now: p.signalDate.getTime() + days * 86_400_000 });
        const paragraph = d.body.split("\n\n").find((x) => x.includes("cash-flow-aligned"))!;
        const after = d.body.slice(d.body.indexOf(paragraph));
        expect(after, `${tone} / ${days}`).not.toMatch(/\bthe role\b|if it's still open|until it(?: is|'s) filled/i);
        expect(after, `${tone} / ${days}`).toMatch(/hiring/);
        expect(d.verification.ok, `${tone} / ${days}`).toBe(true);
      }
    }
  });

  it("does not double the stop after a company name that ends its own sentence", () => {
    for (const company of ["Hey, Copilot!", "SwiftFlow Inc."]) {
      const p = hiring({
        company,
        bio: "",
        signalText: `${company} is hiring a React contractor for a fintech project.`,
      });
      for (const tone of tones) {
        const d = writeBuiltin({ prospect: p, sender: sam, tone });
        expect(d.body, `${company} / ${tone}`).not.toMatch(/[!.][!.](?!\.)|!\./);
      }
      expect(followUpMessage(p, sam), company).not.toMatch(/[!.][!.]|!\./);
      expect(followUpMessage(p, sam), company).toContain("review my proposal?");
    }
  });

  it("names a role written in capitals in title case in the subject, keeping its acronyms", () => {
    const p = hiring({ role: "FOUNDING GROWTH LEAD (SEO, AI)" });
    const subjects = tones.map((tone) => writeBuiltin({ prospect: p, sender: sam, tone }).subject);
    expect(subjects.join("\n")).toContain("your Founding Growth Lead opening");
    expect(subjects.join("\n")).not.toMatch(/GROWTH|LEAD/);
    const mixed = hiring({ role: "Senior SRE" });
    expect(writeBuiltin({ prospect: mixed, sender: sam, tone: "casual" }).subject).toContain("your Senior SRE opening");
  });
});

describe("a Y Combinator company page", () => {
  const page = (
    signalText: string,
    bio: string,
    signalKind: PitchProspect["signalKind"] = "funding",
  ): PitchProspect => ({
    name: "",
    company: "Coralwave",
    role: "",
    location: "San Francisco, CA, USA",
    bio,
    industry: "",
    website: "",
    source: "ycombinator",
    sourceUrl: "",
    signalKind,
    signalText,
    signalDate: new Date("2025-04-01T00:00:00Z"),
    painPoints: [],
  });

  it("splits a sentence before an emoji, which stays out of the quote", () => {
    expect(splitSentences("Coralwave is backed by Y Combinator. 🪸 AI consumer social.")).toEqual([
      "Coralwave is backed by Y Combinator.",
      "🪸 AI consumer social.",
    ]);
  });

  it("quotes what the company says rather than Y Combinator's line about it", () => {
    for (const p of [
      page("Coralwave (YC Spring 2025) is backed by Y Combinator. 🪸 AI consumer social for reef divers", ""),
      page("Coralwave (YC Spring 2025) is backed by Y Combinator. coaching agents for reef divers", ""),
      page("Coralwave (YC Winter 2024) is backed by Y Combinator. AI Gaming", "AI Gaming"),
      page(
        "Coralwave (YC Summer 2016) is hiring. Customer support as a service.",
        "Coralwave provides customer support as a service. Banish your ticket backlog and free up your in-house team for higher level tasks.",
        "hiring",
      ),
    ]) {
      for (const tone of tones) {
        for (const sender of [sam, bare]) {
          const d = writeBuiltin({ prospect: p, sender, tone, now: Date.parse("2026-05-10T12:00:00Z") });
          const label = `${p.signalText} / ${tone} / ${sender.name}`;
          expect(d.body, label).toMatch(/company page[^"\n]*: "/);
          expect(d.body, label).not.toMatch(/backed by Y Combinator|is hiring\."/);
          expect(d.body, label).not.toMatch(/\p{Extended_Pictographic}/u);
          expect(d.verification.problems, label).toEqual([]);
        }
      }
    }
  });
});
