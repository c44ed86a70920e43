import { describe, expect, it } from "vitest";
import { periodWords } from "#db/validation/period";
import { parseHackerNews } from "#functions/services/ingest/connectors/hackernews";
import { parseQuery } from "#functions/services/search/parse-query";
import { rankCandidates } from "#functions/services/search/rank";
import { countWordStarts, searchForm } from "#functions/services/search/text-score";
import { hiringPost } from "./helpers";

const now = Date.parse("2026-11-01");
const profile = { skills: [], painPoints: [], niche: "" };
const rank = (query: string, ...posts: ReturnType<typeof hiringPost>[]) =>
  rankCandidates(posts, parseQuery(query), profile, now);

describe("'no' before a kind of company", () => {
  it("rules the kind out when 'no' opens a part of its own, and leaves a need named with 'no' alone", () => {
    const f = parseQuery("cold email and outbound lead gen for seed-stage startups, no agencies");
    // A recruiter's post for its client is a go-between too (user-read-fixes.test.ts).
    expect(f.ruledOut?.map((r) => r.label)).toEqual(["agencies", "recruiters"]);
    expect(f.industries).not.toContain("Agencies");
    expect(parseQuery("fintech startups but no crypto").ruledOut?.map((r) => r.label)).toEqual(["crypto"]);
    // A technology that is one of the kind's names ('web3' of crypto) is the kind too, never asked for.
    const proptech = parseQuery("proptech / real estate startups hiring in NYC, no crypto or web3 please");
    expect(proptech.ruledOut?.map((r) => r.label).sort()).toEqual(["crypto", "web3"]);
    expect(proptech.concepts?.some((c) => c.label === "crypto" || c.label === "web3")).toBe(false);
    expect(parseQuery("Webflow sites for startups, no WordPress").ruledOut).toBeUndefined();
    // A need: what the company lacks, not a kind of company.
    expect(parseQuery("seed-stage startups with no sales team yet").ruledOut).toBeUndefined();
    expect(parseQuery("startups, no website yet").ruledOut).toBeUndefined();
  });

  it("ranks an agency below a product company, by any of an agency's names", () => {
    const agency = hiringPost({
      now,
      id: 1,
      company: "Castleton",
      role: "Account Executive",
      signal: "Castleton | Account Executive | Remote\nWe're a boutique consultancy running outbound for SaaS clients.",
    });
    const product = hiringPost({
      now,
      id: 2,
      company: "Ledgerly",
      role: "Account Executive",
      signal: "Ledgerly | Account Executive | Remote\nWe make invoicing software for plumbers and run outbound.",
    });
    const ranked = rank("outbound sales reps for startups, no agencies", agency, product);
    expect(ranked.map((r) => r.prospect.company)).toEqual(["Ledgerly", "Castleton"]);
    expect(ranked[1]!.reasons.join(" · ")).not.toContain("agency");
  });
});

describe("a tool named by its site", () => {
  it("reads 'Bubble.io' and 'webflow.com' as the tool, with no 'io' or 'com' left to find", () => {
    const bubble = parseQuery("Bubble.io developer");
    expect(bubble.terms).toEqual(["bubble"]);
    const webflow = parseQuery("webflow.com expert");
    expect(webflow.skills).toEqual(["webflow"]);
    expect(webflow.terms).not.toContain("com");
    // A framework's own dotted name is not a site.
    expect(parseQuery("node.js developer").skills).toContain("node.js");
  });
});

describe("a tool's name", () => {
  it("is found as a whole word when it begins another language's name: Java is not JavaScript", () => {
    expect(countWordStarts("we use javascript and typescript", "java")).toBe(0);
    expect(countWordStarts("java, kotlin and spring boot", "java")).toBe(1);
    const js = hiringPost({
      now,
      id: 1,
      company: "Scripty",
      role: "Frontend Engineer",
      signal: "HTML / CSS / JavaScript",
    });
    const [top] = rank("Java Spring Boot developer", js);
    expect(top!.reasons.join(" · ")).not.toContain("Java");
  });

  it("keeps its 'er': Looker is not 'looking', Framer not 'framework', Docker not 'dock', a consumer not 'consume'", () => {
    const skill = { kind: "skill" };
    expect(searchForm(skill, "looker")).toBe("looker");
    expect(searchForm(skill, "framer")).toBe("framer");
    expect(countWordStarts("we are looking for a data analyst", searchForm(skill, "looker"))).toBe(0);
    expect(countWordStarts("a framework-free ui kit", searchForm(skill, "framer"))).toBe(0);
    // So does a word typed that names a person or a thing by its 'er' ('consumer apps', 'customer
    // support'): 'consume APIs' and 'custom software' are not what was asked.
    const term = { kind: "term" };
    expect(searchForm(term, "consumer")).toBe("consumer");
    expect(countWordStarts("an sdk to consume apis", searchForm(term, "consumer"))).toBe(0);
    expect(countWordStarts("custom software for banks", searchForm(term, "customer"))).toBe(0);
    expect(countWordStarts("apps for consumers", searchForm(term, "consumer"))).toBe(1);
    // Other words still find their forms.
    expect(searchForm(term, "launches")).toBe("launch");
    const looking = hiringPost({
      now,
      id: 1,
      company: "Seeker",
      role: "Analyst",
      signal: "We are looking for an analyst",
    });
    const [top] = rank("Looker dashboards", looking);
    expect(top!.reasons.join(" · ")).not.toContain("Looker");
  });
});

