import { describe, expect, it } from "vitest";
import { classifyIndustry, textIsAbout } from "#functions/services/lexicon";
import { otherSpelling, parseQuery } from "#functions/services/search/parse-query";
import { conceptScores } from "#functions/services/search/text-score";

const required = (q: string) => (parseQuery(q).concepts ?? []).filter((c) => c.required).map((c) => c.label);

describe("parseQuery: who the user wants", () => {
  it("reads someone to hire as a buyer's request, whatever product words come with it", () => {
    const f = parseQuery("need a Figma designer for a mobile app");
    expect(f.roles).toEqual(["designer"]);
    expect(f.buyers).toBe(true);
    // 'app' says what kind of work, not the subject: it ranks but is never required.
    expect(required("need a Figma designer for a mobile app")).not.toContain("app");
  });

  it("reads a user saying what they sell as wanting buyers, whatever product words they use", () => {
    // 'apps' names the trade here: the user wants someone to build them for, not app launches.
    expect(parseQuery("I build iOS apps, find me clients").buyers).toBe(true);
    expect(parseQuery("we design Shopify stores for brands").buyers).toBe(true);
    // The same words without the seller's voice still ask for products.
    expect(parseQuery("iOS apps").buyers).toBe(false);
  });

  it("reads a field's work or team as its trade ('design work', 'building a data team'), with no title to match", () => {
    const design = parseQuery("agencies that outsource overflow design work");
    expect(design.roles).toEqual(["designer"]);
    expect(design.concepts?.some((c) => c.label === "design work")).toBe(false);
    expect(parseQuery("Series B companies in Austin building a data team").roles).toEqual(["data"]);
    expect(parseQuery("startups growing their sales team").roles).toEqual(["sales"]);
    // The team a service is for is no trade wanted, and a field named alone is no person.
    expect(parseQuery("Notion setup for a small design team").roles).not.toContain("designer");
    expect(parseQuery("design tools").roles).toEqual([]);
  });

  it("knows the kinds of client freelancers name beyond tech's own words", () => {
    const kinds: [string, string][] = [
      ["telecom companies looking for a data engineer", "Telecom"],
      ["wedding planners and event venues needing a website", "Events"],
      ["childcare centers that need marketing help", "Education"],
      ["investing and trading apps needing an iOS developer", "Fintech"],
      ["oncology startups that need a copywriter", "Healthcare"],
      ["housing startups hiring a product designer", "Real Estate"],
      ["cryptocurrency exchanges hiring", "Fintech"],
    ];
    for (const [query, kind] of kinds) expect(parseQuery(query).industries, query).toContain(kind);
  });

  it("reads a specialty's whole title, so its 'engineer' asks for no developer besides", () => {
    expect(parseQuery("QA engineer jobs").roles).toEqual(["qa"]);
    expect(parseQuery("need a devops engineer").roles).toEqual(["devops"]);
    expect(parseQuery("companies that recently posted a QA or test engineer job").roles).toEqual(["qa"]);
    expect(parseQuery("looking for frontend engineers and QA testers").roles).toEqual(["developer", "qa"]);
  });

  it("reads a data pipeline as words to find, not the data trade whose titles the index would AND with them", () => {
    expect(parseQuery("python developers for a data pipeline").roles).toEqual(["developer"]);
    expect(parseQuery("logistics companies struggling with manual reporting").roles).toEqual([]);
  });

  it("knows the AI engineer's titles posts use ('AI Agent Engineer', 'LLM Engineer')", () => {
    const ml = parseQuery("legal tech startups hiring AI engineers").concepts?.find((c) => c.kind === "role");
    expect(ml?.alts).toEqual(expect.arrayContaining(["ai agent engineer", "llm engineer", "ai product engineer"]));
  });

  it("reads agencies and studios as a kind of client, but not the user's own agency", () => {
    expect(parseQuery("digital agencies hiring contract web developers").industries).toContain("Agencies");
    expect(parseQuery("agencies that need white-label web development").industries).toEqual(["Agencies"]);
    expect(parseQuery("I run a small agency. Who is hiring React devs?").industries).toEqual([]);
    expect(parseQuery("government agencies that need a website").industries).toEqual(["Government"]);
  });

  it("asks no launch to name the skill it needs, since launches naming it sell it", () => {
    const seo = parseQuery("recently launched SaaS tools that need SEO").concepts?.find((c) => c.label === "seo");
    expect(seo?.required).toBe(false);
    expect(seo?.weight).toBe(0);
    expect(parseQuery("SEO for ecommerce brands").concepts?.find((c) => c.label === "seo")?.required).toBe(true);
    // A skill that is a trade's own work ('copywriting', the writer's) is the service too.
    const copy = parseQuery("copywriting for productivity apps launched in the past few weeks").concepts?.find(
      (c) => c.label === "copywriting",
    );
    expect(copy).toMatchObject({ required: false, weight: 0 });
    // A tool asked of launches is what they are, not a service they need.
    expect(
      parseQuery("new React libraries launched this week").concepts?.find((c) => c.label === "react")?.required,
    ).toBe(true);
  });

  it("reads 'Series B or later' as that round and every later one, with no 'later' to find", () => {
    for (const q of [
      "Series B or later companies hiring",
      "Series B+ startups hiring engineers",
      "companies past Series B",
    ]) {
      const f = parseQuery(q);
      expect(f.stages, q).toEqual(expect.arrayContaining(["Series B", "Series C", "Series D", "Growth"]));
      expect(f.terms, q).not.toContain("later");
      expect(f.terms, q).not.toContain("past");
    }
    expect(parseQuery("Series A companies hiring").stages).toEqual(["Series A"]);
  });

  it("asks for the work the clients need, not the tools of the user's introduction", () => {
    const required = (q: string, label: string) => parseQuery(q).concepts?.find((c) => c.label === label)?.required;
    const webflow =
      "I'm a Webflow and React developer looking for early-stage startups that need a new website or web app";
    expect(required(webflow, "webflow")).toBe(false);
    expect(required(webflow, "react")).toBe(false);
    // With no work named after it, the tool is what the user wants to be hired for.
    expect(required("I'm a React developer looking for startups that are hiring", "react")).toBe(true);
  });

  it("reads a field named last after the clients, keyword style, as the trade they need", () => {
    const food = parseQuery("food delivery startups marketing");
    expect(food.roles).toEqual(["marketer"]);
    expect(food.industries).toEqual(["Food & Hospitality"]);
    expect(parseQuery("fintech startups design").roles).toEqual(["designer"]);
    expect(parseQuery("b2b saas content").roles).toEqual(["writer"]);
    const video = parseQuery("dtc brands video");
    expect(video.roles).toEqual(["video"]);
    expect(video.industries).not.toContain("Media");
    // The same field first, or the companies of a field, is the kind of company.
    expect(parseQuery("marketing agencies").roles).toEqual([]);
    expect(parseQuery("video startups").roles).toEqual([]);
  });

  it("reads a trade the lexicon does not know, named as its doer, as wanting buyers", () => {
    expect(parseQuery("Spanish translator").buyers).toBe(true);
    expect(parseQuery("voice actor for games").buyers).toBe(true);
    expect(parseQuery("I'm a freelance event planner").buyers).toBe(true);
    // Clients named that way are not the user's trade.
    expect(parseQuery("B2B SaaS founders").buyers).toBe(false);
    expect(parseQuery("Shopify store owners").buyers).toBe(false);
  });

  it("reads the user's own introduction as theirs, not the client's: its industry and its size", () => {
    const f = parseQuery(
      "We're a small AI consultancy that builds LLM agents and would love to work with law firms or legal tech companies",
    );
    expect(f.industries).toEqual(["Legal"]);
    expect(f.sizes).toEqual([]);
    // What the user is ('consultancy') ranks but no client must say it; a service business wants buyers.
    expect(required("We're a small AI consultancy and would love to work with law firms")).toEqual(["law firms"]);
    expect(f.buyers).toBe(true);
    // With no client industry named after it, the introduction's industry is all there is to go on.
    expect(parseQuery("I'm a fintech developer looking for fintech startups").industries).toEqual(["Fintech"]);
    expect(parseQuery("We're a fintech studio").industries).toEqual(["Fintech"]);
    // ...unless its field names the trade the user sells: an AI studio's clients hire for AI work.
    expect(parseQuery("We're an AI studio").industries).toEqual([]);
    expect(parseQuery("We're an AI studio").roles).toEqual(["machine learning"]);
    // A size said of the client still counts.
    expect(parseQuery("Kubernetes help for a small engineering team").sizes).toEqual(["1-10", "11-50"]);
  });

  it("reads kinds named as the client's customers as customers, not as the client's industry", () => {
    const f = parseQuery("companies whose customers are local shops, salons and gyms");
    expect(f.industries).toEqual([]);
    // One set of alternatives: a company serving small businesses serves the salons and gyms among them.
    const customers = (f.concepts ?? []).filter((c) => c.required);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.alts).toEqual(expect.arrayContaining(["salons", "gyms", "small business", "local business"]));
    // Businesses only: a post working with freelancers or calling itself a small team serves no shops.
    expect(customers[0]!.alts).not.toContain("freelancer");
    expect(customers[0]!.alts).not.toContain("small team");
    // The client's own kind, named before whom it serves, is still its industry.
    expect(parseQuery("fintech startups serving small businesses").industries).toEqual(["Fintech"]);
  });

  it("reads named engines and tools as skills, and a kind of company as no product ask", () => {
    expect(parseQuery("gaming studios hiring Unity developers").skills).toContain("unity");
    expect(parseQuery("data teams using dbt and Snowflake").skills).toEqual(["dbt", "snowflake"]);
    // 'SaaS' says what kind of company wants the help, not that SaaS products are asked for.
    expect(parseQuery("Stripe integration help for SaaS").buyers).toBe(true);
    expect(parseQuery("SaaS tools for recruiters").buyers).toBe(false);
  });

  it("reads the help a launch could use as the user's trade, not the launch's subject", () => {
    const f = parseQuery("products launched on Product Hunt this week that could use marketing help");
    expect(f.signalKind).toBe("launch");
    expect(f.sells).toBe("marketing");
    // Marketing launches are the marketer's competitors: not the industry asked for, nor a word required.
    expect(f.industries).not.toContain("Marketing");
    expect(f.terms).not.toContain("marketing");
    expect(parseQuery("apps that just launched and need help with their SEO").sells).toBe("seo");
    // Someone hiring is found by the trade's words: outside a launch or a round, they stay.
    const team = parseQuery("Kubernetes and CI/CD help for a small engineering team");
    expect(team.concepts?.find((c) => c.label === "kubernetes")?.required).toBe(true);
  });

  it("reads a service for a kind of client as the user's trade, and 'just got into YC' as a recent batch", () => {
    const f = parseQuery("logo and brand identity for startups that just got into YC");
    expect(f.sells).toBe("logo and brand identity");
    expect(f.sources).toEqual(["ycombinator"]);
    expect(f.maxAgeDays).toBe(90);
    // 'Batch' is YC's: told by the source and the batch's date, never a word a post must say.
    expect(parseQuery("YC companies from a recent batch that are hiring").terms).not.toContain("batch");
    expect(parseQuery("batch processing jobs").terms).toContain("batch");
    // The source ranks; its name in a post's text is not required.
    expect(f.concepts?.find((c) => c.label === "yc")?.required).toBe(false);
    // Beside a batch asked for, the trade named is the user's own: it ranks, no company must hire it.
    expect(f.rolesOwn).toBe(true);
    expect(f.concepts?.find((c) => c.label === "designer")?.required).toBe(false);
    const deck = parseQuery("pitch deck designer for startups in YC's Spring 2026 batch before their demo day");
    expect(deck.rolesOwn).toBe(true);
    expect(deck.terms).not.toContain("demo");
    // Hiring asked, or no batch asked: the trade is whom the client hires.
    expect(parseQuery("YC startups from a recent batch hiring a designer").rolesOwn).toBeUndefined();
    expect(parseQuery("YC startups that need a designer").rolesOwn).toBeUndefined();
    expect(parseQuery("demo day prep for founders").terms).toContain("demo");
    // Products asked for are not a trade; a product word after 'for' is the client.
    expect(parseQuery("AI tools for startups").sells).toBeUndefined();
    expect(parseQuery("translation and localization for apps going global").sells).toBe("translation and localization");
  });

  it("reads what a trade delivers as naming the trade", () => {
    expect(parseQuery("explainer and product demo videos for SaaS startups").roles).toEqual(["video"]);
    expect(parseQuery("logo and brand identity for a fintech").roles).toEqual(["designer"]);
    // A post asking for the work ('needs a logo') is as good as one naming the designer.
    expect(parseQuery("startups that need a logo").concepts?.find((c) => c.kind === "role")?.alts).toContain("logo");
    expect(
      parseQuery("nonprofit that needs its website redone").concepts?.find((c) => c.kind === "role")?.alts,
    ).toContain("website");
    // What the work is about ('chatbot development') is a word to find, ranking but not required.
    const chatbot = parseQuery("customer service chatbot development").concepts?.find((c) => c.label === "chatbot");
    expect(chatbot).toMatchObject({ kind: "term", alts: ["chatbot"], required: false });
    // Not how it is done ('custom', 'built') nor a word already asked for (the WordPress skill).
    const plugin = parseQuery("anyone need a custom WordPress plugin built?").concepts ?? [];
    expect(plugin.map((c) => c.label)).toEqual(expect.arrayContaining(["wordpress", "plugin"]));
    expect(plugin.filter((c) => c.label === "custom" || c.label === "built")).toEqual([]);
    expect(plugin.find((c) => c.label === "wordpress")?.kind).toBe("skill");
    expect(parseQuery("landing page copy for B2B startups").roles).toEqual(["writer"]);
    expect(parseQuery("penetration testing for fintech apps").roles).toEqual(["security"]);
    // The security work is the trade, not the industry of the client.
    expect(parseQuery("penetration testing for fintech apps").industries).toEqual(["Fintech"]);
    expect(parseQuery("non-technical founders who need an MVP built").roles).toEqual(["founding engineer"]);
    expect(parseQuery("nonprofit that needs its website redone").roles).toEqual(["developer"]);
    const social = parseQuery("restaurants needing social media management");
    expect(social.roles).toEqual(["marketer"]);
    expect(social.industries).not.toContain("Media");
    expect(parseQuery("help companies migrate to the cloud").roles).toEqual(["devops"]);
    // '<field> jobs' is the field's people; '<thing> development' is the developer's work, a chatbot's the ML engineer's.
    expect(parseQuery("marketing jobs in New York City").roles).toEqual(["marketer"]);
    expect(parseQuery("marketing jobs in New York City").industries).not.toContain("Marketing");
    expect(parseQuery("customer service chatbot development").roles).toEqual(["machine learning"]);
    expect(parseQuery("Tableau or Power BI dashboards for operations teams").roles).toEqual(["data"]);
    expect(parseQuery("outsourced customer support for fast-growing apps").roles).toEqual(["support"]);
    expect(parseQuery("CRO: more trial signups from the same traffic").roles).toEqual(["marketer"]);
    expect(parseQuery("bioinformatics contractor for drug discovery").roles).toEqual(["scientist"]);
    expect(parseQuery("anyone need a custom WordPress plugin built?").roles).toEqual(["developer"]);
    // A launch wanted for a trade named by its work: launches selling that work are the vendors.
    const emails = parseQuery("apps that launched in the past few days and need onboarding emails");
    expect(emails.roles).toEqual(["marketer"]);
    expect(emails.sells).toBe("marketer");
    const deck = parseQuery("founders who need a pitch deck designed");
    expect(deck.roles).toEqual(["designer"]);
    // How the work gets done ('designed', 'built', 'redone') is grammar, not a word to match.
    expect(deck.terms).toEqual([]);
    expect(parseQuery("startups that need a mobile app built").roles).toEqual(["mobile"]);
    // Website copy is the writer's; a website builder, and apps for a trade, are products.
    expect(parseQuery("startups that need website copy").roles).toEqual(["writer"]);
    expect(parseQuery("website builders for restaurants").roles).toEqual([]);
    expect(parseQuery("mobile apps for dentists").roles).toEqual([]);
    // A product that makes them is still a product.
    expect(parseQuery("tools for demo videos").roles).toEqual([]);
  });

  it("reads outsourcing as a buyer's need, not a word a post must contain", () => {
    const f = parseQuery("agencies that outsource development");
    expect(f.buyers).toBe(true);
    expect(f.terms).not.toContain("outsource");
  });

  it("keeps a field of work apart from a person: 'analytics for Shopify stores' asks for products", () => {
    const f = parseQuery("analytics for Shopify stores");
    expect(f.roles).toEqual([]);
    expect(f.buyers).toBe(false);
    expect(required("analytics for Shopify stores")).toEqual(["shopify", "analytics"]);
  });

  it("reads a whole job title, not its first word as a subject", () => {
    const designer = parseQuery("hiring a product designer in San Francisco");
    expect(designer.terms).not.toContain("product");
    expect(designer.concepts?.find((c) => c.kind === "phrase")?.label).toBe("product designer");
    const marketing = parseQuery("Series A startups hiring a head of marketing");
    expect(marketing.roles).toEqual(["marketer"]);
    expect(marketing.terms).not.toContain("head");
  });

  it("reads 'open ... roles' as hiring, and 'open' as no subject", () => {
    const f = parseQuery("climate companies with open data scientist roles");
    expect(f.signalKind).toBe("hiring");
    expect(f.terms).not.toContain("open");
    expect(f.industries).toEqual(["Climate"]);
    // 'open source' is still a subject.
    expect(parseQuery("open source developer tools").terms).toContain("open");
  });

  it("makes kind-of-thing words rank without being required", () => {
    expect(required("email marketing tools launched recently")).toEqual(["marketing", "email"]);
    expect(required("newly launched productivity apps")).toEqual(["productivity"]);
  });
});

