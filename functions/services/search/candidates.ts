import { type SQL, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SignalKind } from "#db/schema/prospects";
import { batchStart } from "../ingest/connectors/ycombinator";
import type { Concept, Facets } from "./parse-query";

/** `column` is one of `values`, passed as one JSON parameter however many there are. */
const among = (column: string, values: readonly string[]) =>
  sql`${sql.raw(column)} in (select value from json_each(${JSON.stringify(values)}))`;

/** At most this many rows are read and ranked per search, whatever the query. */
export const CANDIDATE_CAP = 300;
/**
 * Below this many AND matches, each thing asked for also brings its own newest matches (still
 * capped): three pages of a paid plan's results, so a description whose words rarely meet in one
 * post still shows the posts that have most of them ('ecommerce brands hiring a growth marketer'
 * met in 27 posts, mostly e-commerce tools; the growth marketer posts were never read).
 */
const WIDEN_BELOW = 75;
/** Below this many matches inside the signal kind asked for, the other kinds are read as well. */
const LEAVE_KIND_BELOW = 25;
/**
 * Characters of the signal text and bio the ranker reads, bounded per row. Most of a job post
 * (2,000 characters is longer than nine in ten Hacker News posts): what a post needs is often
 * said after its company, place and stack lines, and reading only the first 300 left those needs
 * to the index's word-stem guesses (docs/performance.md, "Relevance, sixth pass").
 */
export const SIGNAL_CHARS = 2000;
const BIO_CHARS = 600;

/**
 * What the ranker needs of a prospect, and no more: the full row (long text,
 * activity, contact details) is loaded only for the results shown.
 */
export type Candidate = {
  id: number;
  company: string;
  role: string;
  location: string;
  remote: boolean;
  industry: string;
  companySize: string;
  stage: string;
  signalKind: SignalKind;
  signalDate: Date;
  tags: string;
  hasEmail: boolean;
  source: string;
  openState: "open" | "closed" | "unknown";
  /** Pain points as one lower-cased string; empty when the search did not read them (withPains). */
  pains: string;
  /** Lower-cased company, name, role, start of the signal, start of the bio, industry, location, tags (see FIELD_WEIGHTS). */
  fields: string[];
  /** All of `fields` in one string, a newline between each, for the ranker's word checks. */
  hay: string;
  /**
   * Labels of the concepts the full-text index found in this row: the whole
   * post, where the ranker reads only its start (a skill listed deep in a job post).
   */
  seen: Set<string>;
  /**
   * Whether the ranker reads the whole of its post and bio: then a trade the index found in it
   * but the ranker cannot see is the stemmer's match ('account' of 'Account Executive' for
   * 'accountant'), not a mention further down.
   */
  readWhole: boolean;
};

type Packed = [
  number,
  string,
  string,
  string,
  string,
  number,
  string,
  string,
  string,
  string,
  number,
  string,
  number,
  string,
  string,
  string,
  string,
  string,
  string | null,
];

/**
 * The candidate columns as one JSON array per row, aggregated into a single
 * value: one row to hand across the database boundary instead of hundreds,
 * which is where most of a search's time went. The long texts the Worker reads
 * only lower-cased (name, pains, the start of the signal and bio) come with their
 * ASCII letters lower-cased by SQLite, so the Worker's own lower-casing, still
 * applied for every other letter, finds nothing to change and copies nothing
 * (docs/performance.md, "Search speed: fewer copies").
 */
const packedWith = (pains: string) =>
  sql.raw(`json_group_array(json_array(
  p.id, lower(p.name), p.company, p.role, p.location, p.remote, p.industry, p.company_size, p.stage,
  p.signal_kind, p.signal_date, p.tags, p.email != '', lower(${pains}),
  lower(substr(p.signal_text, 1, ${SIGNAL_CHARS})), lower(substr(p.bio, 1, ${BIO_CHARS})), p.source, p.open_state, f.seen))`);
