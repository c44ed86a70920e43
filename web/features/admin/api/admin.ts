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

async function read<T>(res: ApiResponse<T>): Promise<T> {
  if (res.ok) return res.json();
  const body = await errorBodyOf(res);
  throw new AdminApiError(
    res.status,
    body?.error?.message ?? "Something went wrong. Please try again.",
    body?.error?.code ?? "error",
    body?.error?.details,
  );
}

/** For the admin screens that keep their calls in their own feature folders. */
export { read as readAdminResponse };

const admin = api.admin;

export type AdminMe = InferResponseType<typeof admin.auth.me.$get, 200>;
export type AdminRole = AdminMe["role"];
export type AdminMetrics = InferResponseType<typeof admin.metrics.$get, 200>;
export type WaitlistPage = InferResponseType<typeof admin.waitlist.$get, 200>;
export type AdminUsersPage = InferResponseType<typeof admin.users.$get, 200>;
export type SupportOverview = InferResponseType<typeof admin.support.$get, 200>;
export type HelpRequest = SupportOverview["helpRequests"][number];

export const roleLabels: Record<AdminRole, string> = { super_admin: "Super Admin", moderator: "Moderator" };

/** The signed-in admin, or null without an admin session (401). Other failures throw. */
export async function fetchAdminMe(): Promise<AdminMe | null> {
  const res = await admin.auth.me.$get();
  if (res.status === 401) return null;
  return read(res);
}

export const adminSignIn = async (json: { email: string; password: string }) =>
  read(await admin.auth["sign-in"].$post({ json }));

export const adminVerifyCode = async (code: string) => read(await admin.auth.verify.$post({ json: { code } }));

// These take no body; `{}` is sent because every POST must be application/json (the CSRF rule).
export const adminResendCode = async () => read(await admin.auth.resend.$post({ json: {} }));

export const adminSignOut = async () => read(await admin.auth["sign-out"].$post({ json: {} }));

export const fetchMetrics = async () => read(await admin.metrics.$get());

export type WaitlistEntry = WaitlistPage["entries"][number];
export type WaitlistStatus = WaitlistEntry["status"];
export type WaitlistFilters = { status?: WaitlistStatus; source?: string; from?: string; to?: string };

export const fetchWaitlist = async ({ q, page, ...filters }: { q: string; page: number } & WaitlistFilters) =>
  read(
    await admin.waitlist.$get({
      query: {
        q,
        page: String(page),
        ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
      },
    }),
  );

export const setWaitlistStatus = async (id: number, status: WaitlistStatus) =>
  read(await admin.waitlist[":id"].$patch({ param: { id: String(id) }, json: { status } }));

export const contactWaitlistEntry = async (id: number, json: { subject: string; message: string }) =>
  read(await admin.waitlist[":id"].contact.$post({ param: { id: String(id) }, json }));

export type AdminUserRow = AdminUsersPage["users"][number];
export type HealthStatus = AdminUserRow["status"];
export type StaffPlan = "free" | "pro" | "agency";

export const fetchUsers = async (query: { q: string; page: number; plan?: StaffPlan; health?: HealthStatus }) =>
  read(
    await admin.users.$get({
      query: {
        q: query.q,
        page: String(query.page),
        ...(query.plan ? { plan: query.plan } : {}),
        ...(query.health ? { health: query.health } : {}),
      },
    }),
  );

export const updateUser = async (id: number, json: { plan?: StaffPlan; disabled?: boolean }) =>
  read(await admin.users[":id"].$patch({ param: { id: String(id) }, json }));

/** A plain link, like the waitlist export. */
export const USERS_EXPORT_URL = "/api/admin/users.csv";

export const fetchSupport = async () => read(await admin.support.$get());

export const updateHelpRequest = async (id: number, json: { status: "pending" | "resolved"; response?: string }) =>
  read(await admin.support[":id"].$patch({ param: { id: String(id) }, json }));

/** A plain link: the browser downloads the attachment with the admin cookie. */
export const WAITLIST_EXPORT_URL = "/api/admin/waitlist/export.csv";

/* Prospect data and sources (the content page's Prospect Data tab). */

export type AdminProspectPage = InferResponseType<typeof admin.prospects.$get, 200>;
export type AdminProspectRow = AdminProspectPage["prospects"][number];
export type AdminProspectDetail = InferResponseType<(typeof admin.prospects)[":id"]["$get"], 200>;
export type SourceStatus = InferResponseType<typeof admin.sources.$get, 200>["sources"][number];
export type SourceRunResult = InferResponseType<(typeof admin.sources)[":name"]["run"]["$post"], 200>;

export type AdminProspectQuery = {
  q: string;
  page: number;
  source?: AdminProspectRow["source"];
  demo?: boolean;
  hidden?: boolean;
  importId?: number;
};

export const fetchAdminProspects = async ({ q, page, source, demo, hidden, importId }: AdminProspectQuery) =>
  read(
    await admin.prospects.$get({
      query: {
        ...(q ? { q } : {}),
        page: String(page),
        ...(source ? { source } : {}),
        ...(demo === undefined ? {} : { demo: String(demo) as "true" | "false" }),
        ...(hidden === undefined ? {} : { hidden: String(hidden) as "true" | "false" }),
        ...(importId === undefined ? {} : { import: String(importId) }),
      },
    }),
  );

export const fetchAdminProspect = async (id: number) =>
  read(await admin.prospects[":id"].$get({ param: { id: String(id) } }));

export const setAdminProspectHidden = async (id: number, hidden: boolean) =>
  read(await admin.prospects[":id"].$patch({ param: { id: String(id) }, json: { hidden } }));

export const deleteAdminProspect = async (id: number) =>
  read(await admin.prospects[":id"].$delete({ param: { id: String(id) } }));

export const removeDemoProspects = async () => read(await admin.prospects["remove-demo"].$post({ json: {} }));

export const fetchSources = async () => read(await admin.sources.$get());

export const runSourceNow = async (name: string) =>
  read(await admin.sources[":name"].run.$post({ param: { name }, json: {} }));
