import { api, unwrap } from "#web/lib/api";

/** One prospect's page: read by the prospect screen and by a client's page for its source. */
export async function fetchProspect(id: string) {
  return unwrap(await api.prospects[":id"].$get({ param: { id } }));
}