const packed = packedWith("p.pain_points");
/** The same without the pain points, which only a searcher's own listed pains are matched against. */
const packedNoPains = packedWith("''");

/** How the candidate statements read rows: which are left out, and which columns are packed. */
type Read = { demo: SQL; packed: SQL };

/** Between the labels of the things the index found in a row (see Candidate.seen). */
const SEEN_SEPARATOR = "\u0001";

/** A candidate statement's rows as SQLite packed them (see `packed`). */
const rowsOf = (json: unknown) => JSON.parse(typeof json === "string" ? json : "[]") as Packed[];

/**
 * Makes packed rows into candidates. Only the rows a search takes are made (the statements
 * overlap, and rows past the cap are dropped): each costs lower-cased copies of its text
 * (docs/performance.md, "Search speed").
 */
function unpacker() {
  // Most rows of a statement carry the same labels (every row an AND match found): one set for each.
  const seenSets = new Map<string, Set<string>>();
  const seenOf = (labels: string | null) => {
    const key = labels ?? "";
    let set = seenSets.get(key);
    if (!set) {
      set = new Set(key ? key.split(SEEN_SEPARATOR) : []);
      seenSets.set(key, set);
    }
    return set;
  };
  return (r: Packed): Candidate => {
    const [id, name, company, role, location, remote, industry, companySize, stage, signalKind, signalDate, tags] = r;
    // An importer's industry guess (every source but YC's own directory) is not the prospect's word: left out.
    const ownIndustry = r[16] === "ycombinator" ? industry : "";
    const fields = [
      company.toLowerCase(),
      name.toLowerCase(),
      role.toLowerCase(),
      r[14].toLowerCase(),
      r[15].toLowerCase(),
      ownIndustry.toLowerCase(),
      location.toLowerCase(),
      tags.toLowerCase(),
    ];
    return {
      id,
      company,
      role,
      location,
      remote: remote === 1,
      industry,
      companySize,
      stage,
      signalKind: signalKind as SignalKind,
      signalDate: new Date(signalDate),
      tags,
      hasEmail: r[12] === 1,
      source: r[16],
      openState: r[17] as Candidate["openState"],
      pains: r[13].toLowerCase(),
      fields,
      hay: fields.join("\n"),
      seen: seenOf(r[18]),
      readWhole: r[14].length < SIGNAL_CHARS && r[15].length < BIO_CHARS,
    };
  };
}

/** A token as an FTS5 string: quoted, so no user input is ever FTS syntax. */
export const ftsToken = (t: string) => `"${t.replace(/"/g, '""')}"`;

/** A group of spellings as one FTS5 term: `"node" OR "node.js"`, parenthesised when there are several. */
const ftsGroup = (alts: readonly string[]) =>
  alts.length === 1 ? ftsToken(alts[0]!) : `(${alts.map(ftsToken).join(" OR ")})`;

/**
 * The signal-kind column filter: one kind, or any of several (a buyer is hiring or asking for help).
 * A kind is found by its first word, which no other kind shares: 'pain_point' as "pain", not the
 * phrase "pain point", whose word positions FTS5 must read for each of a quarter of all rows. At
 * 1,000,000 rows this took a fifth off the slowest searches (docs/performance.md, eighteenth pass).
 */
const kindFilter = (kinds: readonly string[]) => {
  const parts = kinds.map((k) => `signal_kind:${ftsToken(k.split("_")[0]!)}`);
  return parts.length > 1 ? `(${parts.join(" OR ")})` : (parts[0] ?? "");
};

/**
 * An FTS5 expression: the groups (each a thing asked for, as its spellings)
 * joined by AND or OR, and the signal-kind filter. Every word is quoted, so no
 * user input is ever FTS syntax.
 */
