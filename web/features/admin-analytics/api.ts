import type { InferResponseType } from "hono/client";
import { readAdminResponse as read } from "#web/lib/admin/api";
import { api } from "#web/lib/api";
import type { RangeSearch } from "./range";

const admin = api.admin;

export type RevenueReport = InferResponseType<typeof admin.revenue.$get, 200>;
export type AiPerformanceReport = InferResponseType<(typeof admin)["ai-performance"]["$get"], 200>;

const query = (r: RangeSearch) => ({ ...(r.from ? { from: r.from } : {}), ...(r.to ? { to: r.to } : {}) });

export const fetchRevenue = async (r: RangeSearch) => read(await admin.revenue.$get({ query: query(r) }));
export const fetchAnalytics = async (r: RangeSearch) => read(await admin.analytics.$get({ query: query(r) }));
export const fetchAiPerformance = async (r: RangeSearch) =>
  read(await admin["ai-performance"].$get({ query: query(r) }));
