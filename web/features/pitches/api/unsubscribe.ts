import { api, unwrap } from "#web/lib/api";

/** What an opt-out link stops: the masked address and whether it already opted out. */
export async function readOptOutLink(token: string) {
  return unwrap(await api.unsubscribe.$get({ query: { t: token } }));
}

export async function optOut(token: string) {
  return unwrap(await api.unsubscribe.$post({ json: { token } }));
}
