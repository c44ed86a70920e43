import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ProfileUpdate } from "#db/validation/auth";
import { safeHttpUrl } from "#db/validation/urls";
import { freshnessOf } from "#functions/services/freshness";
import { isVendorFor } from "#functions/services/ingest/buyer-vendor";
import { parseRecord } from "#functions/services/ingest/parse-record";
import {
  detectPainPoints,
  extractBudget,
  extractEmail,
  extractPersonName,
  extractPhone,
  extractStack,
  extractTimeline,
  htmlToText,
  statedHeadCount,
} from "#functions/services/ingest/text";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const DAY = 86_400_000;

describe("post text", () => {
  it("turns a post's HTML into plain text, decoding the entities posts use", () => {
    expect(
      htmlToText(
        "Acme &amp; Co | Caf&eacute; &mdash; we&#x27;re hiring<p>&lt;b&gt;Remote&lt;/b&gt;&nbsp;ok &#128512; &euro;90k<p>AT&T",
      ),
    ).toBe("Acme & Co | Café — we're hiring\n<b>Remote</b> ok 😀 €90k\nAT&T");
  });
});

describe("a YC job page pasted into a post", () => {
  it("keeps the job and leaves out the site's menu and its 'apply with a single profile' line", () => {
    const parsed = parseRecord(
      "hackernews",
      {
        id: 47_000_001,
        source: "direct",
        by: "founder",
        time: Math.floor(NOW / 1000),
        text: "Quillmark (YC W23) Is Hiring a Product Designer\n\nProduct Designer at Quillmark | Y Combinator Open menu About What Happens at YC? Apply YC Interview Guide FAQ People YC Blog Companies Startup Directory Founder Directory Launch YC Library Partners Resources Startup School Newsletter Requests for Startups For Investors Verify Founders Hacker News Bookface Safe Find a Co-Founder Startup Jobs Log in Apply Quillmark Contracts for schools Product Designer $150K Apply to Quillmark and hundreds of other fast-growing YC startups with a single profile. Apply to role › About the role: design our editor.",
      },
      NOW,
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    const text = parsed.prospect.signalText;
    expect(text).toContain("Product Designer at Quillmark | Y Combinator Quillmark Contracts for schools");
    expect(text).toContain("About the role: design our editor.");
    for (const menu of ["Startup School", "Newsletter", "For Investors", "hundreds of other fast-growing"])
      expect(text).not.toContain(menu);
  });
});

describe("pain points", () => {
  it("say no more than the words go: a launch is being shipped, a hiring post adds people", () => {
    expect(detectPainPoints("We just launched our beta")).toEqual(["Preparing or shipping a launch"]);
    expect(detectPainPoints("Acme is hiring a sales lead")).toEqual(["Adding people to the team"]);
    expect(detectPainPoints("Acme is hiring a sales lead").join(" ")).not.toMatch(/engineering|tight timeline/);
  });
});

describe("links", () => {
  it("keep http(s) URLs only: javascript:, data:, other schemes and scheme-relative //host are dropped", () => {
    expect(safeHttpUrl("https://acme.example/jobs")).toBe("https://acme.example/jobs");
    expect(safeHttpUrl("http://acme.example")).toBe("http://acme.example");
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "//evil.example/x",
      "ftp://files.example",
      "vbscript:msgbox(1)",
      "https://",
      "not a url",
    ])
      expect(safeHttpUrl(bad)).toBe("");
  });

  it("are dropped at import whatever the field", () => {
    const r = parseRecord("json", {
      company: "Acme",
      signalKind: "hiring",
      signalText: "Acme is hiring a designer",
      signalDate: "2026-11-01",
      website: "javascript:alert(document.cookie)",
      linkedin: "data:text/html,<script>alert(1)</script>",
      sourceUrl: "//evil.example/post",
    });
    expect(r.ok && r.prospect).toMatchObject({ website: "", linkedin: "", sourceUrl: "" });
  });

  it("typed by a user follow the same rule", () => {
    const bad = v.safeParse(ProfileUpdate, { portfolioUrl: "javascript:alert(1)" });
    expect(bad.success).toBe(false);
    expect(v.safeParse(ProfileUpdate, { portfolioUrl: "//evil.example" }).success).toBe(false);
    expect(v.safeParse(ProfileUpdate, { portfolioUrl: "https://me.example" }).success).toBe(true);
  });
});

