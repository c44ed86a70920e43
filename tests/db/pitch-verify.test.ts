import { describe, expect, it } from "vitest";
import { writeBuiltin } from "#functions/services/pitches/builtin";
import type { PitchProspect, PitchSender } from "#functions/services/pitches/types";
import { findPlaceholders, verifyPitch } from "#functions/services/pitches/verify";
import raw from "../fixtures/pitch-prospects.json";

const records = raw.map((r) => ({ ...r, signalDate: new Date(r.signalDate) }) as PitchProspect);
const byCompany = (company: string) => records.find((r) => r.company === company)!;
const sender: PitchSender = {
  name: "Sam Rivers",
  niche: "frontend development",
  experience: "Intermediate (2-4 years)",
  skills: ["React", "TypeScript", "Tailwind"],
  portfolioUrl: "https://samrivers.example",
  pitchTemplate: "",
};
const kinds = (v: { problems: { kind: string }[] }) => v.problems.map((p) => p.kind);

describe("verifyPitch on an edited draft", () => {
  const p = byCompany("Larkspur Interiors");
  const draft = writeBuiltin({ prospect: p, sender, tone: "professional" });

  it("passes the draft as written", () => {
    expect(verifyPitch(draft.subject, draft.body, p, sender).ok).toBe(true);
  });

  it("blocks an invented fact about the prospect, naming the sentence", () => {
    const edited = `${draft.body}\n\nCongrats on closing your $12M Series A last week!`;
    const v = verifyPitch(draft.subject, edited, p, sender);
    expect(v.ok).toBe(false);
    const problem = v.problems.find((x) => x.kind === "unsupported_claim")!;
    expect(problem.sentence).toBe("Congrats on closing your $12M Series A last week!");
    expect(problem.message).toMatch(/12m|series/);
  });

  it("lets the sender's own offer through", () => {
    for (const sentence of [
      "I build fast React front-ends and can start next week.",
      "I have shipped booking systems for three clinics and two salons.",
      "Happy to send a fixed quote within a day.",
      "Would you be open to a call on Tuesday?",
      "I hope you're having a good week.",
    ]) {
      const v = verifyPitch(draft.subject, `${draft.body}\n\n${sentence}`, p, sender);
      expect(v.ok, `${sentence}: ${JSON.stringify(v.problems)}`).toBe(true);
    }
  });

  it("accepts what the record says, in the sender's words, with simple stemming", () => {
    for (const sentence of [
      "I saw you're opening a second showroom in Leeds.",
      "Sounds like you need a booking system for design consultations.",
      "Your current site is a single page with a phone number.",
      "Larkspur Interiors designs homes and small offices in West Yorkshire.",
    ]) {
      const v = verifyPitch(draft.subject, `${draft.body}\n\n${sentence}`, p, sender);
      expect(v.ok, `${sentence}: ${JSON.stringify(v.problems)}`).toBe(true);
      const claim = v.claims.find((c) => c.sentence === sentence);
      expect(claim, sentence).toBeDefined();
      expect(
        [p.signalText, p.bio].some((f) => f.includes(claim!.source)),
        sentence,
      ).toBe(true);
    }
  });

  it("blocks other invented details about the prospect, also inside an offer or a question", () => {
    for (const sentence of [
      "I saw you're hiring a Rust engineer in Berlin.",
      "Larkspur Interiors just won a national design award.",
      "Your team of 40 designers must be busy.",
      "I can help you spend your new $2M grant wisely.",
      "Could I help with your Shopify migration?",
      "Loved your recent podcast interview.",
    ]) {
      const v = verifyPitch(draft.subject, `${draft.body}\n\n${sentence}`, p, sender);
      expect(kinds(v), sentence).toContain("unsupported_claim");
    }
  });

  it("blocks a left-over placeholder of any common style", () => {
    for (const edit of [
      `Hi {name},\n\n${draft.body}`,
      `${draft.body}\n\nSee you soon at [Company].`,
      `${draft.body}\n\n{{first_name}}, thanks!`,
      `${draft.body}\n\n<<sender>>`,
    ]) {
      const v = verifyPitch(draft.subject, edit, p, sender);
      expect(kinds(v), edit).toContain("placeholder");
      expect(v.ok).toBe(false);
    }
    expect(kinds(verifyPitch("About {topic}", draft.body, p, sender))).toContain("placeholder");
  });

  it("does not mistake footnotes, links or a bracket quoted from the record for a placeholder", () => {
    expect(findPlaceholders("As I wrote [1], see [my site](https://x.example).")).toEqual([]);
    expect(findPlaceholders("Re your [Hiring] post", "[Hiring] Shopify developer")).toEqual([]);
    expect(findPlaceholders("Hi [Name]")).toEqual(["[Name]"]);
    expect(findPlaceholders("Hi {{first_name}}")).toEqual(["{{first_name}}"]);
  });

  it("reports an empty pitch, and one with no detail of the signal", () => {
    expect(kinds(verifyPitch("Hello", "  \n ", p, sender))).toEqual(["empty"]);
    const generic =
      "Hi there,\n\nI'm a freelance developer and I help companies like yours. Would you be open to a call?\n\nBest,\nSam Rivers";
    const v = verifyPitch("Quick question", generic, p, sender);
    expect(kinds(v)).toEqual(["no_signal_detail"]);
  });

  it("never lets a derived field back a claim on its own", () => {
    // 'Needs a new website' and 'Design' are the record's pain point and industry tag, not its words.
    const q = { ...p, painPoints: ["Mobile app rebuild"], industry: "Hospitality" };
    const v = verifyPitch(
      draft.subject,
      `${draft.body}\n\nI saw you need a mobile app rebuild for your hospitality brand.`,
      q,
      sender,
    );
    expect(kinds(v)).toContain("unsupported_claim");
  });
});

