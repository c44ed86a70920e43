import type { InferResponseType } from "hono/client";
import { readAdminResponse as read } from "#web/lib/admin/api";
import { api } from "#web/lib/api";

const admin = api.admin;

export type AdminMetrics = InferResponseType<typeof admin.metrics.$get, 200>;
export type WaitlistPage = InferResponseType<typeof admin.waitlist.$get, 200>;
export type AdminUsersPage = InferResponseType<typeof admin.users.$get, 200>;
export type SupportOverview = InferResponseType<typeof admin.support.$get, 200>;
export type HelpRequest = SupportOverview["helpRequests"][number];

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

export type AdminSuggestion = InferResponseType<(typeof admin.support.suggestions)[":id"]["$patch"], 200>["suggestion"];

export const updateSuggestionStatus = async (id: number, status: AdminSuggestion["status"]) =>
  read(await admin.support.suggestions[":id"].$patch({ param: { id: String(id) }, json: { status } }));