describe("parseQuery: periods counted out", () => {
  it("reads 'the past few days', 'last 2 weeks' and 'past three months' as periods, not words", () => {
    const days = parseQuery("apps that launched in the past few days");
    expect(days.maxAgeDays).toBe(7);
    expect(days.terms).not.toContain("days");
    expect(parseQuery("React Native jobs posted in the last 2 weeks").maxAgeDays).toBe(14);
    expect(parseQuery("startups that raised in the past three months").maxAgeDays).toBe(93);
  });
});

describe("parseQuery: places and industries", () => {
  it("knows cities beyond the largest, in their region, and 'new' is neither a date nor a word", () => {
    const f = parseQuery("new startups in Pittsburgh");
    expect(f.maxAgeDays).toBeUndefined();
    expect(f.locations).toEqual(["united states"]);
    expect(f.places?.map((p) => p.name)).toEqual(["pittsburgh"]);
    expect(f.terms).toEqual([]);
    const ny = parseQuery("fintech startups in New York City");
    expect(ny.places?.map((p) => p.name)).toEqual(["new york"]);
    expect(ny.terms).not.toContain("city");
  });

  it("names trades the lexicon now holds: games, robots, aerospace, defense", () => {
    expect(parseQuery("game studios that are hiring").industries).toEqual(["Gaming"]);
    expect(parseQuery("robotics startups").industries).toEqual(["Robotics"]);
    expect(parseQuery("satellite companies").industries).toEqual(["Aerospace"]);
    expect(parseQuery("defense tech startups").industries).toEqual(["Defense"]);
    expect(classifyIndustry("An indie game studio hiring for its second video game, a co-op gaming title")).toBe(
      "Gaming",
    );
  });

  it("files electricity, fusion, wind and geothermal companies under climate", () => {
    for (const line of [
      "AI analyst for electricity markets",
      "Fusion reactors for ships",
      "Geothermal drilling for data centers",
      "Software for wind farms",
    ])
      expect(classifyIndustry(line), line).toBe("Climate");
  });

  it("does not take a job's own travel for the travel industry", () => {
    expect(textIsAbout("Backend engineer, remote, occasional travel to the Austin office", "Travel")).toBe(false);
    expect(textIsAbout("Some travel required. Travel stipend included.", "Travel")).toBe(false);
    expect(textIsAbout("We build hotel and travel booking software for small agencies", "Travel")).toBe(true);
    expect(
      classifyIndustry("Acme Health | Engineer | Remote with occasional travel. We build software for clinics"),
    ).toBe("Healthcare");
  });

  it("files a company using AI under its market, and under AI only when AI is what it is", () => {
    // AI named by one word more than the market: the market wins.
    expect(classifyIndustry("We build LLM-based AI agents for payments reconciliation")).toBe("Fintech");
    // AI alone, or far more than anything else, is AI.
    expect(classifyIndustry("AI agents, LLM evals and machine learning infrastructure")).toBe(
      "Artificial Intelligence",
    );
    expect(classifyIndustry("An AI copilot with LLM evals and machine learning for security teams")).toBe(
      "Artificial Intelligence",
    );
  });

  it("answers a description of common words alone with no words to match rather than every word", () => {
    const f = parseQuery("I'm looking for some companies that need help");
    expect(f.terms).toEqual([]);
    expect(f.concepts).toEqual([]);
    expect(f.buyers).toBe(true);
  });
});

describe("conceptScores: what the index saw past the part read", () => {
  const fields = [
    ["acme", "", "", "ship production-ready apps", "", "", "", ""],
    ["other", "", "", "more apps", "", "", "", ""],
  ];
  const scores = (word: string) =>
    conceptScores(
      fields,
      [
        { alts: [word], weight: 1, required: true, kind: "term", label: word },
        { alts: ["apps"], weight: 1, required: true, kind: "term", label: "apps" },
      ],
      [new Set([word]), new Set<string>()],
    );

  it("credits a word found deeper in the post, but not one the index's stemmer shortens to a commoner one", () => {
    const [seenDeeper, without] = scores("kubernetes");
    expect(seenDeeper).toBeGreaterThan(without!);
    // The index finds 'productivity' as 'product' ('production-ready'): no credit.
    const [stemmed, other] = scores("productivity");
    expect(stemmed).toBe(other);
    // ...nor 'wedding', which it finds as 'wed' (a Wednesday, 'wedded').
    const [wed, plain] = scores("wedding");
    expect(wed).toBe(plain);
  });

  it("credits a named tool's three-letter name found deeper, but not one the stemmer cuts ('ios' as 'io') nor a plain word", () => {
    const tool = (kind: "skill" | "term", word: string) =>
      conceptScores(
        fields,
        [
          { alts: [word], weight: 3, required: true, kind, label: word },
          { alts: ["apps"], weight: 1, required: true, kind: "term", label: "apps" },
        ],
        [new Set([word]), new Set<string>()],
      );
    const [dbtDeeper, dbtWithout] = tool("skill", "dbt");
    expect(dbtDeeper).toBeGreaterThan(dbtWithout!);
    const [iosDeeper, iosWithout] = tool("skill", "ios");
    expect(iosDeeper).toBe(iosWithout);
    const [termDeeper, termWithout] = tool("term", "fix");
    expect(termDeeper).toBe(termWithout);
  });
});

describe("parseQuery: skills and job-board phrasing", () => {
  it("takes a two-word skill whole and reads 'wanted' as hiring", () => {
    const f = parseQuery("React Native developers wanted");
    expect(f.signalKind).toBe("hiring");
    expect(f.skills).toContain("react native");
    expect(f.terms).toEqual([]);
  });
});

