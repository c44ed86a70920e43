import { hc } from "hono/client";
import type { AppType } from "#functions/app";
import type { ErrorBody } from "#functions/lib/errors";

/**
 * The one typed client of the Worker's API. Response types come from the
 * routes themselves, so they are never written twice.
 */
export const api = hc<AppType>("/", {
  init: { credentials: "same-origin" },
}).api;

/** The one error shape of the API, as the server writes it (functions/lib/errors.ts). */
export type ApiErrorBody = ErrorBody;

/** What a client response offers: its typed success body, and the raw text of a failure. */
export type ApiResponse<T> = { ok: boolean; status: number; json(): Promise<T>; text(): Promise<string> };

const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === "object" &&
  body !== null &&
  "error" in body &&
  typeof body.error === "object" &&
  body.error !== null &&
  "code" in body.error &&
  typeof body.error.code === "string" &&
  "message" in body.error &&
  typeof body.error.message === "string";

/** The error body of a failed response, or null when it did not send one (a proxy's HTML page, say). */
export async function errorBodyOf(res: { text(): Promise<string> }): Promise<ApiErrorBody | null> {
  try {
    const body: unknown = JSON.parse(await res.text());
    return isErrorBody(body) ? body : null;
  } catch {
    return null;
  }
}

/** Reads a response, throwing an Error with the server's message when it failed. */
export async function unwrap<T>(res: ApiResponse<T>): Promise<T> {
  if (res.ok) return res.json();
  const body = await errorBodyOf(res);
  throw new ApiRequestError(
    res.status,
    body?.error.message || "Something went wrong. Please try again.",
    body?.error.code,
    body?.error.details,
  );
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's stable code ('account_locked'), when it sent one. */
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