describe("reasons", () => {
  it("say the description's words a result holds when nothing else is said of it", () => {
    const post = hiringPost({
      now,
      id: 1,
      company: "Visionly",
      role: "Security Engineer",
      signal: "Visionly | Security Engineer | Remote\nOur computer vision models watch factory lines.",
    });
    const [top] = rank("computer vision for manufacturing and industrial inspection", post);
    expect(top!.reasons.length).toBeGreaterThan(0);
    expect(top!.reasons.join(" · ")).toContain("“computer vision”");
  });

  it("name the place a word for its people stands for: 'Based in Europe', not 'in European'", () => {
    const post = { ...hiringPost({ now, id: 1, company: "Berlinly", role: "Engineer", signal: "A team in Berlin" }) };
    post.location = "";
    post.fields = ["berlinly", "", "engineer", "a team in berlin", "", "", "", ""];
    post.hay = post.fields.join(" ");
    const [top] = rank("privacy compliance for European startups", post);
    expect(top!.reasons).toContain("Based in Europe");
    const [de] = rank("German startups hiring engineers", { ...post, fields: post.fields, hay: post.hay });
    expect(de!.reasons).toContain("Based in Germany");
  });

  it("write GDPR and HIPAA in capitals", () => {
    const post = hiringPost({ now, id: 1, company: "Healthly", role: "Engineer", signal: "HIPAA and GDPR work" });
    expect(rank("HIPAA compliance", post)[0]!.reasons).toContain("Mentions HIPAA");
  });
});

describe("Hacker News: a person's header", () => {
  it("is no company when it opens with SEEKING as its own part", () => {
    const parsed = parseHackerNews({
      id: 9001,
      by: "someone",
      time: now / 1000,
      source: "who_is_hiring",
      text: "SEEKING | AI&#x2F;ML Engineer | Auburn AL → SF&#x2F;Remote |<p>4 yrs production GenAI, RAG and evals.",
    });
    expect(parsed.ok).toBe(false);
  });
});

describe("a trade the clients lack", () => {
  it("is the user's own when rounds are asked: it ranks, but no client must be hiring for it", () => {
    const f = parseQuery("I'm a fractional CFO looking for startups that just raised and have no finance person yet");
    expect(f.signalKind).toBe("funding");
    expect(f.rolesOwn).toBe(true);
    expect(f.concepts?.filter((c) => c.kind === "role").every((c) => !c.required)).toBe(true);
    // Hiring asked in so many words still wants the opening.
    expect(parseQuery("startups that just raised and are hiring a finance manager").rolesOwn).toBeUndefined();
  });
});

describe("a field named as the service", () => {
  it("is the user's trade when only the service before 'for <clients>' names it", () => {
    const aws = parseQuery("AWS security and cost review for seed-stage startups");
    expect(aws.industries).not.toContain("Security");
    expect(aws.roles).toContain("security");
    // Named for the clients, it is their kind of company.
    expect(parseQuery("copywriting for security startups").industries).toContain("Security");
    // A field with no trade of its own stays the clients' kind ('healthtech marketing for startups').
    expect(parseQuery("healthtech marketing for startups").industries).toContain("Healthcare");
  });
});

describe("a UX researcher", () => {
  it("is not read into a post that only cares about usability", () => {
    const post = hiringPost({
      now,
      id: 1,
      company: "Seeq",
      role: "Backend Engineer",
      signal: "Seeq | Backend Engineer | Remote\nWe obsess over usability and performance.",
    });
    const [top] = rank("UX research for edtech apps", post);
    expect(top!.reasons.join(" · ")).not.toContain("UX researcher");
    const studies = hiringPost({ ...post, now, signal: "Seeq | Designer | Remote\nYou will run usability studies." });
    expect(rank("UX research for edtech apps", { ...studies, id: 2 })[0]!.reasons.join(" · ")).toContain(
      "UX researcher",
    );
  });
});

