import { isVendorFor } from "../ingest/buyer-vendor";
import { classifyIndustry, fillerWords, textIsAbout } from "../lexicon";
import type { Candidate } from "./candidates";
import { ageDays, budgetLikelihood, responseProb, urgencyLevel } from "./estimates";
import type { Facets } from "./parse-query";
import { conceptScores, hasWord, searchForm } from "./text-score";

export type ProfileHints = { skills: string[]; painPoints: string[]; niche: string };

const regionNames: Record<string, RegExp> = {
  europe:
    /\b(europe|eu|uk|united kingdom|england|london|berlin|paris|amsterdam|germany|france|spain|netherlands|sweden|ireland|munich|lisbon|portugal|italy|poland|switzerland|denmark|finland|norway|austria|belgium)\b/i,
  "united states":
    /\b(united states|usa|us|america|new york|nyc|san francisco|sf|bay area|austin|seattle|boston|los angeles|chicago|denver|miami|[a-z]+, (ca|ny|tx|wa|ma|co|fl|il))\b/i,
  africa: /\b(africa|nigeria|lagos|kenya|nairobi|ghana|accra|south africa|cape town|egypt|cairo|rwanda)\b/i,
  asia: /\b(asia|india|bangalore|bengaluru|singapore|japan|tokyo|china|indonesia|vietnam|philippines|korea|seoul)\b/i,
  canada: /\b(canada|toronto|vancouver|montreal|ontario)\b/i,
  "latin america": /\b(latin america|latam|brazil|mexico|argentina|colombia|chile|peru|são paulo|sao paulo)\b/i,
  oceania: /\b(australia|sydney|melbourne|brisbane|perth|new zealand|auckland)\b/i,
  "middle east": /\b(middle east|israel|tel aviv|dubai|uae|saudi arabia|riyadh)\b/i,
};

const kindLabel = {
  hiring: "hiring",
  launch: "a launch",
  funding: "a funding round",
  pain_point: "someone asking for help",
} as const;

/** Words that say nothing about a person's skills or needs, never shown as a reason (the lexicon's filler, and trade words). */
const fillers = new Set([
  ...fillerWords,
  ..."has her his its not was were will web development develop services service solutions work working freelance freelancer consultant agency help skills expert".split(
    " ",
  ),
]);

function words(text: string) {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9+#.]+/)
      .filter((w) => w.length > 2 && !fillers.has(w)),
  );
}

/** Each prospect's own industry, by id and text, kept for the isolate's life (bounded): searches read the same rows. */
const primaryCache = new Map<string, string>();
function primaryIndustry(id: number, text: string) {
  const key = `${id}:${text.length}`;
  let found = primaryCache.get(key);
  if (found === undefined) {
    found = classifyIndustry(text);
    if (primaryCache.size >= 20_000) primaryCache.clear();
    primaryCache.set(key, found);
  }
  return found;
}

/** Someone hiring or asking for help can buy a role; a launch or a funding round names one only in passing. */
const buysRoles = (kind: string) => kind === "hiring" || kind === "pain_point";

export type Ranked = ReturnType<typeof rankCandidates>[number];

/**
 * Scores each candidate 0-100 from four parts and says why in words:
 * text relevance (text-score.ts, against the best candidate), facet fit, profile fit and
 * freshness. Runs in the Worker over the capped candidate set only.
 */
