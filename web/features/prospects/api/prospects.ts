import type { InferResponseType } from "hono/client";
import { api, unwrap } from "#web/lib/api";

export type SearchResponse = InferResponseType<(typeof api)["search"]["$post"], 200>;
export type SearchResult = SearchResponse["results"][number];
export type ProspectDetail = InferResponseType<(typeof api)["prospects"][":id"]["$get"], 200>;
/** A stored search reopened: the results it delivered then, with today's quota. Uses no quota. */
export type StoredSearch = InferResponseType<(typeof api)["searches"][":id"]["$get"], 200>;
export type SearchHistoryItem = InferResponseType<(typeof api)["searches"]["$get"], 200>["searches"][number];

/** Runs a new search: uses one search of the plan's quota unless it delivers nothing. */
export async function searchProspects(query: string, skills: string[] = []) {
  return unwrap(await api.search.$post({ json: { query, skills } }));
}

/** The user's recent searches, newest first. */
export async function fetchSearchHistory() {
  return (await unwrap(await api.searches.$get())).searches;
}

/** Reopens one stored search (uses no quota). A 404 means it is not this user's. */
export async function fetchStoredSearch(id: number) {
  return unwrap(await api.searches[":id"].$get({ param: { id: String(id) } }));
}

/** Saves a prospect to the user's clients (a second save answers the existing client). */
export async function saveAsClient(prospectId: number) {
  return unwrap(await api.clients.$post({ json: { prospectId } }));
}
