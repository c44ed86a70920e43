/*
 * What every admin screen shares: reading an admin response into data or an
 * AdminApiError, the signed-in admin, role names and the sources' status
 * (the content page runs them, the platform page shows them).
 */
import type { InferResponseType } from "hono/client";
import { ApiRequestError, type ApiResponse, api, errorBodyOf } from "#web/lib/api";

/** An API failure with the server's error code and details (the attempt counts of a failed sign-in). */
export class AdminApiError extends ApiRequestError {
  constructor(
    status: number,
    message: string,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(status, message);
  }
}

/** The body of a successful admin call, or an AdminApiError with the server's message. */
export async function readAdminResponse<T>(res: ApiResponse<T>): Promise<T> {
  if (res.ok) return res.json();
  const body = await errorBodyOf(res);
  throw new AdminApiError(
    res.status,
    body?.error?.message ?? "Something went wrong. Please try again.",
    body?.error?.code ?? "error",
    body?.error?.details,
  );
}

const admin = api.admin;
const read = readAdminResponse;

export type AdminMe = InferResponseType<typeof admin.auth.me.$get, 200>;
export type AdminRole = AdminMe["role"];

export const roleLabels: Record<AdminRole, string> = { super_admin: "Super Admin", moderator: "Moderator" };

/** The signed-in admin, or null without an admin session (401). Other failures throw. */
export async function fetchAdminMe(): Promise<AdminMe | null> {
  const res = await admin.auth.me.$get();
  if (res.status === 401) return null;
  return read(res);
}

export type SourceStatus = InferResponseType<typeof admin.sources.$get, 200>["sources"][number];

export const fetchSources = async () => read(await admin.sources.$get());
