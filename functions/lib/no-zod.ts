/**
 * Stands in for `zod/v4/core` in the Worker bundle (wrangler.toml, [alias]).
 * hono-openapi's JSON-schema step imports zod lazily, only for zod schemas;
 * every route here is described with valibot, so zod would be ~100 KB of the
 * bundle that never runs (docs/performance.md, "Worker bundle").
 */
export function toJSONSchema(): never {
  throw new Error("This app describes its routes with valibot; zod schemas are not supported.");
}