describe("verifyPitch on pitches written by hand", () => {
  const cases: [string, string][] = [
    [
      "Brindlewood Labs",
      "Hi there,\n\nI came across your post in the HN hiring thread. You're looking for a senior frontend engineer to own the React/TypeScript booking flow and design system.\n\nI've spent five years building scheduling UIs in React and could help on a contract basis while you hire.\n\nWould you be open to a quick call?\n\nBest,\nSam",
    ],
    [
      "Loomcast",
      "Hey,\n\nCongrats on launching Loomcast! Searchable transcripts with chapters are a great idea for indie podcasters.\n\nI build React front-ends and could help polish the listener search.\n\nCheers,\nSam",
    ],
    [
      "Marlow Freight AI",
      "Hello,\n\nCongrats on the $8 million seed round! Automating customs paperwork for importers is a big deal.\n\nAs you double the engineering team, I can help with frontend work.\n\nBest,\nSam",
    ],
    [
      "Larkspur Interiors",
      "Hi John,\n\nI understand you're opening a second showroom in Leeds and need a booking system for consultations.\n\nI've built booking systems for salons and clinics.\n\nBest,\nSam",
    ],
  ];

  it("accepts natural wording that rests on the record, and finds its claims", () => {
    for (const [company, body] of cases) {
      const v = verifyPitch("Hello", body, byCompany(company), sender);
      expect(v.ok, `${company}: ${JSON.stringify(v.problems)}`).toBe(true);
      expect(v.claims.length, company).toBeGreaterThan(0);
    }
  });

  it("treats a sentence echoing the signal as about the prospect, so an added detail there is caught", () => {
    const v = verifyPitch(
      "Hello",
      "Hey,\n\nSearchable transcripts with chapters are why 20,000 podcasters switched last month.\n\nI build React front-ends.",
      byCompany("Loomcast"),
      sender,
    );
    expect(kinds(v)).toContain("unsupported_claim");
  });
});

describe("verifyPitch on greetings", () => {
  const hn = byCompany("Brindlewood Labs");
  const draft = writeBuiltin({ prospect: hn, sender, tone: "casual" });
  const rest = draft.body.split("\n").slice(1).join("\n");

  it("blocks a username, the company or an invented name as the addressee", () => {
    for (const greeting of ["Hi deeplify_todora,", "Hey Brindlewood Labs,", "Hi Jessica,"]) {
      const v = verifyPitch(draft.subject, `${greeting}\n${rest}`, hn, sender);
      expect(kinds(v), greeting).toContain("unsupported_claim");
    }
  });

  it("accepts neutral greetings and the company's team", () => {
    for (const greeting of ["Hi there,", "Hello,", "Hi Brindlewood Labs team,", "Hello everyone,"]) {
      expect(verifyPitch(draft.subject, `${greeting}\n${rest}`, hn, sender).ok, greeting).toBe(true);
    }
  });

  it("accepts the real first name", () => {
    const alex = byCompany("Orchardline");
    const d = writeBuiltin({ prospect: alex, sender, tone: "friendly" });
    expect(d.body.startsWith("Hi Alex,")).toBe(true);
    expect(verifyPitch(d.subject, d.body, alex, sender).ok).toBe(true);
  });
});

describe("verifyPitch on the sender's own introduction", () => {
  const launch = (company: string, signalText: string): PitchProspect => ({
    name: "",
    company,
    role: "",
    location: "",
    bio: "",
    industry: "",
    website: "",
    source: "producthunt",
    sourceUrl: "",
    signalKind: "launch",
    signalText,
    signalDate: new Date("2026-05-01T00:00:00Z"),
    painPoints: [],
  });
  const react: PitchSender = {
    ...sender,
    name: "Maya Okafor",
    niche: "React developer",
    experience: "Expert (5+ years)",
  };
  const brand: PitchSender = {
    ...sender,
    name: "Lena Fischer",
    niche: "brand identity and logo design for startups",
    skills: ["Figma", "Illustrator"],
  };
  const email = launch(
    "React Email",
    "Announcing React Email 4.0. Built-in Linter, Spam Score and Compatibility Checker.",
  );
  const labs = launch(
    "Identity Labs",
    "Identity Labs turns founders' conversations into essays that spread on Twitter.",
  );

  it("does not check what the sender says of themselves when the company's first word is their trade's", () => {
    for (const [p, s, intro] of [
      [email, react, "I'm Maya Okafor, a freelance React developer with 5+ years of experience."],
      [
        labs,
        brand,
        "I'm Lena, a freelancer focused on brand identity and logo design for startups, working with founders.",
      ],
      [labs, brand, "My focus is brand identity and logo design for startups."],
    ] as const) {
      const draft = writeBuiltin({ prospect: p, sender: s, tone: "professional" });
      const v = verifyPitch(draft.subject, `${draft.body}\n\n${intro}`, p, s);
      expect(v.ok, `${intro}: ${JSON.stringify(v.problems)}`).toBe(true);
    }
  });

  it("still checks a sentence naming the company, by its full name or by its first word outside the sender's trade", () => {
    for (const [p, s, claim] of [
      [email, react, "As a React developer, I saw React Email just raised $5M."],
      [labs, brand, "I do brand identity work, and Identity has just hired 40 editors."],
      [labs, brand, "Identity just won a national design award."],
    ] as const) {
      const draft = writeBuiltin({ prospect: p, sender: s, tone: "professional" });
      const v = verifyPitch(draft.subject, `${draft.body}\n\n${claim}`, p, s);
      expect(kinds(v), claim).toContain("unsupported_claim");
    }
  });
});
