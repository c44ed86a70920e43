import type { InferRequestType, InferResponseType } from "hono/client";
import { readAdminResponse as read } from "#web/features/admin/api/admin";
import { api } from "#web/lib/api";

const admin = api.admin;

export type CampaignList = InferResponseType<typeof admin.campaigns.$get, 200>;
export type Campaign = CampaignList["campaigns"][number];
export type Audience = Campaign["audience"];
export type TemplateList = InferResponseType<typeof admin.templates.$get, 200>;
export type PitchTemplate = TemplateList["templates"][number];
export type BannerList = InferResponseType<typeof admin.content.$get, 200>;
export type Banner = BannerList["banners"][number];
export type AdminSuggestion = InferResponseType<(typeof admin.support.suggestions)[":id"]["$patch"], 200>["suggestion"];

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

export const fetchTemplates = async () => read(await admin.templates.$get());
export type TemplateInput = {
  name: string;
  tone: PitchTemplate["tone"];
  subject: string;
  body: string;
  isActive?: boolean;
};
export const createTemplate = async (json: TemplateInput) => read(await admin.templates.$post({ json }));
export const updateTemplate = async (id: number, json: Partial<TemplateInput>) =>
  read(await admin.templates[":id"].$patch({ param: { id: String(id) }, json }));
export const deleteTemplate = async (id: number) =>
  read(await admin.templates[":id"].$delete({ param: { id: String(id) } }));

export const fetchBanners = async () => read(await admin.content.$get());
export type BannerInput = {
  message: string;
  linkUrl?: string;
  linkText?: string;
  tone?: Banner["tone"];
  startsAt: string;
  endsAt: string;
};
export const createBanner = async (json: BannerInput) => read(await admin.content.$post({ json }));
export const updateBanner = async (id: number, json: Partial<BannerInput>) =>
  read(await admin.content[":id"].$patch({ param: { id: String(id) }, json }));
export const deleteBanner = async (id: number) =>
  read(await admin.content[":id"].$delete({ param: { id: String(id) } }));

export type TrainingLabel = InferRequestType<(typeof admin.content)["training-data"]["$get"]>["query"]["label"];

export const fetchTrainingData = async (query: { label: TrainingLabel; page: number }) =>
  read(await admin.content["training-data"].$get({ query: { label: query.label, page: String(query.page) } }));

export const updateSuggestionStatus = async (id: number, status: AdminSuggestion["status"]) =>
  read(await admin.support.suggestions[":id"].$patch({ param: { id: String(id) }, json: { status } }));
