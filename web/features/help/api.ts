import type { InferResponseType } from "hono/client";
import { api, unwrap } from "#web/lib/api";

export type SuggestionList = InferResponseType<typeof api.suggestions.$get, 200>;
export type Suggestion = SuggestionList["suggestions"][number];

export const fetchSuggestions = async () => unwrap(await api.suggestions.$get());
export const submitSuggestion = async (suggestion: string) =>
  unwrap(await api.suggestions.$post({ json: { suggestion } }));
export const voteFor = async (id: number) =>
  unwrap(await api.suggestions[":id"].vote.$post({ param: { id: String(id) }, json: {} }));