describe("what a post states", () => {
  it("a person's name only when the text introduces one", () => {
    expect(extractPersonName("Hi, I'm Alex and we need a designer.")).toBe("Alex");
    expect(extractPersonName("Questions? Write to Dana at dana@x.example")).toBe("Dana");
    expect(extractPersonName("We need help.\nThanks, Maria Lopez")).toBe("Maria Lopez");
    expect(extractPersonName("Hiring a React developer, remote, contract")).toBe("");
    expect(extractPersonName("I'm looking for a designer")).toBe("");
  });

  it("phone, budget, timeline and stack verbatim where stated, never guessed", () => {
    expect(extractPhone("Call +234 803 555 0142 today")).toBe("+234 803 555 0142");
    expect(extractPhone("We raised $12,000,000 in 2026")).toBe("");
    expect(extractBudget("Budget: $4,000. Start soon")).toBe("$4,000");
    expect(extractBudget("Paying $80-100/hr for the right person")).toBe("$80-100/hr");
    expect(extractBudget("No budget mentioned")).toBe("");
    // A round or a valuation is the company's money, not a budget.
    expect(extractBudget("We've raised $42M to support our vision.")).toBe("");
    expect(extractBudget("Backed by $3.5 million from investors. Paying $90/hr.")).toBe("$90/hr");
    expect(extractBudget("We just raised $12 (yes, twelve) dollars. Contract at $5k for the project")).toBe("$5k");
    expect(extractTimeline("Timeline: 6 weeks")).toBe("6 weeks");
    expect(extractTimeline("We need it within 2 weeks.")).toBe("within 2 weeks");
    expect(extractTimeline("A long-term partner")).toBe("");
    // 'start-up' is no start date.
    expect(extractTimeline("Weave is a <50 person Series A start-up building an AI platform")).toBe("");
    expect(extractTimeline("Start - ASAP")).toBe("ASAP");
    expect(extractStack("Our stack: React, TypeScript and Postgres on AWS")).toBe("React, TypeScript, AWS");
    expect(extractStack("Let's go build something")).toBe("");
  });

  it("a head count only where the company states its own ('a 30-person team', '~50 people', 'team of four')", () => {
    expect(statedHeadCount("We're a 30-person team, spread between DC and NYC")).toBe(30);
    expect(statedHeadCount("Beatdapp is a ~50-person venture-backed startup")).toBe(50);
    expect(statedHeadCount("We're a team of four engineers based in NYC")).toBe(4);
    expect(statedHeadCount("Company Size: 7 people")).toBe(7);
    expect(statedHeadCount("Bootstrapped to $1M ARR with a team of ~20, recently raised")).toBe(20);
    expect(statedHeadCount("We're bootstrapped, 10 FTE, cash-flow positive")).toBe(10);
    expect(statedHeadCount("a 1,500-strong team of more than 80 nationalities")).toBe(1500);
    // The company, not a team inside it: the largest statement wins.
    expect(statedHeadCount("You're joining a small team: 12 engineers, 40 people total")).toBe(40);
    expect(statedHeadCount("Series A startup with ~15 engineers (~30 total staff)")).toBe(30);
    // Hires, plans, requirements, crowds, customers and past companies are no head count.
    for (const none of [
      "We're hiring 2 engineers",
      "I am hiring 5 Engineers across 4 technical tracks",
      "Hiring 4–5 engineers in 90 days",
      "3+ years managing engineering teams (5–15 people)",
      "I've hired 4 people from past posts",
      "The founders built a logistics startup from pre-seed to 400+ people",
      "a hard product launch at a 6,000-person conference",
      "trusted by 500 people every day",
      "We need one person to own the platform",
      "~20 engineers, real ownership",
      "you will lead a team of 8 and report to the CTO",
      "planning the work of a self-driven team of 5-10 engineers",
    ])
      expect(statedHeadCount(none), none).toBeNull();
  });

  it("a job post's stated head count fills its team size; a launch's counts are its users", () => {
    const hiring = parseRecord("json", {
      company: "Acme",
      signalKind: "hiring",
      signalText: "Acme | Backend Engineer | Remote. We're a 16-person team building payroll tools.",
      signalDate: "2026-11-01T00:00:00Z",
    });
    const launch = parseRecord("json", {
      company: "Buzz",
      signalKind: "launch",
      signalText: "Buzz: over 3,000 people tried it on day one. Built by a 2-person team.",
      signalDate: "2026-11-01T00:00:00Z",
    });
    expect(hiring.ok && hiring.prospect.companySize).toBe("11-50");
    expect(hiring.ok && hiring.prospect.insights).toContain("Small team");
    expect(launch.ok && launch.prospect.companySize).toBe("");
  });
});