describe("parseQuery: verbs around the subject", () => {
  it("leaves 'building' out of the words to match", () => {
    const f = parseQuery("companies building with Elixir");
    expect(f.skills).toEqual(["elixir"]);
    expect(f.terms).toEqual([]);
  });
});

describe("parseQuery: a whole region", () => {
  it("looks for a region's places, not the demonyms posts rarely write, so more places fit the index's share", () => {
    const europe = parseQuery("remote designers in Europe").places?.[0];
    expect(europe?.name).toBe("europe");
    expect(europe?.alts).not.toContain("german");
    // The index looks for the first 24 spellings (candidates.ts MAX_ALTS).
    expect(europe?.alts.slice(0, 24)).toEqual(expect.arrayContaining(["ireland", "dublin", "munich"]));
    // Named by its demonym, the region keeps that word.
    expect(parseQuery("European fintech startups").places?.[0]?.alts).toContain("european");
  });

  it("reads a country by its people's name, looking for the country and the cities posts name", () => {
    const irish = parseQuery("Irish startups hiring");
    expect(irish.locations).toEqual(["europe"]);
    expect(irish.places?.[0]?.alts).toEqual(expect.arrayContaining(["ireland", "dublin", "cork"]));
    expect(irish.terms).not.toContain("irish");
    expect(parseQuery("Mexican ecommerce brands").places?.[0]?.alts).toContain("guadalajara");
  });
});

describe("parseQuery: trades beyond engineering", () => {
  it("reads customer support as someone to hire only when hiring is asked about", () => {
    expect(parseQuery("SaaS companies hiring customer support").roles).toEqual(["support"]);
    const product = parseQuery("AI agents for customer support");
    expect(product.roles).toEqual([]);
    expect(product.buyers).toBe(false);
  });

  it("names recruiters, community managers and bookkeepers as people to hire", () => {
    expect(parseQuery("startups that need a recruiter to help them hire").roles).toEqual(["recruiter"]);
    expect(parseQuery("web3 community manager").roles).toEqual(["community"]);
    expect(parseQuery("bookkeeping clients").roles).toEqual(["finance"]);
    expect(parseQuery("bookkeeping clients").industries).not.toContain("Fintech");
    // The product stays a product.
    expect(parseQuery("accounting software for small businesses").roles).toEqual([]);
  });

  it("reads a service named as a trade as the person who does it, and a product of it as a product", () => {
    expect(parseQuery("copywriting for SaaS").roles).toEqual(["writer"]);
    expect(parseQuery("copywriting for SaaS").buyers).toBe(true);
    expect(parseQuery("startups hiring a bookkeeper").roles).toEqual(["finance"]);
    expect(parseQuery("video editing tools").roles).toEqual([]);
    expect(parseQuery("SEO for ecommerce brands").roles).toEqual(["marketer"]);
    expect(parseQuery("SEO tools for agencies").roles).toEqual([]);
    expect(parseQuery("bookkeeping software").roles).toEqual([]);
  });

  it("keeps the audience of a product apart from someone to hire", () => {
    const f = parseQuery("tools for recruiters");
    expect(f.roles).toEqual([]);
    expect(f.buyers).toBe(false);
  });

  it("reads 'LA' as Los Angeles, looked for by the city's spellings", () => {
    const la = parseQuery("LA startups hiring").places?.[0];
    expect(la?.name).toBe("la");
    expect(la?.alts).toContain("los angeles");
    expect(la?.alts).not.toContain("la");
  });
});

describe("parseQuery: the words everyone uses", () => {
  it("reads 'startups' as who the user sells to, not a team size; 'small' still is one", () => {
    expect(parseQuery("LA startups hiring").sizes).toEqual([]);
    expect(parseQuery("small B2B SaaS startups").sizes).toEqual(["1-10", "11-50"]);
  });
});

describe("parseQuery: a source named", () => {
  it("reads 'YC companies' and 'on Product Hunt' as where the prospects were found, and 'Show HN' as no source", () => {
    expect(parseQuery("YC companies from a recent batch that are hiring").sources).toEqual(["ycombinator"]);
    expect(parseQuery("AI tools on Product Hunt").sources).toEqual(["producthunt"]);
    expect(parseQuery("Show HN launches").sources).toBeUndefined();
    expect(parseQuery("fintech startups").sources).toBeUndefined();
    // A two-word source name is the source, not two words every result must contain.
    const hn = parseQuery("developer tools companies hiring on Hacker News");
    expect(hn.sources).toEqual(["hackernews"]);
    expect(hn.terms).not.toContain("hacker");
    expect(hn.terms).not.toContain("news");
  });
});

describe("parseQuery: whom a product serves, and a trade's other names", () => {
  it("reads 'for small businesses' after a product as its audience, matched in the text, not a team size", () => {
    const f = parseQuery("accounting software for small businesses");
    expect(f.sizes).toEqual([]);
    expect(f.concepts?.find((c) => c.label === "small business")?.alts).toEqual(expect.arrayContaining(["smb"]));
    // Without a product asked, 'small' is still the prospect's size.
    expect(parseQuery("small teams that need help with their data infrastructure").sizes).toEqual(["1-10", "11-50"]);
  });

  it("matches a typed trade word by the other words posts use for it", () => {
    const crypto = parseQuery("crypto projects that need a Solidity developer").concepts?.find(
      (c) => c.label === "crypto",
    );
    expect(crypto?.alts).toEqual(expect.arrayContaining(["crypto", "blockchain", "web3"]));
    const nonprofits = parseQuery("nonprofits needing a new website").concepts?.find((c) => c.label === "nonprofits");
    expect(nonprofits?.alts).toEqual(expect.arrayContaining(["charity", "non-profit"]));
  });
});

describe("parseQuery: trades and phrasings first met in the fresh relevance set", () => {
  it("knows the people other trades sell to: programme and project managers, founding engineers, counsel, HR, artists, photographers, UX researchers", () => {
    expect(parseQuery("organisations hiring a programme manager")).toMatchObject({
      roles: ["program manager"],
      terms: [],
    });
    // 'first' is no subject: a first engineer is what posts call a founding engineer.
    expect(parseQuery("startups hiring their first engineer")).toMatchObject({
      roles: ["founding engineer"],
      terms: [],
    });
    // ... and the words typed earn nothing over 'Founding Engineer': one job, two names.
    expect(parseQuery("startups hiring their first engineer").concepts?.some((c) => c.kind === "phrase")).toBe(false);
    // Where the title names a kind within the trade, the kind typed counts again.
    expect(parseQuery("hiring a product designer").concepts?.some((c) => c.label === "product designer")).toBe(true);
    const counsel = parseQuery("startups that need in-house legal counsel");
    expect(counsel.roles).toEqual(["legal"]);
    // Legal counsel wanted is no legal-tech company asked for.
    expect(counsel.industries).toEqual([]);
    expect(parseQuery("HR consultant for a startup growing past 50 people").roles).toEqual(["people ops"]);
    expect(parseQuery("3D artist (Blender, Unity) looking for work").roles).toEqual(["artist"]);
    expect(parseQuery("product photographer for ecommerce brands").roles).toEqual(["photographer"]);
    const ux = parseQuery("I'm a UX researcher looking for startups that want usability testing");
    expect(ux.roles).toEqual(["ux researcher"]);
    // Paid ads named as a trade are the marketer who runs them.
    const ads = parseQuery("companies that need help with Google Ads or Meta ads");
    expect(ads.roles).toEqual(["marketer"]);
    expect(ads.terms).toEqual([]);
  });

  it("keeps a product's audience apart from a person wanted", () => {
    expect(parseQuery("new AI tools for lawyers").roles).toEqual([]);
    expect(parseQuery("HR and payroll software").roles).toEqual([]);
    expect(parseQuery("Google Ads tools").roles).toEqual([]);
  });

  it("reads a funding round beside someone to hire as a hiring request the round ranks", () => {
    const f = parseQuery("startups that just closed a funding round and need a designer");
    expect(f.signalKind).toBe("hiring");
    expect(f.buyers).toBe(true);
    expect(f.terms).not.toContain("round");
    const raised = f.concepts?.find((c) => c.label === "raised");
    expect(raised).toMatchObject({ required: false });
    expect(parseQuery("fractional CFO for venture-backed startups")).toMatchObject({
      signalKind: "hiring",
      roles: ["finance"],
    });
    // Without a person named, funding is still what is asked for.
    expect(parseQuery("recently funded climate startups").signalKind).toBe("funding");
  });

  it("reads a head count typed as a number as team sizes, never as words to match", () => {
    const large = parseQuery("large companies with 1000+ employees hiring remote engineers");
    expect(large.sizes).toEqual(["1000+"]);
    expect(large.terms).toEqual([]);
    const past = parseQuery("HR consultant for a startup growing past 50 people");
    expect(past.sizes).toEqual(["51-200", "201-1000", "1000+"]);
    expect(past.terms).toEqual([]);
    expect(parseQuery("agencies with under 50 people").sizes).toEqual(["1-10", "11-50"]);
    expect(parseQuery("a team of 20 people that needs a designer").sizes).toEqual(["11-50"]);
  });

  it("keeps a compound whose other part is grammar whole and only ranking: 'in-house' is not 'house'", () => {
    const f = parseQuery("startups that need in-house legal counsel");
    expect(f.terms).not.toContain("house");
    expect(f.concepts?.find((c) => c.label === "in-house")).toMatchObject({ required: false });
  });

  it("looks for a word in its British and American spellings", () => {
    expect(otherSpelling("organisation")).toBe("organization");
    expect(otherSpelling("optimize")).toBe("optimise");
    expect(otherSpelling("analysed")).toBe("analyzed");
    expect(otherSpelling("programme")).toBe("program");
    expect(otherSpelling("colour")).toBe("color");
    expect(otherSpelling("center")).toBe("centre");
    expect(otherSpelling("react")).toBeUndefined();
    expect(parseQuery("colour sensors for factories").concepts?.find((c) => c.label === "colour")?.alts).toEqual([
      "colour",
      "color",
    ]);
  });

  it("reads a standard with a number in its name whole: SOC 2", () => {
    const f = parseQuery("SOC 2 compliance help for early stage SaaS");
    expect(f.skills).toContain("soc 2");
    expect(f.terms).not.toContain("soc");
  });

  it("lets a skill that only qualifies a specialist's title rank without being required", () => {
    expect(required("edtech startups looking for a UX designer")).not.toContain("ux");
    // A skill that is the trade itself stays required.
    expect(required("SEO for ecommerce brands")).toContain("seo");
    expect(required("frontend developer, remote, european timezone")).toContain("frontend");
  });

  it("reads the longest job title typed: a motion designer is the video trade, not any designer", () => {
    const f = parseQuery("who needs a motion designer or animator");
    expect(f.roles).toEqual(["video"]);
    expect(f.terms).not.toContain("motion");
    expect(parseQuery("I'm a UX researcher").roles).toEqual(["ux researcher"]);
  });

  it("lets how the work is engaged rank without being required: posts rarely say 'freelance'", () => {
    expect(required("terraform aws contractor")).toEqual(["aws", "terraform"]);
    expect(parseQuery("terraform aws contractor").concepts?.find((c) => c.label === "contractor")).toMatchObject({
      required: false,
      weight: 0.5,
    });
  });

  it("lets a title's seniority rank without being required, and reads 'UX/UI' as the title's kind", () => {
    const f = parseQuery("senior product manager roles in London");
    expect(required("senior product manager roles in London")).not.toContain("senior");
    expect(f.concepts?.find((c) => c.label === "senior")).toMatchObject({ required: false });
    expect(required("hiring a UX/UI designer")).toEqual(["designer"]);
  });

  it("reads things typed as alternatives as one thing asked for, any of them doing", () => {
    expect(required("companies hiring in Berlin or Munich")).toEqual(["berlin or munich"]);
    const berlin = parseQuery("companies hiring in Berlin or Munich").concepts?.find((c) => c.kind === "place");
    expect(berlin?.alts).toEqual(expect.arrayContaining(["berlin", "munich"]));
    expect(required("React, Vue or Svelte developers")).toEqual(["react or vue or svelte"]);
    // 'and' still asks for both.
    expect(required("teams that use React and Python")).toEqual(["react", "python"]);
  });

  it("reads an audit or a retainer as a service sold, so buyers rank first", () => {
    expect(parseQuery("WCAG accessibility audits").buyers).toBe(true);
    expect(parseQuery("accessibility tools").buyers).toBe(false);
  });
});