export function ftsMatch(
  groups: readonly (string | readonly string[])[],
  op: "AND" | "OR",
  kinds?: string | readonly string[],
) {
  const text = groups.map((g) => (typeof g === "string" ? ftsToken(g) : ftsGroup(g))).join(` ${op} `);
  const kind = kinds ? kindFilter(typeof kinds === "string" ? [kinds] : kinds) : "";
  if (!text) return kind;
  return kind ? `(${text}) AND ${kind}` : text;
}

/**
 * Where a post names each kind of thing asked for: a role in its role line, a
 * skill there or in its tags, an industry in its industry or tags. A word there
 * outweighs the same word deep in the text. A place is left to the full text.
 */
const HEADLINE_COLUMNS: Partial<Record<Concept["kind"], string>> = {
  role: "{role}",
  skill: "{role tags}",
  industry: "{industry tags}",
};

/**
 * The AND match narrowed to rows naming each headline-kind thing asked for
 * in its own columns (the signal-kind filter is a column of its own), or ""
 * when nothing asked for has a headline column.
 */
export function headlineMatch(groups: readonly Group[], kinds?: readonly string[]) {
  let named = false;
  // Things without a headline column (a place, a phrase, a leftover word) are still required anywhere.
  const parts = groups.map((g) => {
    const cols = g.kind && HEADLINE_COLUMNS[g.kind];
    if (cols) named = true;
    return cols ? `${cols} : ${ftsGroup(g.alts)}` : ftsGroup(g.alts);
  });
  if (!named) return "";
  const text = parts.join(" AND ");
  return kinds ? `${text} AND ${kindFilter(kinds)}` : text;
}

/**
 * The newest `cap` rows matching an FTS5 expression. The inner query walks the
 * index newest-first and stops at the cap, so a broad term never makes the
 * database rank an unbounded set (text relevance is scored afterwards, over
 * these rows only: see text-score.ts).
 */
async function ftsCandidates(db: DrizzleD1Database, match: string, cap: number, read: Read, seen: string[] = []) {
  const [row] = await db.all<{ c: string }>(sql`
    select ${read.packed} as c from (
      select rowid as id, ${seen.join(SEEN_SEPARATOR)} as seen from prospects_fts where prospects_fts match ${match}
      order by rowid desc limit ${cap}
    ) f join prospects p on p.id = f.id ${read.demo}`);
  return rowsOf(row?.c);
}

/**
 * The newest `headCap` rows of the headline match, then the newest `cap` rows of the
 * AND match that are not among them, at most `total` in all after hidden rows are left out:
 * what two ftsCandidates statements taken in turn give, in one statement, so the rows the
 * two share (up to `headCap`) cross to the Worker and are parsed once
 * (docs/performance.md, "Search speed").
 */
async function headlineThenAll(
  db: DrizzleD1Database,
  headline: string,
  headCap: number,
  match: string,
  cap: number,
  total: number,
  read: Read,
  seen: string[],
) {
  const [row] = await db.all<{ c: string }>(sql`
    select ${read.packed} as c from (
      select u.id as id, ${seen.join(SEEN_SEPARATOR)} as seen from (
        select id, min(part) as part from (
          select id, 0 as part from (
            select rowid as id from prospects_fts where prospects_fts match ${headline}
            order by rowid desc limit ${headCap})
          union all
          select id, 1 as part from (
            select rowid as id from prospects_fts where prospects_fts match ${match}
            order by rowid desc limit ${cap})
        ) group by id
      ) u join prospects p on p.id = u.id ${read.demo}
      order by u.part, u.id desc limit ${total}
    ) f join prospects p on p.id = f.id`);
  return rowsOf(row?.c);
}

/**
 * The widened match: each word's newest matches, an equal share of the cap
 * per word, in one statement. A plain OR would fill the whole cap with the
 * commonest word's rows and never reach the rows holding the rarer, telling
 * words.
 */
