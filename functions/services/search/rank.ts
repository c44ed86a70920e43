import { isVendorFor } from "../ingest/buyer-vendor";
import { textIsAbout } from "../lexicon";
import type { Candidate } from "./candidates";
import { ageDays, budgetLikelihood, responseProb, urgencyLevel } from "./estimates";
import type { Facets } from "./parse-query";
import { hasWord, stem, textScores } from "./text-score";

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
};

const kindLabel = {
  hiring: "hiring",
  launch: "a launch",
  funding: "a funding round",
  pain_point: "someone asking for help",
} as const;

/** Words that say nothing about a person's skills or needs, never shown as a reason. */
const fillers = new Set(
  "and are but for from has have her his its not our the their them they this that was were who will with you your web development services service solutions work working freelance freelancer consultant agency help".split(
    " ",
  ),
);

function words(text: string) {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9+#.]+/)
      .filter((w) => w.length > 2 && !fillers.has(w)),
  );
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
  const queryWords = [...facets.skills, ...facets.terms];
  const textScore = textScores(
    candidates.map((c) => c.fields),
    queryWords,
  );
  const profileWords = new Set([
    ...profile.skills.map((s) => s.toLowerCase().trim()).filter((w) => w.length > 1 && !fillers.has(w)),
    ...words(profile.niche),
  ]);
  // The user wants someone to buy a service (not a product launch) unless they asked for launches.
  const seeksBuyers = facets.signalKind !== "launch" && (facets.roles.length > 0 || facets.skills.length > 0);
  // What the user sells, to tell a buyer from a vendor of the same service.
  const niche = [...facets.roles, ...facets.skills, ...facets.terms, profile.niche].join(" ");
  const profilePains = profile.painPoints.map((p) => words(p));

  return candidates
    .map((c, i) => {
      const reasons: string[] = [];
      const hay = c.hay;

      const text = queryWords.length ? (textScore[i] ?? 0) : 0.5;
      const matchedSkills = facets.skills.filter((s) => hasWord(hay, s));
      if (matchedSkills.length) reasons.push(`Mentions ${matchedSkills.slice(0, 3).join(", ")}`);
      const matchedTerms = facets.terms.filter((t) => hasWord(hay, stem(t)));
      if (matchedTerms.length && !matchedSkills.length) reasons.push(`Matches “${matchedTerms.slice(0, 3).join(" ")}”`);

      let asked = 0;
      let met = 0;
      const check = (wanted: boolean, ok: boolean, why: string) => {
        if (!wanted) return;
        asked++;
        if (ok) {
          met++;
          reasons.push(why);
        }
      };
      check(!!facets.signalKind, c.signalKind === facets.signalKind, `Shows ${kindLabel[c.signalKind]}, as you asked`);
      const industry = facets.industries.find((i) => c.industry === i || textIsAbout(hay, i));
      check(facets.industries.length > 0, industry !== undefined, `In ${industry}`);
      const place = `${c.location} ${c.tags}`;
      check(
        facets.locations.length > 0,
        facets.locations.some((r) => regionNames[r]?.test(place)),
        `Based in ${c.location || facets.locations[0]}`,
      );
      check(facets.remote === true, c.remote, "Open to remote work");
      check(facets.sizes.length > 0, facets.sizes.includes(c.companySize), `Team of ${c.companySize}`);
      check(
        facets.stages.length > 0,
        facets.stages.some((s) => c.stage.toLowerCase().includes(s.toLowerCase()) || hay.includes(s.toLowerCase())),
        `${c.stage || facets.stages[0]} stage`,
      );
      check(
        facets.roles.length > 0,
        buysRoles(c.signalKind) && facets.roles.some((r) => hay.includes(r.slice(0, 5))),
        "Needs the kind of role you described",
      );
      const age = ageDays(c.signalDate, now);
      // Time words rank rather than filter, so a description never ends in an empty page.
      check(
        facets.maxAgeDays !== undefined,
        age <= (facets.maxAgeDays ?? 0),
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