describe("parseQuery: freelance trades past the first sets", () => {
  it("knows assistants, PR people and audio producers as people to hire, by their titles and by their work", () => {
    expect(parseQuery("virtual assistant for busy founders").roles).toEqual(["assistant"]);
    expect(parseQuery("PR and press outreach for fintech startups").roles).toEqual(["pr"]);
    expect(parseQuery("press releases for a product launch").roles).toEqual(["pr"]);
    expect(parseQuery("podcast editing and audio production").roles).toEqual(["audio"]);
    // Audio work is no longer read as the video trade.
    expect(parseQuery("podcast editing and audio production").roles).not.toContain("video");
    expect(parseQuery("growth hacker for consumer apps").roles).toEqual(["marketer"]);
    // 'pr' alone is a pull request to an engineer: only the trade's words name the role.
    expect(parseQuery("companies that review every PR").roles).not.toContain("pr");
  });

  it("reads a design deliverable as the designer's trade and any 'X development' as the developer's", () => {
    expect(parseQuery("new SaaS founders who need their first landing page").roles).toEqual(["designer"]);
    expect(parseQuery("web design for local restaurants").roles).toEqual(["designer"]);
    // Landing-page copy and its optimisation stay the writer's and the marketer's.
    expect(parseQuery("landing page copy for fintech").roles).toEqual(["writer"]);
    expect(parseQuery("Chrome extension development").roles).toEqual(["developer"]);
    expect(parseQuery("backend development for a marketplace").roles).toEqual(["developer"]);
    // Not a trade a developer sells.
    expect(parseQuery("business development reps").roles).not.toContain("developer");
  });

  it("wants buyers for a piece of work named, or a service sold to a kind of client", () => {
    expect(parseQuery("Figma to React conversion").buyers).toBe(true);
    expect(parseQuery("Salesforce admin and CRM cleanup").buyers).toBe(true);
    expect(parseQuery("bookkeeping for restaurants").buyers).toBe(true);
    expect(parseQuery("HubSpot CRM setup for B2B startups").buyers).toBe(true);
    // Product words still ask for products, and a field of work alone may.
    expect(parseQuery("Figma to React conversion tools").buyers).toBe(false);
    expect(parseQuery("analytics for Shopify stores").buyers).toBe(false);
  });

  it("reads a people's name as their language after 'into' or before 'copy', not as where the client is", () => {
    const f = parseQuery("translation and localization into Spanish");
    expect(f.locations).toEqual([]);
    expect(f.terms).toContain("spanish");
    expect(parseQuery("French copy for a skincare brand").locations).toEqual([]);
    // Still a place where it names one.
    expect(parseQuery("Spanish startups hiring").locations).toEqual(["europe"]);
    expect(parseQuery("German-speaking startups").locations).toEqual(["europe"]);
  });

  it("reads marketing named as work as the marketer's trade, not the marketing industry", () => {
    const f = parseQuery("B2B SaaS companies needing product marketing help");
    expect(f.roles).toEqual(["marketer"]);
    expect(f.industries).not.toContain("Marketing");
    expect(parseQuery("email marketing for DTC brands").roles).toEqual(["marketer"]);
    // A marketing company is still the industry.
    expect(parseQuery("marketing agencies in Austin").industries).toContain("Marketing");
  });

  it("reads 'raised money' as the funding signal, leaving no 'money' to match", () => {
    const f = parseQuery("startups that recently raised money and are building a mobile app");
    expect(f.signalKind).toBe("funding");
    expect(f.terms).not.toContain("money");
    expect(parseQuery("fintech companies that just raised money").terms).not.toContain("money");
  });

  it("finds launches by what they are, not by the trade that could help them", () => {
    const f = parseQuery("products launched on Product Hunt this week that could use marketing help");
    expect(f.signalKind).toBe("launch");
    // The trade still tells its vendors apart, but the marketing tools are not what to look for.
    expect(f.roles).toEqual(["marketer"]);
    expect(required("products launched on Product Hunt this week that could use marketing help")).not.toContain(
      "marketer",
    );
    expect(required("apps that launched in the past few days and need onboarding emails")).not.toContain("marketer");
    // Someone to hire still must be found when hiring is asked about.
    expect(required("startups hiring a growth marketer")).toContain("marketer");
  });

  it("reads 'right now' as a time and 'posted jobs' as the hiring signal, leaving no word to match", () => {
    const now = parseQuery("who's hiring a freelance designer right now");
    expect(now.maxAgeDays).toBe(31);
    expect(now.terms).not.toContain("right");
    expect(parseQuery("companies that posted jobs this month").terms).toEqual([]);
  });

  it("never asks for a preposition: 'before', 'without', 'across' are grammar", () => {
    expect(parseQuery("startups that need a pitch deck before fundraising").terms).toEqual(["fundraising"]);
    expect(parseQuery("teams shipping without a designer across Europe").terms).not.toEqual(
      expect.arrayContaining(["without"]),
    );
    expect(parseQuery("teams shipping without a designer across Europe").terms).not.toContain("across");
  });

  it("reads more trades by their work: docs, newsletters, data visualisation, model deployment, ASO, API work", () => {
    const roleOf = (q: string) => parseQuery(q).roles;
    expect(roleOf("technical documentation for developer tools companies")).toEqual(["writer"]);
    expect(roleOf("email newsletter writer for B2B")).toEqual(["writer"]);
    // The newsletter is the writer's work, not the media industry.
    expect(parseQuery("email newsletter writer for B2B").industries).not.toContain("Media");
    expect(roleOf("data visualization for research teams")).toEqual(["data"]);
    expect(roleOf("ML model deployment for startups")).toEqual(["machine learning"]);
    // A chatbot or an LLM feature is built by the people who hire ML and AI engineers.
    expect(roleOf("customer service chatbot development")).toEqual(["machine learning"]);
    expect(roleOf("LLM integration for a support tool")).toEqual(["machine learning"]);
    // A product for a field stays a product.
    expect(roleOf("AI agents for customer support")).toEqual([]);
    expect(roleOf("app store optimization for mobile games")).toEqual(["marketer"]);
    expect(roleOf("API integration work for logistics startups")).toEqual(["developer"]);
    expect(roleOf("cybersecurity consultant for healthcare")).toEqual(["security"]);
    expect(roleOf("brand strategist for consumer startups")).toEqual(["designer"]);
    // A field the client works in stays the client's: 'AI infrastructure companies' hire no ML engineer here.
    expect(roleOf("technical content writer for AI infrastructure companies")).toEqual(["writer"]);
    expect(parseQuery("Excel and Google Sheets automation").skills).toEqual(["excel", "google sheets"]);
  });

  it("reads the work clients ask for in their own words: grant writing, listing photos, an app, growth help, a cloud move", () => {
    const roleOf = (q: string) => parseQuery(q).roles;
    expect(roleOf("non-profits that need grant writing")).toEqual(["writer"]);
    expect(roleOf("real estate agents who need listing photos")).toEqual(["photographer"]);
    expect(roleOf("coffee shops and cafes needing a loyalty app")).toEqual(["developer"]);
    expect(roleOf("two-sided marketplaces needing growth help")).toEqual(["marketer"]);
    expect(roleOf("agencies that outsource development")).toEqual(["developer"]);
    expect(roleOf("companies moving to the cloud")).toEqual(["devops"]);
    // An app store or an app builder is no app someone needs built.
    expect(roleOf("brands that need app store screenshots")).not.toContain("developer");
    expect(parseQuery("coffee shops and cafes needing a loyalty app").industries).toEqual(["Food & Hospitality"]);
  });

  it("reads 'real estate agents' as the kind of client, not AI agents", () => {
    const f = parseQuery("real estate agents who need listing photos");
    expect(f.terms).not.toContain("agents");
    expect(f.industries).toEqual(["Real Estate"]);
    const agents = f.concepts?.find((c) => c.label === "real estate agents");
    expect(agents?.alts).toEqual(expect.arrayContaining(["real estate", "realtors"]));
  });

  it("reads the back-office and creative trades by their work: books, tax, contracts, recruiting, lead gen, renders, UGC", () => {
    const roleOf = (q: string) => parseQuery(q).roles;
    expect(roleOf("QuickBooks cleanup for small businesses")).toEqual(["finance"]);
    expect(roleOf("tax prep for freelancers")).toEqual(["finance"]);
    expect(roleOf("legal contracts review for startups")).toEqual(["legal"]);
    // The recruiter's work, not engineers wanted.
    expect(roleOf("recruiting engineers for seed startups")).toEqual(["recruiter"]);
    expect(roleOf("lead generation for SaaS")).toEqual(["sales"]);
    expect(roleOf("cold email outreach for agencies")).toEqual(["sales"]);
    expect(roleOf("3D product renders for ecommerce")).toEqual(["artist"]);
    expect(roleOf("mobile game art and animation")).toEqual(["artist"]);
    expect(roleOf("UGC videos for DTC brands")).toEqual(["video"]);
    expect(roleOf("Zendesk setup for support teams")).toEqual(["support"]);
    expect(parseQuery("Jira and Confluence admin").skills).toEqual(["jira", "confluence"]);
  });

  it("drops a contraction's tail and a trade made of grammar alone", () => {
    const f = parseQuery("we're a two-person design studio looking for SaaS clients");
    expect(f.terms).not.toContain("re");
    expect(f.roles).toEqual(["designer"]);
    expect(parseQuery("companies that don't have a designer yet").terms).not.toContain("t");
    expect(parseQuery("Looking for startups that need help with their pitch deck").sells).toBeUndefined();
    // A product asked for stays a product: new extensions are launches, not a developer wanted.
    expect(parseQuery("new Chrome extensions").roles).toEqual([]);
    expect(parseQuery("I do Python automation and web scraping").roles).toEqual(["developer"]);
    expect(parseQuery("B2B companies that need LinkedIn content").roles).toEqual(["writer"]);
  });

  it("reads HR, research and redesign work as their trades, and a fix or compliance as a service sold", () => {
    const roleOf = (q: string) => parseQuery(q).roles;
    expect(roleOf("employee handbook and HR policies for startups")).toEqual(["people ops"]);
    expect(roleOf("customer interviews for product discovery")).toEqual(["ux researcher"]);
    expect(roleOf("mobile app redesign")).toEqual(["designer"]);
    expect(roleOf("investor updates and board decks")).toEqual(["designer"]);
    // An onboarding flow is a designer's; onboarding e-mails stay the marketer's.
    expect(roleOf("onboarding flow UX for fintech")).toEqual(["designer"]);
    expect(roleOf("apps that launched in the past few days and need onboarding emails")).toEqual(["marketer"]);
    expect(parseQuery("UX design for an onboarding flow that loses users").terms).not.toContain("design");
    expect(parseQuery("UX design for an onboarding flow that loses users").terms).not.toContain("loses");
    expect(parseQuery("GDPR compliance for SaaS").buyers).toBe(true);
    expect(parseQuery("website accessibility fixes").buyers).toBe(true);
  });

  it("reads 'a website for <kind of client>' as web work sold to that kind, for more kinds of client", () => {
    const kinds: [string, string][] = [
      ["salons and spas", "Fitness"],
      ["churches", "Nonprofit"],
      ["museums", "Nonprofit"],
      ["breweries and wineries", "Food & Hospitality"],
      ["musicians", "Media"],
      ["insurance agencies", "Fintech"],
      ["dentists", "Healthcare"],
      ["space startups", "Aerospace"],
    ];
    for (const [kind, industry] of kinds) {
      const f = parseQuery(`website for ${kind}`);
      expect(f.industries, kind).toEqual([industry]);
      expect(f.roles, kind).toEqual(["developer"]);
      expect(f.buyers, kind).toBe(true);
    }
    // A product for them stays a product.
    expect(parseQuery("website builder for dentists").roles).toEqual([]);
    expect(parseQuery("website builder for dentists").buyers).toBe(false);
  });

  it("looks for a hyphenated kind of client in both spellings", () => {
    const np = parseQuery("non-profits that need grant writing").concepts?.find((c) => c.label === "non-profits");
    expect(np?.alts).toEqual(expect.arrayContaining(["non-profits", "nonprofits"]));
  });

  it("ranks what posts needing a platform also say (PHP for WordPress work), never requiring it", () => {
    const related = parseQuery("anyone need a custom WordPress plugin built?").concepts?.find((c) =>
      c.label.endsWith("(related)"),
    );
    expect(related).toMatchObject({ required: false, weight: 0.5 });
    expect(related?.alts).toContain("php");
    expect(required("anyone need a custom WordPress plugin built?")).not.toContain(related?.label);
    // Nothing said twice: a description naming PHP already asks for it.
    expect(
      parseQuery("WordPress and PHP developer").concepts?.find((c) => c.label.endsWith("(related)"))?.alts,
    ).not.toContain("php");
  });

  it("reads an industry typed in the plural as the industry, and the verb of the help as no subject", () => {
    expect(parseQuery("help fintechs pass PCI DSS").industries).toEqual(["Fintech"]);
    expect(parseQuery("help fintechs pass PCI DSS").terms).toEqual(["pci", "dss"]);
    // (Cutting a cloud bill is the DevOps trade's work: its words are the trade's, no subject.)
    expect(parseQuery("startups struggling to cut their AWS costs").terms).toEqual([]);
    expect(parseQuery("startups struggling to cut their AWS costs").roles).toEqual(["devops"]);
    expect(parseQuery("proptechs that need a mobile app").industries).toEqual(["Real Estate"]);
  });
});

