import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

/** A failure the client is meant to see, with its status and a stable code. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

const codeForStatus: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
};

/**
 * The one top-level error handler: known errors keep their status and message;
 * anything else is logged with the request id and answered as a generic 500,
 * never with a stack trace or SQL.
 */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(errorBody(err.code, err.message, err.details), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = status === 400 && /JSON/i.test(err.message) ? "The request body is not valid JSON." : err.message;
    return c.json(errorBody(codeForStatus[status] ?? "error", message || "Request failed."), status);
  }
  const requestId = c.get("requestId") as string | undefined;
  console.error(
    JSON.stringify({
      level: "error",
      at: new Date().toISOString(),
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: err.name,
      message: err.message,
    }),
  );
  return c.json(
    errorBody("internal_error", `Something went wrong on our side. Reference: ${requestId ?? "unknown"}.`),
    500,
  );
}
