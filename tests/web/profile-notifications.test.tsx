import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NotificationsSection } from "#web/features/profile/components/notifications-section";
import type { Me } from "#web/lib/session";

afterEach(cleanup);

const meWith = (emailVerified: boolean) =>
  ({
    user: { id: 1, name: "Sam Rivera", email: "sam@example.com", emailVerified },
    profile: { timeZone: "UTC", followUpDigest: true, announcements: true },
    plan: { name: "Free" },
  }) as unknown as Me;

function renderSection(me: Me) {
  const root = createRootRoute({ component: () => <NotificationsSection me={me} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ["/"] }) });
  render(<RouterProvider router={router} />);
}

describe("the profile's notifications", () => {
  it("say the digest waits for a verified address, and lead to verifying it", async () => {
    renderSection(meWith(false));
    expect(await screen.findByText(/Not sent until your e-mail address is verified/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Verify e-mail" }).getAttribute("href")).toBe("/verify-email");
  });

  it("say nothing of verifying to a verified address", async () => {
    renderSection(meWith(true));
    await screen.findByText("Daily follow-up digest");
    expect(screen.queryByText(/Not sent until/)).toBeNull();
  });
});