async function perWordCandidates(
  db: DrizzleD1Database,
  groups: readonly Group[],
  kinds: readonly string[] | undefined,
  cap: number,
  read: Read,
) {
  // A role counts twice (see below), so it has two shares.
  const share = Math.max(1, Math.floor(cap / (groups.length + groups.filter((g) => g.kind === "role").length)));
  const newest = (match: string, limit: number, label: string) =>
    sql`select id, ${label} as seen from (
      select rowid as id from prospects_fts where prospects_fts match ${match}
      order by rowid desc limit ${limit})`;
  // A role takes a share for the rows naming it in their role line, as the AND match does
  // (headlineMatch): the newest passing mentions of 'designer' ('you will work with our designers')
  // would otherwise crowd out the posts hiring one.
  const parts = groups.flatMap((g) => {
    const anywhere = ftsMatch([g.alts], "AND", kinds);
    const headline = g.kind === "role" ? headlineMatch([g], kinds) : "";
    if (!headline) return [newest(anywhere, share, g.label)];
    return [newest(headline, share, g.label), newest(anywhere, share, g.label)];
  });
  // A row found by several groups is one candidate that the index saw each of them in.
  const [row] = await db.all<{ c: string }>(sql`
    select ${read.packed} as c from (
      select id, group_concat(seen, ${SEEN_SEPARATOR}) as seen from (${union(parts)}) group by id
    ) f join prospects p on p.id = f.id ${read.demo}`);
  return rowsOf(row?.c);
}

/** One thing looked for: its label (see Candidate.seen) and its spellings. */
type Group = { label: string; alts: readonly string[]; kind?: Concept["kind"] };

/** D1 allows at most this many terms in one compound SELECT ("too many terms in compound SELECT"). */
const MAX_UNION_TERMS = 5;

/**
 * `a union b union ...` of id subqueries, nested so that no compound SELECT
 * has more than MAX_UNION_TERMS terms: each group of five becomes one
 * subquery of the next level.
 */
function union(parts: SQL[]): SQL {
  if (parts.length <= MAX_UNION_TERMS) return sql.join(parts, sql` union `);
  const groups: SQL[] = [];
  for (let i = 0; i < parts.length; i += MAX_UNION_TERMS) {
    groups.push(sql`select id, seen from (${sql.join(parts.slice(i, i + MAX_UNION_TERMS), sql` union `)})`);
  }
  return union(groups);
}

async function facetCandidates(db: DrizzleD1Database, facets: Facets, cap: number, withDemo: boolean, packed: SQL) {
  const where: SQL[] = [];
  where.push(sql`hidden = 0`);
  if (!withDemo) where.push(sql`is_demo = 0`);
  if (facets.signalKind) where.push(sql`signal_kind = ${facets.signalKind}`);
  if (facets.industries.length === 1) where.push(sql`industry = ${facets.industries[0]}`);
  // Someone selling a service with nothing else to go by ('companies that need help'): each buyer
  // kind's newest rows through its (signal_kind, signal_date) index, then the newest of those.
  const kinds = !facets.signalKind && facets.buyers ? BUYER_KINDS : undefined;
  const newest = kinds
    ? sql`select id from (${sql.join(
        kinds.map(
          (kind) => sql`select * from (select id, signal_date from prospects
            where ${sql.join([...where, sql`signal_kind = ${kind}`], sql` and `)}
            order by signal_date desc limit ${cap})`,
        ),
        sql` union all `,
      )}) order by signal_date desc limit ${cap}`
    : sql`select id from prospects where ${sql.join(where, sql` and `)} order by signal_date desc limit ${cap}`;
  const [row] = await db.all<{ c: string }>(sql`
    select ${packed} as c from (
      select id, null as seen from (${newest})
    ) f join prospects p on p.id = f.id`);
  return rowsOf(row?.c);
}

/** How many of the newest rows the kind-of-company read looks through: a bound on its cost at any size. */
export const FITTING_SCAN = 3_000;

/**
 * The newest rows of the kind of company asked for, whatever their words: its source or
 * industry in their own columns, narrowed by a team size and by a signal kind asked for. For a
 * description whose words are mostly the user's own trade ('logo and brand identity for startups
 * that just got into YC'), rows mentioning the trade are its vendors; the clients are found by
 * what they are. Null when the description names no such column (or no time, which makes
 * the newest rows the fitting ones).
 */