describe("parseQuery: batches, alternatives and the work named by a verb", () => {
  it("reads a YC batch in either spelling as one thing to find, and the season alone as no batch", () => {
    const batch = (q: string) => parseQuery(q).concepts?.find((c) => c.label.endsWith(" 2026"));
    expect(batch("YC W26 fintech")).toMatchObject({ label: "winter 2026", required: true });
    expect(batch("YC W26 fintech")?.alts).toEqual(["winter 2026", "w26"]);
    // Spring has been X and P in posts' short form.
    expect(batch("climate startups from YC's Spring 2026 batch")?.alts).toEqual(["spring 2026", "x26", "p26"]);
    expect(parseQuery("climate startups from YC's Spring 2026 batch").terms).not.toContain("batch");
    expect(required("companies from the summer 2025 batch")).toEqual(["summer 2025"]);
    // A season with no YC and no batch is a time of year, not a batch.
    expect(batch("launching in spring 2026")).toBeUndefined();
  });

  it("reads 'remotely' and 'from home' as remote work, not words to find", () => {
    expect(parseQuery("who is hiring a QA engineer remotely").remote).toBe(true);
    expect(parseQuery("who is hiring a QA engineer remotely").terms).toEqual([]);
    expect(parseQuery("data entry work from home").remote).toBe(true);
  });

  it("knows operations leads and chiefs of staff, but not DevOps, as the operations trade", () => {
    const f = parseQuery("fractional ops lead for a seed-stage startup");
    expect(f.roles).toEqual(["operations"]);
    // Someone to hire named: a hiring request, the seed stage a qualifier.
    expect(f.signalKind).toBe("hiring");
    expect(parseQuery("companies hiring a chief of staff").roles).toEqual(["operations"]);
    expect(parseQuery("devops engineers").roles).not.toContain("operations");
  });

  it("reads two trades typed as alternatives as one trade asked for, either title doing", () => {
    const role = (q: string) => parseQuery(q).concepts?.filter((c) => c.kind === "role") ?? [];
    const either = role("executive assistant or chief of staff, San Francisco");
    expect(either).toHaveLength(1);
    expect(either[0]?.alts).toEqual(expect.arrayContaining(["executive assistant", "chief of staff"]));
    expect(role("a copywriter or growth marketer").map((c) => c.label)).toEqual(["writer or marketer"]);
    // 'and' asks for both.
    expect(role("designers and developers")).toHaveLength(2);
  });

  it("reads software someone wants built, by the verb, as the developer's work; a product named alone is no work", () => {
    const f = parseQuery("need someone to build a Chrome extension");
    expect(f.roles).toEqual(["developer"]);
    expect(f.concepts?.find((c) => c.kind === "phrase")?.label).toBe("chrome extension");
    expect(parseQuery("I build internal tools with Retool for operations teams").roles).toEqual(["developer"]);
    expect(parseQuery("I build internal tools with Retool for operations teams").skills).toEqual(["retool"]);
    expect(parseQuery("companies that need help building their app").roles).toEqual(["developer"]);
    expect(parseQuery("new Chrome extensions").roles).toEqual([]);
    expect(parseQuery("startups building AI tools").roles).toEqual([]);
  });

  it("reads 'lately' as a time and quantity words as no subject", () => {
    expect(parseQuery("apps launched lately").maxAgeDays).toBe(90);
    expect(parseQuery("apps launched lately").terms).toEqual(["apps"]);
    const f = parseQuery("London startups that are hiring several engineers at once");
    expect(f.terms).not.toContain("several");
    expect(f.terms).not.toContain("once");
  });

  it("reads greetings, hedges and a third person's verbs as no subject, so a post that says 'Hi!' gains nothing", () => {
    const f = parseQuery(
      "Hi, I'm a fractional head of people who helps startups set up HR. Ideally Series A companies in the US",
    );
    for (const w of ["hi", "helps", "ideally"]) expect(f.terms).not.toContain(w);
    expect(f.terms).toContain("hr");
    expect(parseQuery("teams where nobody owns QA, looking to outsource testing").terms).toEqual(["testing"]);
    expect(parseQuery("I'm a Webflow designer who mostly works with SaaS teams").terms).not.toContain("mostly");
    expect(parseQuery("copywriting clients pls - saas or dtc").terms).toEqual([]);
    const overflow = parseQuery("small agencies that need overflow React help");
    expect(overflow.terms).toEqual([]);
    expect(overflow.industries).toEqual(["Agencies"]);
    // Help with a brand's social media is the marketer's work, not the media industry.
    const social = parseQuery("restaurants asking for help with social media");
    expect(social.roles).toEqual(["marketer"]);
    expect(social.industries).toEqual(["Food & Hospitality"]);
    expect(social.terms).not.toContain("asking");
    expect(parseQuery("social media startups hiring").industries).toEqual(["Media"]);
    // Shorthand for a kind of client, and support run by someone else, are what they name.
    expect(parseQuery("email automation for ecom").industries).toEqual(["E-commerce"]);
    expect(parseQuery("help desk outsourcing for startups").roles).toEqual(["support"]);
    // A product's name keeps its words: 'Shopify Plus', 'fine-tuning'.
    expect(parseQuery("shopify plus agency clients").concepts?.map((c) => c.label)).toContain("shopify plus");
    expect(parseQuery("ml engineer freelance llm fine tuning").terms).toContain("fine");
  });

  it("ranks a round just raised beside the hiring asked for, and a kind of client it does not know listed with one it does", () => {
    const raised = parseQuery("companies that just raised and are hiring engineers in Toronto");
    expect(raised.signalKind).toBe("hiring");
    expect(raised.concepts?.find((c) => c.label === "raised")).toMatchObject({ required: false });
    // A stage is no round just raised.
    expect(
      parseQuery("companies past Series B that are hiring data scientists").concepts?.map((c) => c.label),
    ).not.toContain("raised");
    expect(required("dentists and chiropractors needing SEO")).toEqual(["seo", "dentists or chiropractors"]);
    expect(required("plumbers, electricians and roofers that need a website")).toEqual([
      "plumbers or electricians or roofers",
    ]);
    // Two subjects of no known kind are both asked for.
    expect(required("design and development agencies")).toEqual(["agencies", "design", "development"]);
  });

  it("reads 'part time' as part-time, 'k8s' as Kubernetes, 'the X space' as X, and complaints as a plea for help", () => {
    expect(parseQuery("Canadian SaaS startups needing a part time bookkeeper").terms).toEqual(["part-time"]);
    expect(parseQuery("devops contractor, k8s + terraform").skills).toContain("kubernetes");
    expect(parseQuery("Full stack dev (Django/React) for startups").skills).toContain("full-stack");
    expect(parseQuery("Full stack dev (Django/React) for startups").terms).toEqual([]);
    // A range of rounds is each of them; years of experience are the user's, however shortened.
    const ranged = parseQuery("Product designer with 8 yrs exp looking for Series A-C startups");
    expect(ranged.stages).toEqual(["Series A", "Series B"]);
    expect(ranged.terms).not.toContain("yrs");
    expect(ranged.terms).not.toContain("exp");
    // 'HN' is Hacker News.
    expect(parseQuery("startups that posted on HN looking for freelancers").sources).toEqual(["hackernews"]);
    expect(parseQuery("launches this week in the productivity space").terms).toEqual(["productivity"]);
    expect(parseQuery("space startups hiring engineers").industries).toEqual(["Aerospace"]);
    const churn = parseQuery("companies complaining about churn");
    expect(churn.signalKind).toBe("pain_point");
    expect(churn.terms).toEqual(["churn"]);
  });

  it("reads rounds listed ('Series A or B'), a launch still to come, and the user's own verbs", () => {
    expect(parseQuery("Django dev, want US startups, ideally series A or B").stages).toEqual(["Series A", "Series B"]);
    expect(parseQuery("series a/b fintech").stages).toEqual(["Series A", "Series B"]);
    // Work wanted before a launch is no launch seen.
    const before = parseQuery("startups that need a Webflow site before their launch");
    expect(before.signalKind).toBeUndefined();
    expect(before.buyers).toBe(true);
    expect(parseQuery("startups that launched this month").signalKind).toBe("launch");
    // 'might' is no subject.
    expect(parseQuery("companies that announced layoffs and might need contractors").terms).not.toContain("might");
    // What the user does ('I design', 'we shoot') ranks but is no word a post must contain.
    const required = (q: string) =>
      parseQuery(q)
        .concepts?.filter((c) => c.kind === "term" && c.required)
        .map((c) => c.label);
    expect(required("I design mobile games UI, looking for indie studios")).not.toContain("design");
    expect(required("I shoot product photos for ecommerce brands")).not.toContain("shoot");
    expect(parseQuery("I build Shopify stores, looking for DTC brands").roles).toEqual(["developer"]);
  });

  it("reads 'AI or ML engineer' as each kind with the title, and a job posted as hiring", () => {
    const ml = parseQuery("logistics companies that recently posted AI or ML engineer jobs");
    expect(ml.roles).toEqual(["machine learning"]);
    // The AI of the title is no industry asked.
    expect(ml.industries).toEqual(["Logistics"]);
    expect(ml.signalKind).toBe("hiring");
    const support = parseQuery("startups that posted a customer support or success job");
    expect(support.signalKind).toBe("hiring");
    expect(support.roles).toEqual(["support"]);
    expect(parseQuery("frontend or backend developers for a fintech").roles).toEqual(["developer"]);
  });

  it("reads sales engineering and forward deployed engineers as their own trade, not sales reps", () => {
    const se = parseQuery("I do sales engineering - dev tools companies hiring SEs or forward deployed engineers");
    expect(se.roles).toEqual(["sales engineer"]);
    expect(se.industries).toEqual(["Developer Tools"]);
    expect(parseQuery("solutions engineer contract").roles).toEqual(["sales engineer"]);
    expect(parseQuery("SDRs for a SaaS startup").roles).toEqual(["sales"]);
  });

  it("reads content marketing and a brand refresh as the trades that do them", () => {
    expect(parseQuery("cybersecurity companies who need content marketing").roles).toEqual(["writer"]);
    expect(parseQuery("cybersecurity companies who need content marketing").industries).toEqual(["Security"]);
    // Agencies doing it are a kind of company.
    expect(parseQuery("content marketing agencies").roles).toEqual([]);
    expect(parseQuery("startups that need a brand refresh").roles).toEqual(["designer"]);
  });

  it("reads a service business named first as the user, its field as the trade it sells", () => {
    const f = parseQuery("marketing agency looking for local businesses in Chicago");
    expect(f.industries).toEqual([]);
    expect(f.concepts?.find((c) => c.kind === "role")).toMatchObject({ label: "marketer", required: false });
    expect(f.buyers).toBe(true);
    expect(parseQuery("AI consultancy looking for clients").industries).toEqual([]);
    // A client's field named after it is what is asked; the user's trade adds no role then.
    const law = parseQuery("AI consultancy looking for law firms");
    expect(law.industries).toEqual(["Legal"]);
    expect(law.concepts?.some((c) => c.kind === "role")).toBe(false);
    // Agencies as the clients are no introduction.
    expect(
      parseQuery("agencies hiring freelance webflow devs").concepts?.find((c) => c.label === "agencies"),
    ).toMatchObject({ required: true });
  });

  it("reads clients named by their own trade as the kind of client when they need another trade", () => {
    const f = parseQuery("wedding photographers needing a website");
    expect(f.roles).toEqual(["developer"]);
    expect(required("wedding photographers needing a website")).toEqual(["photographers", "wedding"]);
    expect(parseQuery("designers who need a portfolio site").roles).toEqual(["developer"]);
    // Alone, the trade is the one wanted.
    expect(parseQuery("startups that need a designer").roles).toEqual(["designer"]);
  });

  it("reads a recruiter's request as the people their clients hire, the recruiter's own title only ranking", () => {
    const f = parseQuery("I'm an agency recruiter who places engineers, so I want London startups hiring engineers");
    expect(f.concepts?.find((c) => c.label === "recruiter")).toMatchObject({ required: false });
    expect(f.roles).toContain("developer");
    expect(f.terms).not.toContain("agency");
    // Alone, the recruiter is the one hired.
    expect(required("startups hiring a recruiter")).toEqual(["recruiter"]);
  });

  it("looks for a mobile app by the phones it runs on, and for hardware work by its trade and kind of company", () => {
    expect(parseQuery("mobile apps launched lately").concepts?.find((c) => c.label === "mobile")?.alts).toEqual(
      expect.arrayContaining(["ios", "android", "app store"]),
    );
    const f = parseQuery("mechanical CAD work for hardware startups");
    expect(f.roles).toEqual(["hardware engineer"]);
    expect(f.industries).toEqual(["Hardware"]);
    expect(parseQuery("embedded firmware engineer for IoT companies").roles).toEqual(["hardware engineer"]);
    expect(parseQuery("software engineer").roles).toEqual(["developer"]);
  });

  it("reads kinds of client typed as a list as any of them, but skills listed as all of them", () => {
    expect(required("businesses that sell to plumbers, roofers, HVAC and other trades")).toEqual([
      "plumbers or roofers or hvac",
      "trades",
    ]);
    expect(required("fintech, healthcare and edtech startups hiring")).toEqual(["fintech or healthcare or edtech"]);
    // Two kinds of company joined by 'and' are a list; two subjects are both asked for.
    expect(required("real estate and property management startups")).toEqual(["real estate or property management"]);
    expect(required("design and development agencies")).toEqual(["agencies", "design", "development"]);
    expect(required("React, TypeScript and Node developer")).toEqual(["react", "node", "typescript"]);
  });

  it("reads what a user says of themselves and how long the work runs as no subject", () => {
    const f = parseQuery("I'm a freelance Rails developer with 10 years of experience looking for contract work");
    expect(f.terms).not.toContain("years");
    expect(f.terms).not.toContain("experience");
    expect(required("experienced Go engineer open to short-term contracts with fintechs")).not.toContain("short-term");
    expect(parseQuery("I'm a data engineer who can set up your data warehouse").industries).toEqual([]);
    expect(parseQuery("data warehouse setup for ecommerce").roles).toEqual(["data"]);
    expect(parseQuery("I'm a freelance QA engineer available for contract work").terms).not.toContain("available");
    expect(parseQuery("I write grant applications for research labs").roles).toEqual(["writer"]);
    expect(parseQuery("I write grant applications for research labs").terms).not.toContain("write");
  });

  it("reads a growth stage as YC's stage, security auditors as the security trade, and a site named by its tool as web work", () => {
    const f = parseQuery("growth-stage companies in Toronto hiring data analysts");
    expect(f.stages).toEqual(["Growth"]);
    expect(f.terms).toEqual([]);
    expect(parseQuery("crypto exchanges hiring security auditors").roles).toEqual(["security"]);
    expect(parseQuery("who needs a Webflow site for their seed-stage startup").roles).toEqual(["developer"]);
    expect(parseQuery("who needs a Webflow site for their seed-stage startup").buyers).toBe(true);
  });

  it("reads a move to a cloud as DevOps work and keeps a short name whole in the work's phrase", () => {
    const f = parseQuery("companies migrating from Heroku to AWS");
    expect(f.roles).toEqual(["devops"]);
    expect(f.buyers).toBe(true);
    expect(f.concepts?.find((c) => c.kind === "phrase")?.label).toBe("migrating from heroku to aws");
    expect(parseQuery("need iOS apps").concepts?.find((c) => c.kind === "phrase")?.label).toBe("ios app");
  });

  it("reads case studies, content strategy, video ads and sales development reps as their trades", () => {
    expect(parseQuery("B2B companies needing case studies written").roles).toEqual(["writer"]);
    expect(
      parseQuery("B2B companies needing case studies written").concepts?.find((c) => c.kind === "phrase")?.label,
    ).toBe("case study");
    expect(parseQuery("hiring a content strategist for a developer tools company").roles).toEqual(["writer"]);
    expect(parseQuery("who needs video ads for TikTok").roles).toEqual(["video"]);
    expect(parseQuery("who needs video ads for TikTok").industries).toEqual([]);
    const sdr = parseQuery("companies hiring sales development reps in Austin");
    expect(sdr.roles).toEqual(["sales"]);
    expect(sdr.terms).toEqual([]);
  });

  it("knows more trades by their titles: support agents, animators, data entry, scrum masters, solutions architects", () => {
    const roles = (q: string) => parseQuery(q).roles;
    expect(roles("customer support agent")).toEqual(["support"]);
    expect(parseQuery("customer support agent").terms).toEqual([]);
    expect(roles("animator")).toEqual(["video"]);
    expect(roles("data entry")).toEqual(["assistant"]);
    expect(roles("scrum master")).toEqual(["program manager"]);
    expect(roles("solutions architect")).toEqual(["developer"]);
    expect(roles("amazon seller consultant")).toEqual(["marketer"]);
    expect(roles("discord moderator")).toEqual(["community"]);
    expect(roles("partnerships manager")).toEqual(["sales"]);
    expect(roles("architectural renders")).toEqual(["artist"]);
    // The person named after the trade only ranks: posts say 'specialist' or 'expert' as often as not.
    expect(required("email marketing specialist")).toEqual(["marketer"]);
  });

  it("looks for a one-word title as typed, beside the trade's usual titles", () => {
    const video = parseQuery("who needs a motion designer or animator").concepts?.find((c) => c.kind === "role");
    expect(video?.alts).toEqual(expect.arrayContaining(["motion designer", "animator"]));
    // Short words ('UI') are too loose to look for alone.
    expect(parseQuery("need UI work").concepts?.find((c) => c.label === "designer")?.alts).not.toContain("ui");
  });

  it("reads whom a company sells to as its customers, not its size or a subject", () => {
    const f = parseQuery("startups serving small businesses");
    expect(f.sizes).toEqual([]);
    expect(f.concepts?.map((c) => c.label)).toEqual(["small business"]);
    expect(parseQuery("companies whose customers are local shops").terms).toEqual([]);
  });

  it("reads the kinds of copy and a redesign as the writer's and the designer's work", () => {
    expect(parseQuery("saas companies that need onboarding copy").roles).toEqual(["writer"]);
    expect(parseQuery("product copy for ecommerce").roles).toEqual(["writer"]);
    expect(parseQuery("Shopify store owners who need a redesign").roles).toEqual(["designer"]);
  });
});

