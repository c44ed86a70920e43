import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { operationsFor } from "#functions/lib/access-policy";
import * as adminApi from "#web/features/admin/api/admin";
import * as analyticsApi from "#web/features/admin-analytics/api";
import { ADMIN_PAGES, type AdminPath, adminPageOf, mayOpen } from "#web/lib/admin/access";
import type { AdminMe } from "#web/lib/admin/api";
import { setAdmin } from "#web/lib/admin/session";
import { routeTree } from "#web/route-tree.gen";

vi.mock("#web/features/admin-analytics/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/features/admin-analytics/api")>()),
  fetchRevenue: vi.fn(),
  fetchAnalytics: vi.fn(),
  fetchAiPerformance: vi.fn(),
}));
vi.mock("#web/features/admin/api/admin", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/features/admin/api/admin")>()),
  fetchMetrics: vi.fn(),
  fetchUsers: vi.fn(),
}));

afterEach(cleanup);

// What GET /api/admin/auth/me answers for each role: the operations come from the API's own access policy.
const moderator: AdminMe = {
  id: 2,
  email: "mod@example.com",
  name: "Morgan Moderator",
  role: "moderator",
  operations: operationsFor("moderator"),
};
const superAdmin: AdminMe = {
  id: 1,
  email: "boss@example.com",
  name: "Sam Super",
  role: "super_admin",
  operations: operationsFor("super_admin"),
};

const pages = Object.keys(ADMIN_PAGES) as AdminPath[];

describe("which admin pages a role may use", () => {
  it("a moderator has the dashboard, users, the waitlist and support (README); a super admin every page", () => {
    expect(pages.filter((p) => mayOpen(moderator, p))).toEqual([
      "/admin",
      "/admin/users",
      "/admin/waitlist",
      "/admin/support",
    ]);
    expect(pages.filter((p) => mayOpen(superAdmin, p))).toEqual(pages);
    expect(pages.filter((p) => mayOpen(null, p))).toEqual([]);
  });

  it("reads the page from the URL", () => {
    expect(adminPageOf("/admin/")).toBe("/admin");
    expect(adminPageOf("/admin/dashboard")).toBe("/admin");
    expect(adminPageOf("/admin/revenue/")).toBe("/admin/revenue");
    expect(adminPageOf("/admin/login")).toBeNull();
  });
});

describe("the admin shell", () => {
  const analytics = vi.mocked(analyticsApi);
  const dashboard = vi.mocked(adminApi);

  beforeEach(() => {
    vi.clearAllMocks();
    analytics.fetchRevenue.mockReturnValue(new Promise(() => {}));
    dashboard.fetchMetrics.mockReturnValue(new Promise(() => {}));
    dashboard.fetchUsers.mockReturnValue(new Promise(() => {}));
  });

  async function openAs(admin: AdminMe, path: string) {
    setAdmin(admin);
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    return router;
  }
  const menu = () =>
    within(screen.getByRole("navigation", { name: "Admin" }))
      .getAllByRole("link")
      .map((a) => a.textContent);

  it("lists only the pages a moderator may use, and its dashboard offers only those", async () => {
    await openAs(moderator, "/admin");
    expect(menu()).toEqual(["Dashboard", "Users", "Waitlist", "Support"]);
    const quick = within(screen.getByRole("region", { name: "Quick actions" }));
    expect(quick.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/admin/users", "/admin/support"]);
    expect(screen.queryByRole("link", { name: /Send Broadcast/ })).toBeNull();
  });

  it("lists every page for a super admin, Platform included", async () => {
    await openAs(superAdmin, "/admin");
    expect(menu()).toEqual([
      "Dashboard",
      "Users",
      "Analytics",
      "AI Performance",
      "Revenue",
      "Refunds",
      "Waitlist",
      "Content",
      "Communications",
      "Support",
      "Settings",
      "Platform",
    ]);
    expect(screen.getByRole("link", { name: /Send Broadcast/ })).toBeTruthy();
  });

  it("tells a moderator who opens a page by its URL that it is not for their role, and loads none of it", async () => {
    await openAs(moderator, "/admin/revenue");
    expect(screen.getByRole("heading", { level: 1, name: "Revenue" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Not available for your role" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(analytics.fetchRevenue).not.toHaveBeenCalled();
    // The pages the role does cover are a link away.
    const main = within(screen.getByRole("main"));
    expect(main.getAllByRole("link").map((a) => a.textContent)).toEqual(["Dashboard", "Users", "Waitlist", "Support"]);
  });

  it("shows a super admin the page itself", async () => {
    await openAs(superAdmin, "/admin/revenue");
    expect(screen.queryByText("Not available for your role")).toBeNull();
    expect(analytics.fetchRevenue).toHaveBeenCalled();
  });
});
