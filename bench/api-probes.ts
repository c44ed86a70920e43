import { routeSearchMix } from "./search-scale";

/** One request shape a benchmark sends repeatedly; `body(i)` varies it per request. */
export type Probe = { method: "GET" | "POST"; path: string; status: number; body?: (i: number) => unknown };

/**
 * The routes whose CPU per request the API benchmarks measure (every kind of
 * route but password hashing), keyed by name. `runId` keeps the e-mails of
 * one run apart from another's on the same database.
 */
export function apiProbes(prospectId: number, runId: string): Record<string, Probe> {
  const get = (p: string): Probe => ({ method: "GET", path: p, status: 200 });
  return {
    "GET /api/health": get("/api/health"),
    "GET /api/waitlist/stats": get("/api/waitlist/stats"),
    "GET /api/auth/me": get("/api/auth/me"),
    "GET /api/searches": get("/api/searches"),
    "GET /api/prospects/:id": get(`/api/prospects/${prospectId}`),
    "POST /api/search": {
      method: "POST",
      path: "/api/search",
      status: 200,
      body: (i) => ({ query: routeSearchMix[i % routeSearchMix.length] }),
    },
    "POST /api/waitlist": {
      method: "POST",
      path: "/api/waitlist",
      status: 201,
      body: (i) => ({ name: "Bench Visitor", email: `bench-${runId}-${i}@example.com` }),
    },
    "POST /api/contact": {
      method: "POST",
      path: "/api/contact",
      status: 201,
      body: (i) => ({
        name: "Bench Visitor",
        email: `contact-${runId}-${i}@example.com`,
        subject: "A question",
        message: "How do I export my pitches?",
      }),
    },
  };
}
