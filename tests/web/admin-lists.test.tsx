import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { operationsFor } from "#functions/lib/access-policy";
import { Toaster } from "#web/components/ui/toast";
import type { AdminUsersPage, SupportOverview, WaitlistPage } from "#web/features/admin/api/admin";
import * as adminApi from "#web/features/admin/api/admin";
import { AdminSupportPage, responseTime } from "#web/features/admin/components/admin-support-page";
import { AdminUsersPage as UsersScreen } from "#web/features/admin/components/admin-users-page";
import { AdminWaitlistPage } from "#web/features/admin/components/admin-waitlist-page";
import { setAdmin } from "#web/lib/admin/session";
import { formatDay } from "#web/lib/format";

vi.mock("#web/features/admin/api/admin", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/features/admin/api/admin")>()),
  fetchSupport: vi.fn(),
  fetchWaitlist: vi.fn(),
  setWaitlistStatus: vi.fn(),
  fetchUsers: vi.fn(),
  updateUser: vi.fn(),
}));
const api = vi.mocked(adminApi);

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  setAdmin({
    id: 1,
    email: "boss@example.com",
    name: "Sam Super",
    role: "super_admin",
    operations: operationsFor("super_admin"),
  });
});

async function renderScreen(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          {ui}
          <Toaster />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}
const notifications = () => within(screen.getByRole("region", { name: "Notifications" }));

describe("the support center", () => {
  const longEmail = "a-very-long-mailbox-name-for-support@customers.example.com";
  const overview: SupportOverview = {
    stats: { totalRequests: 1, pendingRequests: 0, resolvedRequests: 1, avgResponseHours: 0.1, avgResponseMinutes: 4 },
    helpRequests: [
      {
        id: 7,
        user: { email: longEmail, name: "Casey Customer" },
        subject: "Export question",
        message: "How do I export?",
        category: "general",
        priority: "medium",
        status: "resolved",
        date: "2026-11-24",
        response: "Like this.",
        respondedAt: "2026-11-24T10:04:00.000Z",
      },
    ],
    suggestions: [
      {
        id: 3,
        user: { email: "ida@example.com" },
        suggestion: "Dark mode",
        votes: 1,
        status: "planned",
        priority: "low",
        date: "2026-11-20",
      },
    ],
  };

  it("shows an answer within the hour in minutes", () => {
    expect(responseTime(null)).toBe("—");
    expect(responseTime(0)).toBe("under 1 min");
    expect(responseTime(4)).toBe("4 min");
    expect(responseTime(59)).toBe("59 min");
    expect(responseTime(90)).toBe("1.5h");
  });

  it("dates as the other admin pages do, truncates long addresses whole on hover, and counts one vote", async () => {
    api.fetchSupport.mockResolvedValue(overview);
    await renderScreen(<AdminSupportPage />);
    const figures = within(await screen.findByRole("region", { name: "Support figures" }));
    expect(figures.getByText("4 min")).toBeTruthy();
    expect(figures.queryByText("0h")).toBeNull();

    const row = screen.getByRole("row", { name: /Export question/ });
    const day = within(row).getByText(formatDay("2026-11-24"));
    expect(day.tagName).toBe("TIME");
    expect(day.getAttribute("datetime")).toBe("2026-11-24");
    expect(within(row).queryByText("2026-11-24")).toBeNull();
    const email = within(row).getByText(longEmail);
    expect(email.getAttribute("title")).toBe(longEmail);
    expect(email.className).toContain("truncate");

    fireEvent.click(screen.getByRole("tab", { name: "Feature Suggestions" }));
    const idea = (await screen.findByText("Dark mode")).closest("li")!;
    expect(idea.textContent).toContain(formatDay("2026-11-20"));
    expect(within(idea).getByTitle("Votes").textContent).toBe(" 1 vote");
  });
});

