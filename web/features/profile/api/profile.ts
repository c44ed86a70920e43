import type { InferRequestType } from "hono/client";
import { api, unwrap } from "#web/lib/api";

export type ProfileInput = InferRequestType<typeof api.profile.$put>["json"];

export async function saveProfile(json: ProfileInput) {
  return unwrap(await api.profile.$put({ json }));
}
