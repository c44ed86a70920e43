import { hc } from "hono/client";
import type { AppType } from "#functions/app";

/**
 * The one typed client of the Worker's API. Response types come from the
 * routes themselves, so they are never written twice.
 */
export const api = hc<AppType>("/", {
  init: { credentials: "same-origin" },
}).api;

export type ApiErrorBody = { error: { code: string; message: string; details?: unknown } };

/** Reads a response, throwing an Error with the server's message when it failed. */
export async function unwrap<T>(res: { ok: boolean; status: number; json(): Promise<T> }): Promise<T> {
  if (res.ok) return res.json();
  let message = "Something went wrong. Please try again.";
  try {
    const body = (await res.json()) as unknown as ApiErrorBody;
    if (body?.error?.message) message = body.error.message;
  } catch {
    // not JSON: keep the generic message
  }
  throw new ApiRequestError(res.status, message);
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
