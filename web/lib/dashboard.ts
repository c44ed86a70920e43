import type { InferResponseType } from "hono/client";
import { api, unwrap } from "#web/lib/api";

export type Dashboard = InferResponseType<(typeof api)["dashboard"]["$get"], 200>;
export type DashboardStats = Dashboard["stats"];
export type DashboardFollowUp = Dashboard["followUpsDue"]["items"][number];
export type HighIntentClient = Dashboard["highIntent"][number];
export type ActivityEvent = Dashboard["recentActivity"][number];
export type Outcome = Dashboard["outcomes"]["bySource"][number];
export type DashboardDefinitions = Dashboard["definitions"];

let lastRevenue: { value: number; at: number } | null = null;
const revenueListeners = new Set<(revenue: number) => void>();

/** The user's figures, follow-ups due, high-intent clients, activity and outcomes. */
export async function fetchDashboard() {
  const data = await unwrap(await api.dashboard.$get());
  lastRevenue = { value: data.stats.revenue, at: Date.now() };
  for (const l of revenueListeners) l(data.stats.revenue);
  return data;
}

/** The revenue last read from the dashboard in this tab and when, if any (the header shows it while it refreshes). */
export const cachedRevenue = () => lastRevenue;

/** Told whenever a dashboard read brings a revenue figure. */
export function onRevenue(listener: (revenue: number) => void) {
  revenueListeners.add(listener);
  return () => {
    revenueListeners.delete(listener);
  };
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
/** Whole dollars: $0, $5,000, $125,000. */
export const formatUsd = (dollars: number) => usd.format(dollars);
