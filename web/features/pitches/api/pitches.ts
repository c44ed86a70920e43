import type { InferRequestType, InferResponseType } from "hono/client";
import { api, unwrap } from "#web/lib/api";

type ById = (typeof api)["pitches"][":id"];

export type PitchList = InferResponseType<(typeof api)["pitches"]["$get"], 200>;
export type PitchTab = NonNullable<InferRequestType<(typeof api)["pitches"]["$get"]>["query"]["status"]>;
export type Pitch = PitchList["pitches"][number];
export type PitchStatus = Pitch["status"];
export type Tone = InferRequestType<ById["regenerate"]["$post"]>["json"]["tone"];
export type SendVia = InferRequestType<ById["send"]["$post"]>["json"]["via"];
export type PitchChange = InferRequestType<ById["$put"]>["json"];

export type CreatedPitch = InferResponseType<(typeof api)["pitches"]["$post"], 201>;
export type PitchDetail = InferResponseType<ById["$get"], 200>;
export type SavedPitch = InferResponseType<ById["$put"], 200>;
export type RegeneratedPitch = InferResponseType<ById["regenerate"]["$post"], 200>;
export type SentPitch = InferResponseType<ById["send"]["$post"], 200>;
/** The writer's checks: each claim with the record's sentence it rests on, and what blocks sending. */
export type Verification = NonNullable<PitchDetail["verification"]>;
export type Problem = Verification["problems"][number];
export type Claim = Verification["claims"][number];

export const pitchTabs = ["all", "draft", "sent", "responded"] as const satisfies readonly PitchTab[];
export const tones = ["professional", "casual", "friendly", "direct"] as const satisfies readonly Tone[];

const param = (id: number) => ({ param: { id: String(id) } });

export async function fetchPitches({ status = "all", page = 1 }: { status?: PitchTab; page?: number } = {}) {
  return unwrap(await api.pitches.$get({ query: { status, page: String(page) } }));
}

export async function createPitch(prospectId: number, tone: Tone = "professional") {
  return unwrap(await api.pitches.$post({ json: { prospectId, tone } }));
}

export async function fetchPitch(id: number) {
  return unwrap(await api.pitches[":id"].$get(param(id)));
}

export async function updatePitch(id: number, json: PitchChange) {
  return unwrap(await api.pitches[":id"].$put({ ...param(id), json }));
}

export async function deletePitch(id: number) {
  return unwrap(await api.pitches[":id"].$delete(param(id)));
}

export async function regeneratePitch(id: number, tone: Tone) {
  return unwrap(await api.pitches[":id"].regenerate.$post({ ...param(id), json: { tone } }));
}

export async function sendPitch(id: number, via: SendVia, confirmRule: boolean) {
  return unwrap(await api.pitches[":id"].send.$post({ ...param(id), json: { via, confirmRule } }));
}

export async function markPitchResponded(id: number) {
  return unwrap(await api.pitches[":id"].responded.$post({ ...param(id), json: {} }));
}

/** The draft already kept for a prospect, if any (so opening the composer never spends a second pitch). */
export async function findDraftFor(prospectId: number) {
  const list = await unwrap(
    await api.pitches.$get({ query: { status: "draft", page: "1", prospectId: String(prospectId) } }),
  );
  return list.pitches[0] ?? null;
}