describe("the shared lexicon's industries: climate", () => {
  it("files sustainability and emissions work under climate", () => {
    expect(
      classifyIndustry("We help companies understand the environmental footprint and emissions of what they produce"),
    ).toBe("Climate");
    expect(classifyIndustry("The software platform automating home decarbonization and heat pumps")).toBe("Climate");
  });

  it("reads the help a company asks for as the trade that gives it: bugs, speed, automation, a chatbot, a dashboard, a database move", () => {
    const roles = (q: string) => parseQuery(q).roles;
    expect(roles("need someone to fix bugs in their app")).toEqual(["developer"]);
    expect(parseQuery("need someone to fix bugs in their app").buyers).toBe(true);
    expect(roles("help with their website speed")).toEqual(["developer"]);
    expect(roles("need to automate their invoicing")).toEqual(["developer"]);
    expect(roles("need a chatbot for customer support")).toEqual(["machine learning"]);
    expect(roles("need a dashboard for their data")).toEqual(["data"]);
    expect(roles("help migrating their database")).toEqual(["devops"]);
    // A product of the kind, or a company doing it, is no help wanted.
    expect(roles("AI chatbot builders")).toEqual([]);
    expect(roles("startups automating invoicing")).toEqual([]);
  });

  it("reads 'yesterday' as a time, 'actively' or 'well-funded' as no subject, and a rebrand as design work", () => {
    expect(parseQuery("products that launched yesterday").maxAgeDays).toBe(1);
    expect(parseQuery("companies actively hiring").terms).toEqual([]);
    expect(parseQuery("well-funded startups hiring designers").terms).toEqual([]);
    expect(parseQuery("companies going through a rebrand").roles).toEqual(["designer"]);
  });

  it("reads parts of a region by the places posts name ('Nordic', 'DACH', 'APAC', 'the Midwest', 'east coast')", () => {
    const place = (q: string) => parseQuery(q).concepts?.find((c) => c.kind === "place");
    expect(place("Nordic startups")?.alts).toEqual(expect.arrayContaining(["stockholm", "oslo", "copenhagen"]));
    expect(parseQuery("Nordic startups").locations).toEqual(["europe"]);
    expect(parseQuery("DACH region SaaS companies").terms).toEqual([]);
    expect(parseQuery("APAC companies hiring").locations).toEqual(["asia"]);
    expect(place("companies in the Midwest")?.alts).toContain("chicago");
    expect(parseQuery("east coast startups hiring").locations).toEqual(["united states"]);
    // The 'america' inside 'Latin America' is no second place.
    expect(parseQuery("edtech in Latin America").locations).toEqual(["latin america"]);
    expect(parseQuery("edtech in Latin America").terms).toEqual([]);
    expect(parseQuery("startups in South America").locations).toEqual(["latin america"]);
    expect(parseQuery("startups in North America").locations).toEqual(["united states"]);
    // 'remote-first' is remote work, with no 'first' left to match.
    expect(parseQuery("remote-first companies in Canada").remote).toBe(true);
    expect(parseQuery("remote-first companies in Canada").terms).toEqual([]);
  });

  it("knows more kinds of client, and looks for a kind named with its noun by the kind alone", () => {
    const ind = (q: string) => parseQuery(q).industries;
    expect(ind("medtech startups")).toEqual(["Healthcare"]);
    expect(ind("fashion brands")).toEqual(["E-commerce"]);
    expect(ind("youtubers")).toEqual(["Media"]);
    expect(ind("recruiting agencies")).toEqual(["HR"]);
    expect(ind("semiconductor startups")).toEqual(["Hardware"]);
    expect(ind("political campaigns")).toEqual(["Government"]);
    expect(ind("potato chips brands")).toEqual([]);
    const insurers = parseQuery("insurance companies hiring a Java developer").concepts?.find(
      (c) => c.label === "insurance companies",
    );
    expect(insurers?.alts).toContain("insurance");
  });

  it("files learning apps, edutainment and children's books under education", () => {
    expect(parseQuery("illustrator for childrens books and learning apps").industries).toEqual(["Education"]);
    expect(classifyIndustry("an edutainment brand building learning videos")).toBe("Education");
  });
});

