import type { InferResponseType } from "hono/client";
import { readAdminResponse as read } from "#web/lib/admin/api";
import { api } from "#web/lib/api";

const admin = api.admin;

export type CampaignList = InferResponseType<typeof admin.campaigns.$get, 200>;
export type Campaign = CampaignList["campaigns"][number];
export type Audience = Campaign["audience"];

export type CampaignDraft = { subject: string; content: string; audience: Audience; waitlistIds?: number[] };

export const fetchCampaigns = async () => read(await admin.campaigns.$get());
export const fetchEmailStatus = async () => read(await admin.campaigns["email-status"].$get());

export async function previewAudience(draft: CampaignDraft) {
  const { recipients } = await read(await admin.campaigns.$post({ json: { ...draft, preview: true } }));
  return { recipients };
}

/** Queues a saved draft. */
export const sendDraft = async (id: number) =>
  read(await admin.campaigns[":id"].send.$post({ param: { id: String(id) }, json: {} }));

/** Saves the announcement and queues it: one call for the draft, one for the send. */
export async function sendAnnouncement(draft: CampaignDraft) {
  const res = await admin.campaigns.$post({ json: draft });
  // Without `preview` the server answers 201 with the saved draft; a failure throws its own message here.
  if (res.status !== 201) {
    await read(res);
    throw new Error("The announcement was not saved. Please try again.");
  }
  const { campaign } = await res.json();
  return sendDraft(campaign.id);
}