describe("where a Hacker News post's work is", () => {
  const place = (text: string) => {
    const r = parseRecord("hackernews", {
      id: 1,
      by: "somehandle",
      time: 1_790_000_000,
      source: "who_is_hiring",
      text,
    });
    return r.ok ? r.prospect.location : `rejected: ${r.reason}`;
  };

  it("is a city and its state or country code only in capitals: 'SWE, AI' is a role", () => {
    expect(place("Cleric | Staff SWE, AI | Staff SWE, Product | Head of Marketing | SF Onsite | $160K")).toBe(
      "SF Onsite",
    );
    expect(place("Acme | Backend Engineer | Austin, TX | Full-time")).toBe("Austin, TX");
  });

  it("is the place before how the work is done ('Hybrid + International Travel')", () => {
    expect(place("SuppMatch | CTO | Warsaw, Poland | Hybrid + International Travel | USD 85K")).toBe("Warsaw, Poland");
    expect(place("Foundry | Robotics Engineer | Remote or onsite | London, UK")).toBe("London, UK");
    // how and where in one part still says where
    expect(place("Acme | Engineer | onsite SF/DC | US citizenship required")).toBe("onsite SF/DC");
    expect(place("Acme | Engineer | Remote (US)")).toBe("Remote (US)");
  });

  it("is read from a part that carries a link after the place", () => {
    expect(place("Enthought | Python Developers | Hybrid | Tokyo, JP www.enthought.example/careers")).toBe("Tokyo, JP");
  });
});

