import type { Bindings } from "../env";
import { ApiError } from "./errors";

/** The HMAC secret, required: a deployment without it refuses auth instead of using a guessable key. */
export function authSecret(env: Bindings) {
  const s = env.AUTH_SECRET;
  if (!s || s.length < 32) {
    console.error(
      JSON.stringify({
        level: "error",
        at: new Date().toISOString(),
        msg: "AUTH_SECRET is missing or shorter than 32 characters",
      }),
    );
    throw new ApiError(503, "not_configured", "Sign-in is not configured on this server yet.");
  }
  return s;
}
