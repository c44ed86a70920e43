import type { InferResponseType } from "hono/client";
import { readAdminResponse as read } from "#web/lib/admin/api";
import { api } from "#web/lib/api";

const admin = api.admin;

export type SettingsOverview = InferResponseType<typeof admin.settings.$get, 200>;
export type PlanSetting = SettingsOverview["plans"][number];
export type AdminAccounts = InferResponseType<typeof admin.admins.$get, 200>["admins"];
export type AuditFilters = { admin: string; action: string; from: string; to: string; page: number };

export const fetchSettings = async () => read(await admin.settings.$get());

export const savePlanLimits = async (id: string, json: { searchesLimit: number; pitchesLimit: number }) =>
  read(await admin.settings.plans[":id"].$patch({ param: { id }, json }));

export const draftPriceNotice = async (json: { plan: "pro" | "agency"; newPrice: string; effectiveOn: string }) =>
  read(await admin.settings["price-notice"].$post({ json }));

export const fetchAudit = async (f: AuditFilters) =>
  read(
    await admin.audit.$get({
      query: {
        page: String(f.page),
        ...(f.admin ? { admin: f.admin } : {}),
        ...(f.action ? { action: f.action } : {}),
        ...(f.from ? { from: f.from } : {}),
        ...(f.to ? { to: f.to } : {}),
      },
    }),
  );

export const fetchAdmins = async () => (await read(await admin.admins.$get())).admins;

export const changeAdminRole = async (id: number, role: "super_admin" | "moderator") =>
  read(await admin.admins[":id"].$patch({ param: { id: String(id) }, json: { role } }));

export const removeAdmin = async (id: number) => read(await admin.admins[":id"].$delete({ param: { id: String(id) } }));

export const createAdmin = async (json: {
  name: string;
  email: string;
  role: "super_admin" | "moderator";
  password: string;
}) => read(await admin.admins.$post({ json }));