async function fittingCandidates(
  db: DrizzleD1Database,
  facets: Facets,
  kinds: readonly string[] | undefined,
  cap: number,
  read: Read,
) {
  const fits: SQL[] = [];
  if (facets.sources?.length) fits.push(among("p.source", facets.sources));
  if (facets.industries.length) fits.push(among("p.industry", facets.industries));
  // A size alone is too loose a kind ('small businesses' is most of the table): it only narrows one.
  if (!fits.length && facets.maxAgeDays === undefined) return null;
  if (facets.sizes.length) fits.push(among("p.company_size", facets.sizes));
  if (kinds?.length) fits.push(among("p.signal_kind", kinds));
  // The newest rows first, bounded, then the kind checked on those: the bound holds whatever the plan
  // (a LIMIT subquery is never merged into the query around it), so no index on a kind's column
  // can turn it into a walk of the whole table.
  const [row] = await db.all<{ c: string }>(sql`
    select ${read.packed} as c from (
      select p.id as id, null as seen from (
        select p.id, p.source, p.industry, p.company_size, p.signal_kind, p.signal_date from prospects p ${read.demo}
        order by p.signal_date desc limit ${FITTING_SCAN}
      ) p
      ${fits.length ? sql`where ${sql.join(fits, sql` and `)}` : sql``}
      order by p.signal_date desc limit ${cap}
    ) f join prospects p on p.id = f.id`);
  return rowsOf(row?.c);
}

/** YC's batch names ('fall 2026') whose start falls from `days` before `now` to a year after it. */
function batchNames(now: number, days: number) {
  const names: string[] = [];
  const from = now - days * 86_400_000;
  const year = new Date(now).getUTCFullYear();
  for (let y = new Date(from).getUTCFullYear(); y <= year + 1; y++)
    for (const season of ["winter", "spring", "summer", "fall"]) {
      const start = batchStart(`${season} ${y}`)!.getTime();
      if (start >= from && start <= now + 365 * 86_400_000) names.push(`${season} ${y}`);
    }
  return names;
}

/**
 * YC companies of the batches a description's time words reach ('a recent YC batch'): their rows
 * are dated by a launch long before, so no newest-first read finds them; their tags name the batch.
 * At least the last year's batches, since a batch reads as recent for a while after it.
 */
async function ycBatchCandidates(
  db: DrizzleD1Database,
  facets: Facets,
  kinds: readonly string[] | undefined,
  cap: number,
  read: Read,
  now: number,
) {
  if (!facets.sources?.includes("ycombinator") || facets.maxAgeDays === undefined) return [];
  const names = batchNames(now, Math.max(365, facets.maxAgeDays));
  const match = `tags : (${names.map(ftsToken).join(" OR ")})`;
  return ftsCandidates(db, kinds ? `${match} AND ${kindFilter(kinds)}` : match, cap, read);
}

/** How many of each size's newest rows the sized read looks through (at most three sizes are asked). */
const SIZED_SCAN = 1_000;

/** The team sizes most companies are: asked for, they say too little to find rows by. */
const COMMON_SIZES = new Set(["1-10", "11-50"]);

/**
 * The newest rows of each larger team size asked for in so many words ('companies with 1000+
 * employees hiring', not 'fast-growing apps'), whatever their words: few companies are that
 * size, and a post rarely says its head count, so no read by words finds them. Each size's
 * newest rows come through its index, bounded, then the signal kind asked for narrows them.
 * None when a common size is asked for ('small teams'), which nearly every row fits.
 */