describe("who, where and how to reach them (the extraction bench's rules, docs/performance.md)", () => {
  const hn = (text: string, id = 1) =>
    parseRecord("hackernews", { id, by: "somehandle", time: 1_790_000_000, source: "who_is_hiring", text });
  const company = (text: string) => {
    const r = hn(text);
    return r.ok ? r.prospect.company : `rejected: ${r.reason}`;
  };
  const role = (text: string) => {
    const r = hn(text);
    return r.ok ? (r.prospect.role ?? "") : `rejected: ${r.reason}`;
  };

  it("a name from an introduction or a signature, never a possessive, a role or a handle", () => {
    expect(extractPersonName("Hi HN, I’m Priya, CTO at Acme.")).toBe("Priya");
    expect(extractPersonName("I'm Acme's CTO and these roles report to me.")).toBe("");
    expect(extractPersonName("Send examples to us. Ask for Rachel Kim.")).toBe("Rachel Kim");
    expect(extractPersonName("Reach our hiring lead, Sofia Rossi, at sofia@acme.example.")).toBe("Sofia Rossi");
    expect(extractPersonName("Hi, Alex and Jeremy here from Acme.")).toBe("Alex");
    expect(extractPersonName("Hi all, Dana here. Happy to chat.")).toBe("Dana");
    // A sentence that opens with 'X here' is no introduction: 'Hi Work,' would greet nobody.
    expect(
      extractPersonName("Our customers are iconic brands. Work here literally transforms how things are made."),
    ).toBe("");
    expect(extractPersonName("Fully remote.\n— Daniel Osei, Head of Learning")).toBe("Daniel Osei");
    expect(extractPersonName("Write us anyway.\nKrystof Novak, Co-Founder & CTO")).toBe("Krystof Novak");
    expect(extractPersonName("Open roles:\n- Software Engineer, Platform\n- Data Scientist")).toBe("");
    expect(extractPersonName("Our founder, Joel, gave a talk about how we work.")).toBe("");
    expect(extractPersonName("Why it matters: patients.\nDetails here: https://docs.example/d/1")).toBe("");
  });

  it("e-mail in the anti-spam forms people use, template addresses skipped", () => {
    expect(extractEmail('Email any questions to ml-jobs "at" group.acme.example.')).toBe("ml-jobs@group.acme.example");
    expect(extractEmail("Contact: jobs -- at -- kyber.example (subject: HN)")).toBe("jobs@kyber.example");
    expect(extractEmail("Email tiffany.s (a) acme.example if you have questions")).toBe("tiffany.s@acme.example");
    expect(extractEmail("If interested, email me at ben at acmelabs.ai")).toBe("ben@acmelabs.ai");
    expect(extractEmail("Send me your resume at kim.lee at acme.com with HN in the subject")).toBe("kim.lee@acme.com");
    expect(extractEmail("Feel free to reach out directly at jo.doe at acme dot com.")).toBe("jo.doe@acme.com");
    expect(extractEmail("Questions? Message me at sam.lee [at] acme [dot] io")).toBe("sam.lee@acme.io");
    expect(extractEmail("Join us at acme.io/careers. We work at scale.")).toBe("");
    expect(extractEmail("Analyst at P2P.org, the largest staking provider")).toBe("");
    expect(extractEmail("Run it with LICENSE=your@email.com, then write to kris@acme.example")).toBe(
      "kris@acme.example",
    );
  });

  it("the company from the header, never a place, a role, a term or a bracketed note", () => {
    expect(company("Acme Robotics (YC W23) Is Hiring a Founding Engineer (NYC, Onsite)\nWe build robots.")).toBe(
      "Acme Robotics",
    );
    expect(company("Who is hiring: BrightBase\nLocation: Remote (US)\nRole: Growth lead")).toBe("BrightBase");
    expect(company("Cologne, Germany | Fabrikdata | Product Engineer | ONSITE")).toBe("Fabrikdata");
    // a name written as its domain is the company even when it holds a role word
    expect(company("Marketer.com | https://marketer.example/manta | Remote or Onsite | Oslo, Norway")).toBe(
      "Marketer.com",
    );
    // a place and its country is no company, whatever the header puts first
    expect(
      company("Software Engineer -- Infrastructure | Oslo, Norway | Onsite\nZivid is one of Norway's new companies."),
    ).not.toBe("Oslo, Norway");
    expect(company("Senior Engineer | Utrecht, The Netherlands | ONSITE\nAcme builds robots.")).not.toMatch(/Utrecht/);
    // nor is its link the role
    expect(role("Marketer.com | https://marketer.example/manta | Remote or Onsite | Oslo, Norway")).toBe("");
    expect(
      company("Senior Data Analyst at Stakely.org, the largest staking provider | Remote | Full-time Contractor"),
    ).toBe("Stakely.org");
    expect(company("Buildpipe [CI Devtool] | Design Engineer | Remote")).toBe("Buildpipe");
    expect(company("Genomix (NASDAQ: GNMX) | Senior Engineers | Menlo Park, CA | HYBRID")).toBe("Genomix");
    expect(company('Zigzag (<a href="https://zigzag.example">https://zigzag.example</a>) | Bangalore | ONSITE')).toBe(
      "Zigzag",
    );
    expect(company("Sumbly is the newco from the founders of Kagglet. We are hiring engineers.")).toBe("Sumbly");
    expect(company("Location: Lisbon\nRemote: Yes\nWilling to relocate: No\nEmail: me@mine.example")).toMatch(
      /^rejected: a person seeking work/,
    );
    expect(company("SEEKING REMOTE UI/UX DESIGN OPPORTUNITIES\nLocation: India")).toMatch(/^rejected/);
    // a first line restating the thread's title is not the header
    expect(company("Hacker News Post - Who is hiring?\nQUOBYTA | Berlin, Germany | Full-time | ONSITE")).toBe(
      "QUOBYTA",
    );
    // a market or a kind of company named in the header is no company
    expect(
      company("Support Engineer | Remote | FinTech | Open Source | Startup\nSee ledgerly.example/jobs"),
    ).not.toMatch(/FinTech|Open Source|Startup/);
    // a freelancer advertising in the hiring thread is no client
    expect(
      company(
        "Systems Lead | Architecture audits | $350 | Remote\nI help teams audit their designs before they scale.",
      ),
    ).toMatch(/^rejected: a freelancer offering/);
  });

  it("the name without what trails it: a tagline, its link, 'is hiring' or the sentence it opens", () => {
    expect(
      company(
        'Tetherly - <a href="https://tetherly.example/">https://tetherly.example/</a> -  we are hiring for several roles, all remote.',
      ),
    ).toBe("Tetherly");
    expect(company("Coramo.ai https://www.coramo.example | Senior Engineer | Remote")).toBe("Coramo.ai");
    expect(company("PetsApp – The future of pet care | Backend Engineer | London")).toBe("PetsApp");
    expect(company("Maivenly is hiring again! | Product Designer | Remote")).toBe("Maivenly");
    expect(company("Hey HN — Adobo | Staff Engineer | San Jose, CA")).toBe("Adobo");
    expect(
      company("Backed by Sequoia Capital, Peregrina is the operational AI platform for cities | In-office | $150,000"),
    ).toBe("Peregrina");
    expect(
      company(
        "I'm building Diamond Hands Fantasy — think fantasy sports meets Wall Street.\nLooking for a CTO co-founder.",
      ),
    ).toBe("Diamond Hands Fantasy");
    // a sentence opening the post is not a name
    expect(company("We're building AI that predicts outcomes — before they happen.\nMail jobs@predicto.example")).toBe(
      "predicto.example",
    );
  });

  it("a header of roles only takes the company from the body, the link or, failing both, the poster's handle", () => {
    expect(
      company("Head of Engineering | Full-Time | Remote | $182k - $272k USD - https://fetlix.example/jobs/head"),
    ).toBe("fetlix.example");
    expect(
      company(
        "Senior ML Engineer – LLM & RL (m/f/d)\nAs a Senior ML Engineer at warmwind your work will drive our models.",
      ),
    ).toBe("warmwind");
    expect(company("Staff Engineer | Remote (US)\nAt SentiLinker, we stop identity fraud at scale.")).toBe(
      "SentiLinker",
    );
    expect(
      company("HIRING: Frontend Developer (Contract) | Remote (UK/EU preferred)\nWe are building a camera platform."),
    ).toBe("HN user somehandle");
    expect(company("Full Time and Part Time roles Distarko is hiring, an edutainment brand for kids.")).toBe(
      "Distarko",
    );
    expect(company("[Paltown Foundation] | Full Stack Developer | Remote | Contract $35-50K")).toBe(
      "Paltown Foundation",
    );
    expect(company("Platform Engineer - apply at https://tramco.na.teamtailor.com/jobs/1")).toBe("tramco");
    expect(company("Rust engineer\nWe build dataframes. Apply at https://hiring.polarz.example/rust")).toBe(
      "polarz.example",
    );
    // pay and perks are not a name
    expect(
      company(
        "Senior Backend Engineer | Vienna / Remote (Europe) | Full-time | Salary + equity\nMail jobs@howly.example",
      ),
    ).toBe("howly.example");
    // no header at all: 'At X, we …' in the body names the employer
    expect(company("At Sentilo, we stop identity fraud at scale. Roles: backend and data.")).toBe("Sentilo");
    // the roles' employer, or a line opening with the company saying what it is, before any link
    expect(
      company(
        "Hiring for several roles at Distarko, an edutainment brand for kids. Apply: https://studyturtle.example/jobs",
      ),
    ).toBe("Distarko");
    expect(
      company(
        "Software Engineer -- Infrastructure | Oslo, Norway | Onsite\nZivido is one of Norway's most ambitious technology companies.",
      ),
    ).toBe("Zivido");
    // a sentence about a tool is no company ('Python is a must')
    expect(company("Backend Engineer | Remote\nPython is a must. Mail jobs@howly.example")).toBe("howly.example");
    // '… at the intersection of …' names no employer, and nothing else here does
    expect(
      company("Always Onward, founded by the sigstore team.\nWe hire a principal engineer at the intersection of ML."),
    ).toMatch(/^rejected: no 'Company/);
  });

  it("remote where the post says so: part remote is hybrid, a silent header takes 'fully remote' from the body", () => {
    const remote = (text: string) => {
      const r = hn(text);
      return r.ok && r.prospect.remote;
    };
    expect(remote("Fabrikdata | Product Engineer | ONSITE (part remote)")).toBe(false);
    expect(remote("Codeworks | Multiple roles | Multiple locations\nAll positions are fully remote.")).toBe(true);
    expect(remote("Cloudco | Rust engineers | London (Onsite)\nNote: not hiring remote at this time.")).toBe(false);
  });

  it("a Remote OK job is remote unless its description says hybrid or on-site only", () => {
    const job = (description: string) => {
      const r = parseRecord("remoteok", {
        id: "9",
        position: "Engineer",
        company: "Acme",
        epoch: 1_790_000_000,
        description,
      });
      return r.ok && r.prospect.remote;
    };
    expect(job("<p>This role is hybrid: three days a week in our Rotterdam office.</p>")).toBe(false);
    expect(job("<p>You will work from our Portland workshop every day.</p>")).toBe(false);
    expect(job("<p>On-site in Toulouse; we cannot support remote work.</p>")).toBe(false);
    expect(job("<p>Hybrid in Berlin or remote in Germany.</p>")).toBe(true);
    expect(job("<p>Remote-first with an optional office in Leeds.</p>")).toBe(true);
  });
});

describe("buyer or vendor", () => {
  const launch = (bio: string) => ({ signalKind: "launch", company: "X", bio, signalText: bio });
  it("a product that does the freelancer's work is a vendor to them, not to others", () => {
    const builder = launch("An AI landing page builder: launch beautiful landing pages in minutes.");
    expect(isVendorFor(builder, "web designer")).toBe(true);
    expect(isVendorFor(builder, "bookkeeping")).toBe(false);
    const writer = launch("AI copywriting tool that writes your blog posts automatically");
    expect(isVendorFor(writer, "copywriter")).toBe(true);
    expect(isVendorFor(launch("A marketplace for handmade pottery"), "web designer")).toBe(false);
  });
  it("products that deliver the work themselves, in each trade", () => {
    expect(isVendorFor(launch("Run several coding agents at once in an IDE"), "software development")).toBe(true);
    expect(isVendorFor(launch("Build and host web apps by chatting with AI"), "app developer")).toBe(true);
    expect(isVendorFor(launch("Our software platform for clinics handles scheduling"), "software development")).toBe(
      false,
    );
    expect(isVendorFor(launch("An AI receptionist that answers calls 24/7"), "virtual assistant")).toBe(true);
    expect(isVendorFor(launch("Create stunning AI-generated videos from a prompt"), "video editing")).toBe(true);
    expect(isVendorFor(launch("Ask questions in plain English and get instant charts"), "data analytics")).toBe(true);
    expect(isVendorFor(launch("Generate API docs in a few seconds"), "technical writing")).toBe(true);
    expect(isVendorFor(launch("Give every restaurant their own online store"), "web design")).toBe(true);
    expect(isVendorFor(launch("Give every restaurant their own online store"), "bookkeeping")).toBe(false);
    // A bookkeeper's competitors do the books for others, or sell AI that does.
    expect(isVendorFor(launch("Full-Stack AI Accounting"), "bookkeeping")).toBe(true);
    expect(isVendorFor(launch("We run their financial back office: bookkeeping, taxes, payroll"), "bookkeeper")).toBe(
      true,
    );
    expect(isVendorFor(launch("Agentic AI to make bookkeeping invisible"), "bookkeeping")).toBe(true);
    expect(isVendorFor(launch("Invoices your clients can pay by card"), "bookkeeping")).toBe(false);
    // A compliance consultant's competitors: the platforms that automate the audit.
    expect(isVendorFor(launch("A device compliance and security platform, always audit-ready"), "SOC 2 help")).toBe(
      true,
    );
    expect(isVendorFor(launch("Automated compliance for startups: SOC 2 in weeks"), "compliance consultant")).toBe(
      true,
    );
    expect(isVendorFor(launch("Payroll for clinics, HIPAA-ready"), "compliance consultant")).toBe(false);
    // Add-ons for a site platform compete with the freelancer who builds on it; hosting does not.
    expect(isVendorFor(launch("A WordPress form builder for real workflows"), "wordpress developer")).toBe(true);
    expect(isVendorFor(launch("Host your WordPress website with us"), "wordpress developer")).toBe(false);
    // A data-labelling company is a labeller's competitor.
    expect(isVendorFor(launch("The API for real-world training data"), "data labeling")).toBe(true);
    // A PR freelancer's competitors find the journalists or write the release for you.
    expect(isVendorFor(launch("Find the right journalists and pitch them in one click"), "pr")).toBe(true);
    expect(isVendorFor(launch("An AI press release generator for startups"), "public relations")).toBe(true);
    expect(isVendorFor(launch("Find the right journalists and pitch them in one click"), "web design")).toBe(false);
    // Cloud, DevOps and security work: the platforms and agents that do the review or the hardening.
    expect(isVendorFor(launch("Cloud and Container Security Platform"), "aws security review")).toBe(true);
    expect(isVendorFor(launch("AI Agent for Cloud Infrastructure that cuts your AWS bill"), "devops")).toBe(true);
    expect(isVendorFor(launch("A modern SIEM for cloud-first teams"), "security")).toBe(true);
    expect(isVendorFor(launch("Our clinic software runs on AWS"), "aws security review")).toBe(false);
    expect(isVendorFor(launch("Cloud and Container Security Platform"), "copywriter")).toBe(false);
    // 'Replaces your security and compliance headcount': the consultant's competitor.
    expect(
      isVendorFor(launch("Agency replaces traditional security and compliance headcount with AI"), "gdpr consultant"),
    ).toBe(true);
    expect(isVendorFor(launch("The AI-native sales tax solution"), "bookkeeping")).toBe(true);
    // A chatbot builder's competitors sell AI agents; a lawyer's sell contract AI.
    expect(isVendorFor(launch("The AI Support Agent for Ecommerce"), "AI chatbot development")).toBe(true);
    expect(isVendorFor(launch("Contract and negotiation AI for in-house teams"), "startup lawyer")).toBe(true);
    expect(isVendorFor(launch("An AI-native law firm for startups"), "legal counsel")).toBe(true);
    expect(isVendorFor(launch("Contract and negotiation AI for in-house teams"), "java contract work")).toBe(false);
    // An assistant asked for by the role's own word has the AI assistants as competitors.
    expect(isVendorFor(launch("An AI executive assistant that triages your inbox"), "assistant")).toBe(true);
  });
  it("a freelancer of two trades has the vendors of both", () => {
    const niche = "web designer and copywriter";
    expect(isVendorFor(launch("AI copywriting tool that writes your blog posts automatically"), niche)).toBe(true);
    expect(isVendorFor(launch("A no-code website builder for dentists"), niche)).toBe(true);
    expect(isVendorFor(launch("A marketplace for handmade pottery"), niche)).toBe(false);
  });
  it("someone hiring or asking for help is a buyer whatever they sell", () => {
    expect(
      isVendorFor(
        { signalKind: "hiring", company: "X", bio: "AI landing page builder", signalText: "Hiring a designer" },
        "web design",
      ),
    ).toBe(false);
  });
});

describe("freshness labels", () => {
  it("say 'recent' only inside the window and the age outside it", () => {
    expect(freshnessOf("hiring", NOW - 44 * DAY, "unknown", NOW)).toMatchObject({
      label: "Actively hiring",
      fresh: true,
    });
    expect(freshnessOf("hiring", NOW - 46 * DAY, "unknown", NOW)).toMatchObject({
      label: "Hiring post, 7 weeks ago",
      fresh: false,
    });
    expect(freshnessOf("funding", NOW - 29 * DAY, "unknown", NOW).label).toBe("Recently funded");
    expect(freshnessOf("funding", NOW - 3000 * DAY, "unknown", NOW).label).toBe("Funding news, over 8 years ago");
    expect(freshnessOf("launch", NOW - 240 * DAY, "unknown", NOW).label).toBe("Launch, 8 months ago");
    // YC's hiring list gives no date: past the window it is on the list, with no age.
    expect(freshnessOf("hiring", NOW - 3000 * DAY, "unknown", NOW, "ycombinator").label).toBe("On YC's hiring list");
    expect(freshnessOf("hiring", NOW - 3 * DAY, "unknown", NOW, "ycombinator").label).toBe("Actively hiring");
    expect(freshnessOf("funding", NOW - 3000 * DAY, "unknown", NOW, "ycombinator").label).toBe(
      "Funding news, over 8 years ago",
    );
    expect(freshnessOf("hiring", NOW - DAY, "closed", NOW)).toMatchObject({
      label: "Hiring post, marked filled",
      fresh: false,
    });
  });

  it("a post edited to say it is filled is closed at import", () => {
    const r = parseRecord("hackernews", {
      id: 1,
      by: "x",
      time: NOW / 1000,
      source: "who_is_hiring",
      text: "[FILLED] Acme | Designer | Remote<p>Thanks all.",
    });
    expect(r.ok && r.prospect.openState).toBe("closed");
  });
});