describe("a round asked for", () => {
  it("is shown by a post that says the company raised one, as by a funding row", () => {
    const raised = hiringPost({
      now,
      id: 1,
      company: "Zenledger",
      role: "Backend Engineer",
      signal: "Zenledger | Backend Engineer | Remote\nWe raised $15M in Series A funding in April.",
    });
    const bar = hiringPost({
      now,
      id: 2,
      company: "Barly",
      role: "Backend Engineer",
      signal: "Barly | Backend Engineer | Remote\nOur engineers raised the bar for billing.",
    });
    const ranked = rank("B2B startups that just raised a Series A", raised, bar);
    expect(ranked[0]!.prospect.company).toBe("Zenledger");
    expect(ranked[0]!.reasons).toContain("Says it raised a round");
    expect(ranked[1]!.reasons).not.toContain("Says it raised a round");
  });
});

describe("a customer service rep", () => {
  it("is the support trade a post's second header names", () => {
    const post = hiringPost({
      now,
      id: 1,
      company: "Cardshop",
      role: "Senior Software Engineer",
      signal:
        "Cardshop | Senior Software Engineer | Onsite\nCardshop | Customer Service Rep | Onsite | $40k - $55k\nWe help stores sell trading cards.",
    });
    const [top] = rank("customer service rep", post);
    expect(top!.reasons.join(" · ")).toMatch(/customer support/);
  });
});

describe("remote work for a user who says where they are", () => {
  it("is not a remote post open only inside another region", () => {
    const post = (id: number, company: string, location: string) =>
      hiringPost({
        now,
        id,
        company,
        location,
        role: "Backend Engineer",
        signal: `${company} | Backend Engineer | ${location}`,
      });
    const usOnly = post(1, "Statesly", "Remote (US only)");
    const europe = post(2, "Eurly", "Remote (Europe)");
    const anywhere = post(3, "Anyly", "Remote");
    const f = parseQuery("backend developer, I work remote from Europe");
    expect(f.ownRegion).toBe("europe");
    const ranked = rankCandidates([usOnly, europe, anywhere], f, profile, now);
    const reasons = new Map(ranked.map((r) => [r.prospect.company, r.reasons.join(" · ")]));
    expect(reasons.get("Statesly")).not.toContain("Open to remote work");
    expect(reasons.get("Eurly")).toContain("Open to remote work");
    expect(reasons.get("Anyly")).toContain("Open to remote work");
    // Said nothing of where they are: any remote post is open.
    const [top] = rank("remote backend developer", usOnly);
    expect(top!.reasons).toContain("Open to remote work");
  });
});

describe("YC batches counted back", () => {
  it("read as a period of a quarter a batch, leaving no 'last' or 'two' for posts to hold", () => {
    const two = parseQuery("Which YC companies from the last two batches might need help with paid ads?");
    expect(two.maxAgeDays).toBe(184);
    expect(two.concepts?.some((c) => c.label === "last" || c.label === "two")).toBe(false);
    const one = parseQuery("YC startups from the last batch");
    expect(one.maxAgeDays).toBe(90);
    expect(one.concepts?.some((c) => c.label === "last")).toBe(false);
  });
});

describe("a period as a person says it", () => {
  it("names whole months counted as days in months", () => {
    expect(periodWords(184)).toBe("the last 6 months");
    expect(periodWords(61)).toBe("the last 2 months");
    expect(periodWords(90)).toBe("the last 3 months");
    expect(periodWords(45)).toBe("the last 45 days");
    expect(periodWords(14)).toBe("the last 2 weeks");
  });
});

describe("the platforms paid ads run on", () => {
  it("rank as the channels of the work, never words a client must hold", () => {
    const f = parseQuery(
      "Which YC companies from the last two batches might need help with paid ads on Meta and Google?",
    );
    const platforms = f.concepts?.filter((c) => c.label === "meta" || c.label === "google") ?? [];
    expect(platforms.map((c) => c.label).sort()).toEqual(["google", "meta"]);
    expect(platforms.every((c) => !c.required)).toBe(true);
    // Without ads, a platform is what the user asked about ('Google alumni founders').
    expect(parseQuery("startups founded by Google alumni").concepts?.find((c) => c.label === "google")?.required).toBe(
      true,
    );
  });
});

describe("clients asked for near the user", () => {
  it("take the user's own place as theirs when the user says 'local', with no 'local' left to match", () => {
    const local = parseQuery("I'm a designer based in Berlin looking for local startups");
    expect(local.places?.map((p) => p.name)).toEqual(["berlin"]);
    expect(local.concepts?.some((c) => c.label === "local")).toBe(false);
    // Without 'local', where the user lives says nothing of the clients.
    const own = parseQuery("I'm a designer based in Berlin looking for fintech startups");
    expect(own.places).toEqual([]);
    expect(own.ownRegion).toBe("europe");
  });
});
