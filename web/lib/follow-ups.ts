import type { InferRequestType, InferResponseType } from "hono/client";
import { api, unwrap } from "#web/lib/api";

type Sent = (typeof api)["follow-ups"][":id"]["sent"]["$post"];

export type FollowUp = InferResponseType<(typeof api)["follow-ups"]["$get"], 200>["followUps"][number];
export type FollowUpStatus = FollowUp["status"];
export type FollowUpVia = NonNullable<InferRequestType<Sent>["json"]["via"]>;

/** The follow-ups still waiting (overdue first, then pending by date). */
export async function fetchDueFollowUps() {
  const { followUps } = await unwrap(await api["follow-ups"].$get({ query: { due: "true" } }));
  return followUps;
}

/** 'manual': the user sent it themselves; 'email': Leadsmith e-mails it on their behalf. */
export async function markFollowUpSent(id: number, via: FollowUpVia = "manual") {
  const { followUp } = await unwrap(
    await api["follow-ups"][":id"].sent.$post({ param: { id: String(id) }, json: { via } }),
  );
  return followUp;
}
