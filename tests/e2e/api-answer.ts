import type { hc, InferResponseType } from "hono/client";
import type { StatusCode } from "hono/utils/http-status";
import type { AppType } from "#functions/app";

/**
 * The API as the typed client sees it, for specs that read an answer through
 * `page.request`: name its type from the route, e.g. `Answer<Api["auth"]["me"]["$get"]>`,
 * never re-declare it (the same rule as tests/functions/helpers.ts).
 */
export type Api = ReturnType<typeof hc<AppType>>["api"];
/** The JSON a route answers with the given status (200 unless told). */
export type Answer<Endpoint, Status extends StatusCode = 200> = InferResponseType<Endpoint, Status>;