export function rankCandidates(candidates: Candidate[], facets: Facets, profile: ProfileHints, now: number) {
  const concepts = facets.concepts ?? [
    ...facets.skills.map((s) => ({ kind: "skill" as const, label: s, alts: [s], weight: 3, required: true })),
    ...facets.terms.map((t) => ({ kind: "term" as const, label: t, alts: [t], weight: 1, required: true })),
  ];
  const textScore = conceptScores(
    candidates.map((c) => c.fields),
    concepts,
    candidates.map((c) => c.seen),
  );
  const profileWords = new Set([
    ...profile.skills.map((s) => s.toLowerCase().trim()).filter((w) => w.length > 1 && !fillers.has(w)),
    ...words(profile.niche),
  ]);
  const roleConcepts = concepts.filter((c) => c.kind === "role");
  // The user wants someone to buy a service (not a product launch) unless they asked for launches.
  const seeksBuyers =
    facets.buyers === true ||
    (facets.signalKind !== "launch" &&
      (facets.roles.length > 0 || facets.skills.length > 0 || roleConcepts.length > 0));
  // What the user sells, to tell a buyer from a vendor of the same service.
  const niche = [
    ...facets.roles,
    ...roleConcepts.map((r) => r.label),
    ...facets.skills,
    ...facets.terms,
    profile.niche,
  ].join(" ");
  const profilePains = profile.painPoints.map((p) => words(p));

  return candidates
    .map((c, i) => {
      const reasons: string[] = [];
      const hay = c.hay;

      const text = concepts.length ? (textScore[i] ?? 0) : 0.5;
      const matchedSkills = concepts
        .filter(
          (k) =>
            k.kind === "skill" &&
            ((c.seen.has(k.label) && k.alts.every((a) => a.length > 3)) ||
              k.alts.some((a) => hasWord(hay, searchForm(k, a)))),
        )
        .map((k) => k.label);
      if (matchedSkills.length) reasons.push(`Mentions ${matchedSkills.slice(0, 3).join(", ")}`);
      const matchedTerms = concepts
        .filter((k) => (k.kind === "term" || k.kind === "place") && k.required && !fillers.has(k.label))
        .filter((k) => k.alts.some((a) => hasWord(hay, searchForm(k, a))))
        .map((k) => k.label);
      if (matchedTerms.length && !matchedSkills.length) reasons.push(`Matches “${matchedTerms.slice(0, 3).join(" ")}”`);

      let asked = 0;
      let met = 0;
      /** A facet asked for, met fully (1), partly (0-1) or not (0); the reason is said only when fully met. */
      const check = (wanted: boolean, fit: number | boolean, why: string) => {
        if (!wanted) return;
        asked++;
        const f = typeof fit === "number" ? fit : fit ? 1 : 0;
        met += f;
        if (f >= 1) reasons.push(why);
      };
      check(!!facets.signalKind, c.signalKind === facets.signalKind, `Shows ${kindLabel[c.signalKind]}, as you asked`);
      // Buyers: hiring or asking for help; a funded company may buy; a launch mostly sells.
      check(
        !facets.signalKind && facets.buyers === true,
        buysRoles(c.signalKind) ? 1 : c.signalKind === "funding" ? 0.4 : 0.1,
        c.signalKind === "hiring" ? "Hiring now" : "Asking for help",
      );
      // The industry is read from the prospect's own text (and YC's own industry), never from an importer's guess.
      // (The candidates' fields already leave out an importer's guess: see candidates.ts.)
      const own = hay;
      const asksIndustry = facets.industries.length > 0;
      // Classifying is the costly part: only for a text that mentions an asked industry at all.
      const primary =
        asksIndustry && c.source !== "ycombinator" && facets.industries.some((ind) => textIsAbout(own, ind))
          ? primaryIndustry(c.id, own)
          : "";
      const industry =
        facets.industries.find((ind) =>
          c.source === "ycombinator" ? c.industry === ind || textIsAbout(c.tags, ind) : primary === ind,
        ) ?? facets.industries.find((ind) => textIsAbout(own, ind));
      const industryFit =
        industry === undefined
          ? 0
          : facets.industries.some((ind) => ind === c.industry && c.source === "ycombinator") ||
              industry === primary ||
              textIsAbout(c.tags, industry)
            ? 1
            : 0.6;
      check(facets.industries.length > 0, industryFit, `In ${industry}`);
      // Built only when a place was asked for: this runs for every candidate.
      const place = facets.locations.length
        ? `${c.location}\n${c.fields[3]!.slice(0, 160)}\n${c.tags}`.toLowerCase()
        : "";
      const named = facets.places ?? [];
      const exactPlace = named.some((p) => p.alts.some((a) => hasWord(place, a)));
      check(
        facets.locations.length > 0,
        exactPlace ? 1 : facets.locations.some((r) => regionNames[r]?.test(place)) ? (named.length ? 0.4 : 1) : 0,
        `Based in ${c.location || named[0]?.name || facets.locations[0]}`,
      );
      check(facets.remote === true, c.remote, "Open to remote work");
      check(facets.sizes.length > 0, facets.sizes.includes(c.companySize), `Team of ${c.companySize}`);
      // YC calls a seed-stage company 'Early'; otherwise the post's own words name the round.
      const stageOwn = facets.stages.find(
        (s) => c.stage.toLowerCase().includes(s.toLowerCase()) || (s === "Seed" && c.stage === "Early"),
      );
      const stageSaid = facets.stages.find((s) => hasWord(hay, s.toLowerCase()));
      check(
        facets.stages.length > 0,
        stageOwn !== undefined || stageSaid !== undefined,
        stageOwn ? `${c.stage} stage` : `Mentions ${stageSaid}`,
      );
      // The role asked for, in the post's role or its opening lines.
      const head = roleConcepts.length ? `${c.fields[2]} ${c.fields[3]!.slice(0, 240)}` : "";
      const roleHit = roleConcepts.find((r) => r.alts.some((a) => hasWord(head, a)));
      check(
        roleConcepts.length > 0 || facets.roles.length > 0,
        buysRoles(c.signalKind) &&
          (roleHit !== undefined || (!roleConcepts.length && facets.roles.some((r) => hay.includes(r.slice(0, 5))))),
        roleHit
          ? `Looking for a ${roleHit.label === "machine learning" ? "machine learning engineer" : roleHit.label === "data" ? "data specialist" : roleHit.label}`
          : "Needs the kind of role you described",
      );
      const age = ageDays(c.signalDate, now);
      // Time words rank rather than filter, so a description never ends in an empty page.
      // Inside the period: full credit; older: less the older it is (a year-old round beats a five-year-old one).
      const maxAge = facets.maxAgeDays ?? 1;
      check(
        facets.maxAgeDays !== undefined,
        age <= maxAge ? 1 : Math.max(0, 1 - Math.log(age / maxAge) / Math.log(40)),
        `Signal from the last ${facets.maxAgeDays} days`,
      );
      // A launch of a product doing what the user sells is a vendor, not a buyer.
      const vendor =
        seeksBuyers &&
        isVendorFor(
          { signalKind: c.signalKind, company: c.company, bio: hay, signalText: "", source: c.source },
          niche,
        );
      const facetFit = (asked ? met / asked : 0.5) * (vendor ? 0.3 : 1);

      const profileHits = [...profileWords].filter((w) => hasWord(hay, w));
      const painHits = profilePains.filter((p) => [...p].some((w) => c.pains.includes(w) || hay.includes(w)));
      const profileFit =
        profileWords.size + profilePains.length ? Math.min(1, (profileHits.length + painHits.length) / 3) : 0.3;
      if (profileHits.length) reasons.push(`Fits your skills: ${profileHits.slice(0, 3).join(", ")}`);

      const freshness = Math.exp(-age / 120);
      if (facets.maxAgeDays === undefined) {
        if (age <= 7) reasons.push("Signal from the last 7 days");
        else if (age <= 30) reasons.push("Signal from the last 30 days");
      }

      const score = Math.round(35 * Math.max(0, Math.min(1, text)) + 35 * facetFit + 20 * profileFit + 10 * freshness);
      return {
        prospect: c,
        matchScore: Math.max(1, Math.min(100, score)),
        reasons: reasons.slice(0, 5),
        responseProb: responseProb(c, now),
        urgencyLevel: urgencyLevel(c, now),
        budgetLikelihood: budgetLikelihood(c, now),
        excluded: facets.remoteOnly === true && !c.remote,
      };
    })
    .filter((r) => !r.excluded)
    .sort((a, b) => b.matchScore - a.matchScore || b.prospect.signalDate.getTime() - a.prospect.signalDate.getTime());
}