describe("descriptions worded apart from the tuned queries (docs/performance.md, twelfth pass)", () => {
  it("reads 'us' as the user and their team unless it is written as the country", () => {
    expect(parseQuery("My small bookkeeping firm (4 of us) wants ecommerce sellers in Australia").locations).toEqual([
      "oceania",
    ]);
    expect(parseQuery("Agencies that would hire us for overflow work").locations).toEqual([]);
    expect(parseQuery("fintech startups that want to work with us").locations).toEqual([]);
    expect(parseQuery("SaaS startups in the US").locations).toEqual(["united states"]);
    expect(parseQuery("saas startups in the us").locations).toEqual(["united states"]);
    expect(parseQuery("us based saas startups").locations).toEqual(["united states"]);
    expect(parseQuery("i want us-based saas startups").locations).toEqual(["united states"]);
    // Where the user is, said before any client is named, is theirs; the clients' place is the client's.
    expect(parseQuery("Virtual assistant from the Philippines, looking for busy founders").locations).toEqual([]);
    // ...nor a word every result must contain.
    expect(parseQuery("Virtual assistant from the Philippines, looking for busy founders").terms).not.toContain(
      "philippines",
    );
    expect(parseQuery("HR consultant based in Dublin looking for companies in the US").terms).toEqual([]);
    expect(parseQuery("startups based in Berlin hiring designers").locations).toEqual(["europe"]);
    // Languages listed after 'into' are languages, not places.
    expect(parseQuery("fintechs that need their app translated into german and french").locations).toEqual([]);
  });

  it("reads a head-count range, and never the user's own head count or size, as the client's size", () => {
    expect(parseQuery("B2B SaaS companies between 20 and 200 employees").sizes).toEqual(["11-50", "51-200"]);
    // A range from a bucket's top starts past it: '200-1000 employees' is no team of 51-200.
    expect(parseQuery("companies with 200-1000 employees").sizes).toEqual(["201-1000"]);
    const ranged = parseQuery("companies in the 201-500 employee range hiring data analysts");
    expect(ranged.sizes).toEqual(["201-1000"]);
    expect(ranged.terms).not.toContain("range");
    expect(parseQuery("I run a small SEO shop (3 people) and I'm looking for B2B SaaS companies").sizes).toEqual([]);
    expect(parseQuery("As a small agency of 5 we build Shopify themes for DTC brands").sizes).toEqual([]);
    expect(parseQuery("My small bookkeeping firm wants ecommerce sellers").sizes).toEqual([]);
    // The clients an introduction names keep their size, and 'my clients' are no introduction.
    expect(parseQuery("I'm a freelance designer for startups under 20 people").sizes).toEqual(["1-10", "11-50"]);
    expect(parseQuery("My ideal clients are fintech startups with under 50 people").sizes).toEqual(["1-10", "11-50"]);
  });

  it("keeps funded companies asked for when the trade named is only the user's own", () => {
    const pr = parseQuery(
      "I'm a freelance PR person with media contacts. I'd like consumer startups that just raised a seed round",
    );
    expect(pr.signalKind).toBe("funding");
    expect(pr.sells).toBe("pr");
    // A hire named after the introduction is still a hiring request.
    expect(parseQuery("just closed a funding round and need a designer").signalKind).toBe("hiring");
    // 'for hire' is the user available, not a company hiring.
    const forHire = parseQuery("brand designer for hire, fintech startups");
    expect(forHire.signalKind).toBeUndefined();
    expect(forHire.terms).not.toContain("hire");
  });

  it("reads a technology naming a kind of company as that kind, and more kinds and trades by their common names", () => {
    expect(parseQuery("llm startups hiring devrel").industries).toEqual(["Artificial Intelligence"]);
    expect(parseQuery("react startups").industries).toEqual([]);
    expect(parseQuery("food and beverage startups").industries).toEqual(["Food & Hospitality"]);
    expect(parseQuery("CPG brands that recently raised").industries).toEqual(["Food & Hospitality"]);
    expect(parseQuery("3d product renders for online furniture stores").industries).toEqual(["E-commerce"]);
    // A marketing site is a website, and a marketing team a team: neither is the marketing industry.
    expect(parseQuery("startups that still have a rough marketing site").industries).toEqual([]);
    expect(classifyIndustry("We're growing our marketing team to reach clinics and hospitals")).toBe("Healthcare");
    const roles = (q: string) => parseQuery(q).roles;
    expect(roles("startups hiring SREs")).toEqual(["devops"]);
    expect(roles("series b companies hiring a head of security")).toEqual(["security"]);
    expect(roles("a freelance PR person")).toEqual(["pr"]);
    expect(roles("startups that need a CPA")).toEqual(["finance"]);
    expect(roles("I'm a talent sourcer")).toEqual(["recruiter"]);
    expect(roles("appointment setter for agencies")).toEqual(["sales"]);
    expect(roles("voice actor for games")).toEqual(["audio"]);
  });
});

describe("a trade named by its tool or by the client's problem (docs/performance.md, twelfth pass)", () => {
  it("reads a person named by a tool as a service wanted, and some tools as their trade", () => {
    const wizard = parseQuery("figma wizard");
    expect(wizard.roles).toEqual(["designer"]);
    expect(wizard.buyers).toBe(true);
    // 'wizard' says how good, not what: no post must contain it.
    expect(wizard.concepts?.find((c) => c.label === "wizard")?.required).toBe(false);
    expect(parseQuery("Klaviyo expert").roles).toEqual(["marketer"]);
    expect(parseQuery("startups that need GDPR help").roles).toEqual(["legal"]);
    expect(parseQuery("kubernetes consulting for enterprise").roles).toEqual(["devops"]);
    expect(parseQuery("logistics companies needing a data dashboard").roles).toEqual(["data"]);
    expect(parseQuery("companies that raised a series B and need a pr push").roles).toEqual(["pr"]);
    expect(parseQuery("insurance startups needing a UX audit").industries).toEqual(["Fintech"]);
    // The developer is every post's trade: the language alone says more.
    const rails = parseQuery("Rails person");
    expect(rails.roles).toEqual([]);
    expect(rails.buyers).toBe(true);
    // A tool that is the client's kind of product is no person: 'analytics for Shopify stores' asks for products.
    expect(parseQuery("analytics for Shopify stores").roles).toEqual([]);
  });

  it("reads common problems as the trade that solves them", () => {
    const roles = (q: string) => parseQuery(q).roles;
    expect(roles("teams with flaky end-to-end tests")).toEqual(["qa"]);
    expect(roles("need someone to clean up our books before tax season")).toEqual(["finance"]);
    expect(roles("companies migrating off Heroku")).toEqual(["devops"]);
    expect(roles("startups that need terms of service and a privacy policy written")).toEqual(["legal"]);
    expect(roles("gaming studios that need a game trailer for Steam")).toEqual(["video"]);
    expect(roles("startups struggling to get press")).toEqual(["pr"]);
    expect(roles("companies with no onboarding process for new hires")).toEqual(["people ops"]);
    expect(roles("ecommerce stores with a big abandoned cart problem")).toEqual(["marketer"]);
    expect(roles("teams drowning in support tickets")).toEqual(["support"]);
    expect(roles("companies with a product but nobody doing product management")).toEqual(["product manager"]);
    // Work on a standard is wanted by those working to it, whoever they hire: its trade ranks, never required.
    const soc2 = parseQuery("SOC 2 compliance help for early stage SaaS").concepts ?? [];
    expect(soc2.find((c) => c.kind === "role")?.label).toBe("security");
    expect(soc2.find((c) => c.kind === "role")?.required).toBe(false);
    expect(soc2.find((c) => c.label === "soc 2")?.required).toBe(true);
  });
});

describe("more names for trades and kinds of client, read in descriptions only (docs/performance.md, twelfth pass)", () => {
  it("reads more titles, work and problems as their trade", () => {
    const roles = (q: string) => parseQuery(q).roles;
    expect(roles("startups looking for a headhunter")).toEqual(["recruiter"]);
    expect(roles("companies with frequent outages")).toEqual(["devops"]);
    expect(roles("brands that need product descriptions")).toEqual(["writer"]);
    expect(roles("founders with too many spreadsheets")).toEqual(["operations"]);
    expect(roles("podcasts with background noise")).toEqual(["audio"]);
    expect(roles("saas companies that need a PRD")).toEqual(["product manager"]);
    expect(roles("startups that need their month-end close sorted")).toEqual(["finance"]);
    expect(roles("teams that need journey mapping")).toEqual(["ux researcher"]);
    expect(roles("companies with servers that keep crashing and no ci pipeline")).toEqual(["devops"]);
    // A product is no need: 'new Chrome extensions' are launches, not a developer wanted.
    expect(roles("new Chrome extensions")).toEqual([]);
  });

  it("reads more words for kinds of client, without changing how posts are filed", () => {
    const ind = (q: string) => parseQuery(q).industries;
    expect(ind("telemedicine startups")).toEqual(["Healthcare"]);
    expect(ind("tour operators in Portugal")).toEqual(["Travel"]);
    expect(ind("roofers and plumbers")).toEqual(["Construction"]);
    expect(ind("neobanks hiring")).toEqual(["Fintech"]);
    // (Roofers and plumbers now file a post as Construction too: see 'the trades of building' below.)
    expect(classifyIndustry("Scheduling software for tour operators and telemedicine")).toBe("");
    // A real word one letter from a new lexicon word stays as typed ('employees' and 'employers').
    expect(parseQuery("companies with 20 to 100 employees").sizes).toEqual(["11-50", "51-200"]);
  });
});

describe("the shared lexicon's industries", () => {
  it("files a course builder under no trade of building and data streaming under no media, by words that name only that trade", () => {
    expect(classifyIndustry("PopHop helps creators and course builders sell to their audience")).not.toBe(
      "Construction",
    );
    expect(classifyIndustry("Software for homebuilders and general contractors")).toBe("Construction");
    expect(classifyIndustry("Streaming data pipelines on Kafka for analytics teams")).not.toBe("Media");
    expect(classifyIndustry("Live streaming for music venues")).toBe("Media");
    expect(classifyIndustry("We fine-tune foundation models for enterprises")).not.toBe("Nonprofit");
    expect(classifyIndustry("Grant software for charitable foundations")).toBe("Nonprofit");
    expect(classifyIndustry("Run a fleet of coding agents in the cloud")).not.toBe("Logistics");
    expect(classifyIndustry("Fleet management for trucking companies")).toBe("Logistics");
  });
});

