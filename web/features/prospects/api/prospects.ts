import type { InferResponseType } from "hono/client";
import { api, unwrap } from "#web/lib/api";

export type SearchResponse = InferResponseType<(typeof api)["search"]["$post"], 200>;
export type SearchResult = SearchResponse["results"][number];
export type ProspectDetail = InferResponseType<(typeof api)["prospects"][":id"]["$get"], 200>;

export async function searchProspects(query: string, skills: string[] = []) {
  return unwrap(await api.search.$post({ json: { query, skills } }));
}

export async function fetchProspect(id: string) {
  return unwrap(await api.prospects[":id"].$get({ param: { id } }));
}