describe("the waitlist", () => {
  const entry = {
    id: 5,
    name: "Wendy Waitlist",
    email: "wendy@example.com",
    whatsappPhone: null,
    role: "",
    source: "website",
    status: "Pending" as const,
    signupDate: "2026-11-15T09:00:00.000Z",
  };
  const page = (): WaitlistPage => ({
    entries: [entry],
    sources: ["website"],
    total: 1,
    page: 1,
    pageSize: 25,
    stats: { total: 1, thisWeek: 1, pending: 1, earlyAccessPurchases: 0, earlyAccessRemaining: 100 },
  });

  it("with From after To sends nothing and shows no rows, only why", async () => {
    api.fetchWaitlist.mockResolvedValue(page());
    await renderScreen(<AdminWaitlistPage />);
    await screen.findByRole("cell", { name: "Wendy Waitlist" });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    fireEvent.change(screen.getByLabelText("Joined from"), { target: { value: "2026-11-20" } });
    await waitFor(() =>
      expect(api.fetchWaitlist).toHaveBeenLastCalledWith(expect.objectContaining({ from: "2026-11-20" })),
    );
    const calls = api.fetchWaitlist.mock.calls.length;
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Joined to"), { target: { value: "2026-11-10" } });
    });
    expect(screen.getByRole("alert").textContent).toMatch(/^From must be on or before To/);
    expect(screen.queryByRole("cell", { name: "Wendy Waitlist" })).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByLabelText("Joined to").getAttribute("aria-invalid")).toBe("true");
    expect(api.fetchWaitlist.mock.calls.length).toBe(calls);

    // A range in order is sent again.
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Joined to"), { target: { value: "2026-11-30" } });
    });
    expect(await screen.findByRole("cell", { name: "Wendy Waitlist" })).toBeTruthy();
    expect(api.fetchWaitlist).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: "2026-11-20", to: "2026-11-30" }),
    );
  });

  it("confirms a status change with a toast", async () => {
    api.fetchWaitlist.mockResolvedValue(page());
    api.setWaitlistStatus.mockResolvedValue({ ...entry, status: "Contacted" });
    await renderScreen(<AdminWaitlistPage />);
    const select = await screen.findByRole("combobox", { name: "Status of Wendy Waitlist" });
    await act(async () => {
      fireEvent.change(select, { target: { value: "Contacted" } });
    });
    expect(api.setWaitlistStatus).toHaveBeenCalledWith(5, "Contacted");
    expect(notifications().getByText("Status saved")).toBeTruthy();
    expect(notifications().getByText("Wendy Waitlist is now Contacted.")).toBeTruthy();
  });
});

describe("the users table", () => {
  it("confirms a plan change with a toast", async () => {
    const user: AdminUsersPage["users"][number] = {
      id: 9,
      name: "Pat Paying",
      email: "pat@example.com",
      planId: "free",
      plan: "Free",
      maxSearches: 5,
      maxPitches: 15,
      accountStatus: "active",
      searches: 1,
      pitches: 0,
      pitchesSent: 0,
      meetings: 0,
      revenue: 0,
      responseRate: 0,
      healthScore: 44,
      status: "Regular User",
      signupDate: "2026-11-01T00:00:00.000Z",
      lastActive: "2026-11-23T00:00:00.000Z",
    };
    api.fetchUsers.mockResolvedValue({ users: [user], total: 1, page: 1, pageSize: 25 });
    api.updateUser.mockResolvedValue({ id: 9, planId: "pro", disabled: false });
    await renderScreen(<UsersScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Manage Pat Paying" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Pat Paying" });
    fireEvent.change(within(dialog).getByLabelText("Plan"), { target: { value: "pro" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Change plan" }));
    });
    expect(api.updateUser).toHaveBeenCalledWith(9, { plan: "pro" });
    expect(notifications().getByText("Plan changed")).toBeTruthy();
    expect(notifications().getByText("Pat Paying is now on the Pro plan.")).toBeTruthy();
  });
});
