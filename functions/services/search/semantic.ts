/**
 * Optional semantic re-ranking through Workers AI (docs/performance.md, search
 * section). Where the Worker has an `AI` binding, the query and the best
 * lexical candidates are embedded with a small sentence model and their
 * cosine similarity is blended into the match score, so a post that says the
 * same thing in other words moves up. Without the binding, or when the model
 * fails or is slow, the lexical order stands unchanged: the local default
 * ranks on its own.
 */

export type EmbeddingRunner = { run(model: string, input: unknown): Promise<unknown> };

export const EMBEDDING_MODEL = "@cf/baai/bge-small-en-v1.5";
/** Only the best lexical candidates are embedded: one model call per search, a bounded batch. */
export const SEMANTIC_TOP = 30;
/** How much of the 0-100 score semantic similarity may move. */
const SEMANTIC_SHARE = 0.2;
const TIMEOUT_MS = 1500;

/** The runner when Workers AI is bound and not switched off (SEARCH_SEMANTIC=off). */
export function semanticRunnerFrom(env: Record<string, unknown>): EmbeddingRunner | undefined {
  const ai = env.AI as EmbeddingRunner | undefined;
  if (String(env.SEARCH_SEMANTIC ?? "").toLowerCase() === "off") return undefined;
  return typeof ai === "object" && ai !== null && typeof ai.run === "function" ? ai : undefined;
}

/** Workers AI's embedding answer: `{ shape: [n, dim], data: number[][] }`. */
function vectorsOf(out: unknown, n: number): number[][] | null {
  const data = (out as { data?: unknown })?.data;
  if (!Array.isArray(data) || data.length !== n) return null;
  for (const v of data) if (!Array.isArray(v) || !v.length || v.some((x) => typeof x !== "number")) return null;
  return data as number[][];
}

function cosine(a: number[], b: number[]) {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

type Scored = { matchScore: number };

/**
 * Re-scores the first SEMANTIC_TOP results: 80 % the lexical score, 20 % the
 * similarity (scaled between the least and most similar of them), and
 * re-sorts them; the rest keep their places below. Any failure returns the
 * input unchanged.
 */
export async function semanticRerank<T extends Scored>(
  ai: EmbeddingRunner | undefined,
  query: string,
  ranked: T[],
  textOf: (r: T) => string,
): Promise<T[]> {
  if (!ai || ranked.length < 2) return ranked;
  const top = ranked.slice(0, SEMANTIC_TOP);
  const texts = [query, ...top.map((r) => textOf(r).slice(0, 400))];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const out = await Promise.race([
      ai.run(EMBEDDING_MODEL, { text: texts }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("semantic timeout")), TIMEOUT_MS);
      }),
    ]);
    const vectors = vectorsOf(out, texts.length);
    if (!vectors) return ranked;
    const sims = top.map((_, i) => cosine(vectors[0]!, vectors[i + 1]!));
    const lo = Math.min(...sims);
    const hi = Math.max(...sims);
    const rescored = top.map((r, i) => {
      const sim = hi > lo ? (sims[i]! - lo) / (hi - lo) : 0.5;
      const score = Math.round((1 - SEMANTIC_SHARE) * r.matchScore + SEMANTIC_SHARE * 100 * sim);
      return { ...r, matchScore: Math.max(1, Math.min(100, score)) };
    });
    rescored.sort((a, b) => b.matchScore - a.matchScore);
    return [...rescored, ...ranked.slice(SEMANTIC_TOP)];
  } catch {
    return ranked;
  } finally {
    if (timer) clearTimeout(timer);
  }
}