describe("parseQuery: how long, how bad, whose money", () => {
  it("reads how long the work lasts as how it is engaged, not as a word to find", () => {
    expect(required("who needs a Rails developer for a few months")).toEqual(["rails"]);
    expect(required("a 6-month contract for a data engineer")).not.toContain("month");
    expect(parseQuery("design work for a year-long rebrand").terms).not.toContain("long");
    // A period to look back over is still a time.
    expect(parseQuery("startups hiring in the last 3 months").maxAgeDays).toBe(93);
  });

  it("drops a judgement of the client's state ('a bad onboarding flow'): posts never say it", () => {
    expect(required("SaaS startups with a bad onboarding flow that need UX help")).not.toContain("bad");
    expect(required("SaaS startups with a bad onboarding flow that need UX help")).toContain("onboarding");
  });

  it("reads seed, VC or investor money raised as a round, and developer relations as the community trade", () => {
    const seed = parseQuery("climate tech startups that raised seed money this year");
    expect(seed.signalKind).toBe("funding");
    expect(required("climate tech startups that raised seed money this year")).not.toContain("money");
    expect(parseQuery("fintech startups with fresh VC money").signalKind).toBe("funding");
    // The round's own word goes with it.
    expect(required("I'm a bookkeeper for startups. Who just raised a pre-seed round?")).not.toContain("round");
    expect(required("companies that closed a Series A round")).not.toContain("round");
    const devrel = parseQuery("devtools companies looking for developer relations people");
    expect(devrel.roles).toEqual(["community"]);
    expect(devrel.terms).not.toContain("relation");
  });
});

describe("parseQuery: the user's trade beside a round, and more names", () => {
  it("reads a trade named only in the introduction, with rounds asked, as the user's own", () => {
    const f = parseQuery("I'm a bookkeeper for startups. Who just raised a pre-seed round?");
    expect(f.signalKind).toBe("funding");
    expect(f.rolesOwn).toBe(true);
    expect(required("I'm a bookkeeper for startups. Who just raised a pre-seed round?")).not.toContain("finance");
    // A round and a trade the client needs, said of the client: the trade is whom they hire.
    expect(parseQuery("startups that just closed a funding round and need a designer").rolesOwn).toBeUndefined();
  });

  it("reads 'Latin American' as the region, video testimonials as the video trade, and 'looks' as no subject", () => {
    const latam = parseQuery("we translate apps into Spanish and Portuguese for Latin American launch");
    expect(latam.locations).toEqual(["latin america"]);
    expect(parseQuery("American startups hiring designers").locations).toEqual(["united states"]);
    expect(parseQuery("need video testimonials for SaaS brands").roles).toEqual(["video"]);
    expect(parseQuery("need video testimonials for SaaS brands").industries).not.toContain("Media");
    expect(required("B2B startups whose marketing site looks outdated")).not.toContain("looks");
    expect(parseQuery("I am a designer and want startups that need a designer").terms).not.toContain("am");
  });
});

describe("parseQuery: speed, experience and the user's own words", () => {
  it("reads growth said as speed as a thing to find that ranks, and 'fast' alone as no subject", () => {
    const f = parseQuery("outsourced customer support for fast-growing apps");
    expect(f.concepts?.find((c) => c.label === "fast-growing")).toMatchObject({ required: false });
    expect(f.concepts?.find((c) => c.label === "fast-growing")?.alts).toContain("hypergrowth");
    expect(f.sizes).toEqual(["51-200", "201-1000"]);
    expect(required("contract recruiter for companies scaling engineering fast")).not.toContain("fast");
  });

  it("leaves out years of experience, 'ex-', 'loves', 'from scratch' and 'preparing'", () => {
    expect(
      required(
        "I've been doing Django and Postgres for ten years and want a SaaS team that needs a data model cleaned",
      ),
    ).not.toContain("ten");
    const stripe = required("Ex-Stripe engineer doing payments integrations for marketplaces");
    expect(stripe).not.toContain("ex");
    expect(stripe).toContain("stripe");
    expect(required("which startups are building a team from scratch?")).not.toContain("scratch");
    expect(required("fintech companies preparing for SOC 2")).not.toContain("preparing");
    expect(parseQuery("a UX writer who loves fintech").terms).not.toContain("loves");
    expect(required("independent iOS developer for fitness apps")).not.toContain("independent");
  });

  it("reads a first hire of a trade as ranking, with 'founding' as its other word", () => {
    const f = parseQuery("seed stage startups hiring first designer");
    expect(f.concepts?.find((c) => c.label === "first")).toMatchObject({ required: false });
    expect(f.concepts?.find((c) => c.label === "first")?.alts).toEqual(["first", "founding"]);
    // Not a hire: as typed.
    expect(required("new SaaS founders who need their first landing page")).toContain("first");
  });

  it("reads an audio designer as the audio trade, not a designer", () => {
    expect(parseQuery("Game audio designer seeking indie studios").roles).toEqual(["audio"]);
  });
});

describe("parseQuery: languages, leads and amounts", () => {
  it("reads a language spoken as no place, and support hired as the support trade", () => {
    const f = parseQuery("companies hiring Spanish-speaking support");
    expect(f.locations).toEqual([]);
    expect(f.roles).toEqual(["support"]);
    expect(f.terms).toContain("spanish");
    expect(parseQuery("support roles for people fluent in French").locations).toEqual([]);
    expect(parseQuery("Spanish startups hiring").locations).toEqual(["europe"]);
  });

  it("reads a head or lead of design as the designer's trade", () => {
    expect(parseQuery("startups with an open head of design role").roles).toEqual(["designer"]);
    expect(required("startups with an open head of design role")).not.toContain("head");
    expect(parseQuery("startups hiring a design lead").roles).toEqual(["designer"]);
  });

  it("ranks by a revenue typed as an amount but never requires it", () => {
    const req = required("ecommerce brands doing over $1M in revenue");
    expect(req).not.toContain("1m");
    expect(req).not.toContain("revenue");
    expect(parseQuery("ecommerce brands doing over $1M in revenue").terms).toContain("revenue");
    expect(required("revenue operations consultant for SaaS")).toContain("revenue");
  });
});

describe("parseQuery: the user's background, PMs and more places", () => {
  it("ranks by what the user says they have, but requires none of it", () => {
    const req = required("Who in climate is hiring a data scientist? I have a PhD in atmospheric science");
    expect(req).not.toContain("phd");
    expect(req).not.toContain("atmospheric");
    expect(
      parseQuery("Who in climate is hiring a data scientist? I have a PhD in atmospheric science").terms,
    ).toContain("atmospheric");
  });

  it("reads product-market fit and time zones as ranking words, and 'fine' and 'niche' as none", () => {
    const req = required("AI startups that have product market fit and are scaling their sales team");
    expect(req).not.toContain("fit");
    expect(req).not.toContain("market");
    expect(required("frontend developer, remote, european timezone")).not.toContain("timezone");
    expect(required("healthcare companies hiring engineers. Remote is fine.")).not.toContain("fine");
    expect(required("My niche is onboarding emails for B2B SaaS")).not.toContain("niche");
  });

  it("reads a PM as a product manager, but not a hotel's PMS", () => {
    expect(parseQuery("Anyone hiring a contract technical PM for an AI product?").roles).toEqual(["product manager"]);
    expect(parseQuery("PM roles at fintechs").roles).toEqual(["product manager"]);
    expect(parseQuery("hotels that need a PMS integration").roles).toEqual([]);
  });

  it("reads Southeast Asia as a place, a marketing person as the marketer's trade, and teaching as selling", () => {
    expect(parseQuery("startups in Southeast Asia hiring").locations).toEqual(["asia"]);
    expect(required("startups in Southeast Asia hiring")).not.toContain("southeast");
    const pets = parseQuery("Veterinary or pet startups that could use a marketing person");
    expect(pets.roles).toEqual(["marketer"]);
    expect(pets.industries).not.toContain("Marketing");
    expect(parseQuery("I teach teams GraphQL - companies adopting GraphQL").buyers).toBe(true);
  });
});

describe("parseQuery: a field needed by launches and rounds", () => {
  it("reads a bare field a launch needs as the user's trade, not the launch's industry", () => {
    const f = parseQuery("apps launched recently in the productivity space that need marketing");
    expect(f.sells).toBe("marketing");
    expect(f.industries).not.toContain("Marketing");
    // Products for the field stay the field.
    expect(parseQuery("launches that need marketing tools").industries).toContain("Marketing");
    expect(required("startups announcing their seed round this month")).not.toContain("announcing");
  });
});

describe("parseQuery: more names for kinds of client", () => {
  it.each([
    ["foodtech startups hiring", "Food & Hospitality"],
    ["coffee brands that need a website", "Food & Hospitality"],
    ["podcasting companies hiring", "Media"],
    ["femtech startups hiring", "Healthcare"],
    ["climatetech startups hiring", "Climate"],
    ["fashion brands that need photos", "E-commerce"],
    ["tax software companies", "Fintech"],
  ])("reads '%s' as %s", (q, industry) => {
    expect(parseQuery(q).industries).toContain(industry);
  });
});

describe("classifyIndustry: what a post is about, in more of its words", () => {
  it("reads money moved, bitcoin, billing and credit as Fintech", () => {
    expect(classifyIndustry("Ria Money Transfer | Product Engineer | AI-first team")).toBe("Fintech");
    expect(classifyIndustry("River is a client-first Bitcoin company. Senior engineers (ML/AI)")).toBe("Fintech");
    expect(classifyIndustry("The AI-native, open-source, usage-based billing platform")).toBe("Fintech");
    // Investors back nearly every startup: no word of a post's industry.
    expect(classifyIndustry("Backed by top investors, we build AI for construction sites")).not.toBe("Fintech");
  });

  it("reads a product for developers, no-code and product analytics as Developer Tools", () => {
    expect(classifyIndustry("PostHog equips developers to build successful products with product analytics")).toBe(
      "Developer Tools",
    );
    expect(classifyIndustry("Baserow is an open-source no-code platform for databases")).toBe("Developer Tools");
    expect(classifyIndustry("Our platform gives developers every tool for realtime voice AI")).toBe("Developer Tools");
    expect(classifyIndustry("Flutter is used by millions of devs; we build its code push")).toBe("Developer Tools");
  });
});

describe("classifyIndustry: the trades of building", () => {
  it("reads home services, architects and building design as Construction, but not a solutions architect", () => {
    expect(
      classifyIndustry("Faraday is automating the back office for the home services industry (HVAC, plumbers)"),
    ).toBe("Construction");
    expect(classifyIndustry("The AI-native creative canvas for architects")).toBe("Construction");
    expect(classifyIndustry("Building the future of building design")).toBe("Construction");
    expect(classifyIndustry("We are hiring solutions architects for our cloud platform")).not.toBe("Construction");
  });

  it("reads renters, importers and a job's travel as what they are", () => {
    expect(classifyIndustry("Findigs is transforming the rental experience for renters")).toBe("Real Estate");
    expect(classifyIndustry("We simplify global trade compliance for importers")).toBe("Logistics");
    expect(classifyIndustry("Full stack engineers, Costa Mesa (would consider remote with travel)")).not.toBe("Travel");
  });
});

describe("parseQuery: a website asked for", () => {
  it("reads a website asked or looked for as the developer's work, but not website builders", () => {
    expect(parseQuery("restaurants asking for a website").roles).toEqual(["developer"]);
    expect(required("restaurants asking for a website")).not.toContain("website");
    expect(parseQuery("local businesses looking for a website").roles).toEqual(["developer"]);
    expect(parseQuery("companies looking for website builders").roles).toEqual([]);
  });
});

describe("parseQuery: a trade typed short", () => {
  it("reads only skills typed as the user's trade, wanting buyers, but not products for them", () => {
    expect(parseQuery("SEO").buyers).toBe(true);
    expect(parseQuery("Kubernetes and Terraform").buyers).toBe(true);
    expect(parseQuery("Shopify apps").buyers).toBe(false);
    expect(parseQuery("Shopify store owners").buyers).toBe(false);
  });
});
