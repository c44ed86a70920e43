/**
 * Search and link-preview text of every public page, prerendered into each
 * page's <head> at build time (scripts/prerender.ts) and used by the pages
 * themselves for the tab title while browsing inside the app.
 */
export const BRAND = "Leadsmith";
export const BRAND_TITLE = `${BRAND}: find ready-to-buy clients`;

/** The full <title>: "Pricing | Leadsmith", or the brand line for the entry page. */
export const documentTitle = (title?: string) => (title ? `${title} | ${BRAND}` : BRAND_TITLE);

export type PageMeta = { path: string; title?: string; description: string };

export const publicPages = [
  {
    path: "/",
    description:
      "Join the Leadsmith waitlist or claim one of 100 Early Access spots. AI finds businesses ready to buy, writes the pitch and reminds you to follow up.",
  },
  {
    path: "/waitlist",
    description:
      "Join the Leadsmith waitlist or claim one of 100 Early Access spots. AI finds businesses ready to buy, writes the pitch and reminds you to follow up.",
  },
  {
    path: "/landing",
    title: "Find ready-to-buy clients",
    description:
      "Leadsmith finds clients who are ready to buy: people asking for help, hiring, launching or raising, each with a match score that explains itself.",
  },
  {
    path: "/home",
    title: "AI-powered client discovery",
    description:
      "Find high-intent clients with AI-driven outreach: buying signals, personalised pitches and follow-ups for freelancers, consultants and small agencies.",
  },
  {
    path: "/pricing",
    title: "Pricing",
    description:
      "Leadsmith plans for freelancers, consultants and agencies: start free, upgrade for more searches, pitches and client tracking. No hidden fees.",
  },
  {
    path: "/about",
    title: "About",
    description:
      "Why we built Leadsmith: finding clients should not be a second job. Meet the team and the principles behind our AI client discovery.",
  },
  {
    path: "/contact",
    title: "Contact",
    description:
      "Questions about Leadsmith, billing or partnerships? Send us a message and our team will get back to you.",
  },
  {
    path: "/features",
    title: "Features",
    description:
      "Buying-signal search, explainable match scores, personalised pitches, a client pipeline with revenue tracking and automatic follow-up reminders.",
  },
  {
    path: "/demo",
    title: "Guided tour",
    description:
      "Take a guided tour of Leadsmith: describe your ideal client, see ready-to-buy prospects, write a pitch and track the deal to revenue.",
  },
  {
    path: "/careers",
    title: "Careers",
    description: "Work at Leadsmith and help freelancers and small agencies win the clients who need them.",
  },
  {
    path: "/help",
    title: "Help Center",
    description:
      "Answers about searching for prospects, match scores, pitches, follow-ups, plans and billing, plus how to reach Leadsmith support.",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "What personal information Leadsmith collects, why, how long we keep it, and the choices and rights you have.",
  },
  {
    path: "/terms-of-use",
    title: "Terms of Use",
    description:
      "The terms that apply when you use Leadsmith: accounts, acceptable use, payments, refunds and liability.",
  },
  {
    path: "/cookie-policy",
    title: "Cookie Policy",
    description: "Which cookies and similar technologies Leadsmith uses, why, and how you can control them.",
  },
] as const satisfies readonly PageMeta[];

export type PublicPath = (typeof publicPages)[number]["path"];

export const pageMeta = (path: PublicPath): PageMeta => publicPages.find((p) => p.path === path)!;
