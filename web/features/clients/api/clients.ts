import type { InferRequestType, InferResponseType } from "hono/client";
import { ApiRequestError, api, unwrap } from "#web/lib/api";
import { fetchProspect } from "#web/lib/prospect";

type ById = (typeof api)["clients"][":id"];

export type ClientList = InferResponseType<(typeof api)["clients"]["$get"], 200>;
export type ClientListItem = ClientList["clients"][number];
export type ClientTab = NonNullable<InferRequestType<(typeof api)["clients"]["$get"]>["query"]["tab"]>;
export type ClientDetail = InferResponseType<ById["$get"], 200>;
export type Client = ClientDetail["client"];
export type ClientChange = InferRequestType<ById["$put"]>["json"];
export type ClientStage = NonNullable<ClientChange["stage"]>;
export type RevenueRange = NonNullable<ClientChange["revenue"]>;

/**
 * The server's lists (db/schema/outreach.ts), repeated here so the SPA does not
 * bundle the database schema; the checks below fail to compile if they drift.
 */
export const clientStages = [
  "New Lead",
  "In Discussion",
  "Proposal Sent",
  "Project Started",
  "Completed",
  "Hired",
] as const satisfies readonly ClientStage[];
export const revenueRanges = [
  "$0-$1K",
  "$1K-$5K",
  "$5K-$10K",
  "$10K-$25K",
  "$25K-$50K",
  "$50K+",
] as const satisfies readonly RevenueRange[];
export const clientTabs = ["all", "new", "active", "proposals"] as const satisfies readonly ClientTab[];

type Exhaustive<Missing> = [Missing] extends [never] ? true : never;
const _everyStage: Exhaustive<Exclude<ClientStage, (typeof clientStages)[number]>> = true;
const _everyRange: Exhaustive<Exclude<RevenueRange, (typeof revenueRanges)[number]>> = true;
const _everyTab: Exhaustive<Exclude<ClientTab, (typeof clientTabs)[number]>> = true;
void [_everyStage, _everyRange, _everyTab];

const param = (id: number | string) => ({ param: { id: String(id) } });

export async function fetchClients({
  q = "",
  tab = "all",
  page = 1,
}: {
  q?: string;
  tab?: ClientTab;
  page?: number;
} = {}) {
  return unwrap(await api.clients.$get({ query: { q, tab, page: String(page) } }));
}

export async function fetchClient(id: number | string) {
  return unwrap(await api.clients[":id"].$get(param(id)));
}

export async function updateClient(id: number, json: ClientChange) {
  return unwrap(await api.clients[":id"].$put({ ...param(id), json }));
}

/**
 * What the client page shows: the client with its pitches and follow-ups, and
 * the prospect's full profile (null if it could not be read). Null when the id
 * is not one of the user's clients.
 */
export async function loadClientPage(id: string) {
  let detail: ClientDetail;
  try {
    detail = await fetchClient(id);
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
  const prospect = await fetchProspect(String(detail.client.prospectId)).catch(() => null);
  return { ...detail, prospect };
}
export type ClientPageData = NonNullable<Awaited<ReturnType<typeof loadClientPage>>>;