async function sizedCandidates(
  db: DrizzleD1Database,
  facets: Facets,
  kinds: readonly string[] | undefined,
  cap: number,
  read: Read,
) {
  const sizes = facets.sizes;
  if (!facets.sizeSaid || !sizes.length || sizes.some((s) => COMMON_SIZES.has(s))) return [];
  const kind = kinds?.length ? sql`where ${among("p.signal_kind", kinds)}` : sql``;
  const newest = sizes.map(
    (size) => sql`select * from (
      select p.id, p.signal_kind, p.signal_date from prospects p ${read.demo} and p.company_size = ${size}
      order by p.signal_date desc limit ${SIZED_SCAN})`,
  );
  const [row] = await db.all<{ c: string }>(sql`
    select ${read.packed} as c from (
      select p.id as id, null as seen from (${sql.join(newest, sql` union all `)}) p ${kind}
      order by p.signal_date desc limit ${cap}
    ) f join prospects p on p.id = f.id`);
  return rowsOf(row?.c);
}

/** Spellings of one thing looked for in the index (a region's places are the most). */
const MAX_ALTS = 24;

/** Buyers: someone hiring or asking for help (see Facets.buyers). */
export const BUYER_KINDS = ["hiring", "pain_point"] as const;

/**
 * The capped candidate set for a parsed query. The things asked for
 * (skills, industry, place, leftover words: each an OR of its spellings) are
 * matched with AND first, inside the asked signal kind (or the buyer kinds
 * when the user sells a service); when that finds too few, the newest rows of
 * the kind of company asked for (fittingCandidates) and each thing's own
 * newest matches are added; when the kind leaves too few, the rest of the
 * table is added, so a kind ranks rather than empties the page. Facet-only
 * queries read the newest rows of the matching signal kind or industry
 * through their indexes. YC companies asked for by a time come first, found
 * by their batch (ycBatchCandidates).
 */
