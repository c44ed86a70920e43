import { describe, expect, it } from "vitest";
import { api } from "./helpers";

type Response = { description?: string; content?: Record<string, { schema?: unknown }> };
type Operation = { responses?: Record<string, Response> };
type Doc = { paths: Record<string, Record<string, Operation>> };

/** Answers that are not JSON (a file, a pixel, a redirect): their description names what comes back. */
const NOT_JSON = new Set([
  "GET /api/admin/users.csv",
  "GET /api/admin/waitlist/export.csv",
  "GET /api/c/{token}/open",
  "GET /api/c/{token}/click/{n}",
  "GET /api/auth/oauth/{provider}/start",
  "GET /api/auth/oauth/{provider}/callback",
  "GET /api/waitlist/live",
]);

async function operations() {
  const doc = (await (await api("/api/openapi.json")).json()) as Doc;
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
}

describe("the OpenAPI document", () => {
  it("documents a success response for every operation, with its JSON schema", async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(50);
    const missing: string[] = [];
    const withoutSuccess: string[] = [];
    for (const { key, op } of ops) {
      const success = Object.entries(op.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status));
      if (success.length === 0) withoutSuccess.push(key);
      if (NOT_JSON.has(key)) continue;
      const json = success.filter(([, r]) => r.content?.["application/json"]?.schema !== undefined);
      if (json.length === 0) missing.push(key);
    }
    expect(withoutSuccess).toEqual([]);
    expect(missing).toEqual([]);
  });
});
