import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost";

/** A request to the real Worker entry point, as a same-origin browser would send it. */
export function api(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  if (json !== undefined) {
    h.set("content-type", "application/json");
    if (!h.has("origin")) h.set("origin", ORIGIN);
  }
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      ...rest,
      headers: h,
      body: json === undefined ? rest.body : JSON.stringify(json),
    }),
  );
}