export async function findCandidates(
  db: DrizzleD1Database,
  facets: Facets,
  opts: { withDemo?: boolean; withPains?: boolean; now?: number } = {},
) {
  const withDemo = opts.withDemo ?? true;
  // Hidden rows (an admin's decision) never show; demo rows only on an empty install.
  const demo = withDemo ? sql`where p.hidden = 0` : sql`where p.hidden = 0 and p.is_demo = 0`;
  const read: Read = { demo, packed: (opts.withPains ?? true) ? packed : packedNoPains };
  const concepts = facets.concepts ?? [
    ...[...new Set([...facets.skills, ...facets.terms])].map((t) => ({ label: t, alts: [t], required: true })),
  ];
  const group = (c: { label: string; alts: readonly string[]; kind?: Concept["kind"] }): Group => ({
    label: c.label,
    alts: c.alts.slice(0, MAX_ALTS),
    kind: c.kind,
  });
  let required = concepts.filter((c) => c.required).map(group);
  // Only a role was named ('startups looking for a data analyst'): the role is what to find. Not the
  // user's own trade ("I'm a bookkeeper; who just raised?"): a round or a launch naming it is a company
  // in that field (a fintech for a bookkeeper), so the newest of the kind asked for are read instead.
  if (!required.length)
    required = concepts
      .filter((c) => c.alts.length && !(facets.rolesOwn && "kind" in c && c.kind === "role"))
      .map(group);
  required = required.slice(0, 8);
  const toCandidate = unpacker();
  const found: Candidate[] = [];
  const seen = new Set<number>();
  const take = (rows: Packed[]) => {
    for (const r of rows) {
      if (found.length >= CANDIDATE_CAP) break;
      if (!seen.has(r[0])) {
        seen.add(r[0]);
        found.push(toCandidate(r));
      }
    }
  };
  // The signal kind asked for, if any: it narrows the reads by what a company is (not the buyer kinds).
  const askedKind = facets.signalKind ? [facets.signalKind] : undefined;
  // A third of the room, first, for a larger team size asked for (none unless one is).
  take(await sizedCandidates(db, facets, askedKind, Math.floor(CANDIDATE_CAP / 3), read));
  if (!required.length) {
    take(await facetCandidates(db, facets, CANDIDATE_CAP, withDemo, read.packed));
    return { candidates: found, mode: "facets" as const };
  }
  const kinds = facets.signalKind ? [facets.signalKind] : facets.buyers ? [...BUYER_KINDS] : undefined;

  let mode: "and" | "or" = "and";
  let fitted = false;
  // As much, first, for the YC batches a time names (none unless YC and a time are asked).
  take(await ycBatchCandidates(db, facets, askedKind, Math.floor(CANDIDATE_CAP / 3), read, opts.now ?? Date.now()));
  // The words' reads below start once these are in: a headline read while the words have found nothing.
  const byBatch = found.length;
  // The industry's plain words and a compound's parts: widening also looks for them, since the
  // typed word may be rare ('healthtech') where posts say 'health'.
  const broad = concepts.filter(
    (c) => !c.required && "kind" in c && (c.kind === "industry" || c.kind === "term") && c.alts.length,
  );
  for (const k of kinds ? [kinds, undefined] : [undefined]) {
    // A funding round is told by its kind and date, rarely in words: past the kind, half the
    // room goes to other posts' words and the rest to the newest rounds.
    const funding = k === undefined && facets.signalKind === "funding";
    const room = funding ? Math.floor((CANDIDATE_CAP - found.length) / 2) : CANDIDATE_CAP - found.length;
    // Half the room first for the newest rows that name what was asked in their headline:
    // a post hiring a 'Product Designer' two months ago is a better lead than the
    // 300th post this week that mentions designers once in passing.
    const headline = found.length > byBatch ? "" : headlineMatch(required, k);
    const all = ftsMatch(
      required.map((g) => g.alts),
      "AND",
      k,
    );
    const labels = required.map((g) => g.label);
    take(
      headline
        ? await headlineThenAll(
            db,
            headline,
            Math.floor(room / 2),
            all,
            room,
            CANDIDATE_CAP - found.length,
            read,
            labels,
          )
        : await ftsCandidates(db, all, room, read, labels),
    );
    if (funding) take(await facetCandidates(db, facets, CANDIDATE_CAP - found.length, withDemo, read.packed));
    if (found.length >= WIDEN_BELOW) break;
    // The words that must be there found nothing at all, of any kind ('Bubble.io developer'): the
    // rest of the description (the role, a title) is still something to go on, so the page is never empty.
    const rest =
      found.length || k !== undefined ? [] : concepts.filter((c) => !c.required && c.alts.length && !broad.includes(c));
    if (required.length > 1 || broad.length || rest.length) {
      mode = "or";
      const groups = [...required, ...broad.map(group), ...rest.map(group)].slice(0, 10);
      // The kind of company asked for gets a word's share of its own, ahead of the words, once per
      // search. Only a signal kind asked for narrows it: buyers first is the ranker's preference
      // ('logo design for YC startups' wants YC's newest, most of them not hiring).
      const share = Math.floor(CANDIDATE_CAP / (groups.length + 1));
      const fitting = fitted ? null : await fittingCandidates(db, facets, askedKind, share, read);
      fitted = true;
      if (fitting) take(fitting);
      take(await perWordCandidates(db, groups, k, CANDIDATE_CAP - found.length, read));
    }
    if (found.length >= LEAVE_KIND_BELOW) break;
  }
  return { candidates: found, mode };
}

let realSeen = false;
let checkedAt = 0;
/**
 * Whether any real (non-demo) prospect exists. Once one does, demo rows are
 * left out of every search. The answer "yes" never changes back in practice,
 * so it is kept for the isolate's life; "no" is asked again after a minute.
 */
export async function hasRealProspects(db: DrizzleD1Database, now = Date.now()) {
  if (realSeen || now - checkedAt < 60_000) return realSeen;
  const [row] = await db.all<{ ok: number }>(
    sql`select exists(select 1 from prospects where is_demo = 0 and hidden = 0) as ok`,
  );
  realSeen = row?.ok === 1;
  checkedAt = now;
  return realSeen;
}
