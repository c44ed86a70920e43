import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SettingsPage } from "#web/features/settings/components/settings-page";
import type { Me } from "#web/lib/session";

afterEach(cleanup);

const meWith = (user: Partial<Me["user"]>) =>
  ({
    user: { id: 1, name: "Sam Rivera", email: "sam@example.com", emailVerified: true, ...user },
    profile: { timeZone: "UTC", followUpDigest: true },
    plan: { name: "Free" },
  }) as unknown as Me;

async function renderSettings(me: Me) {
  const root = createRootRoute({ component: () => <SettingsPage me={me} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ["/"] }) });
  render(<RouterProvider router={router} />);
  return (await screen.findByRole("heading", { name: "Delete account" })).parentElement!;
}

describe("the settings page", () => {
  it("asks an e-mail sign-up whose password was dropped (Google linked) to type its address, as the server does", async () => {
    const section = await renderSettings(meWith({ signUpMethod: "email", hasPassword: false }));
    fireEvent.click(within(section).getByRole("button", { name: "Delete account…" }));
    expect(within(section).getByLabelText("Type sam@example.com to confirm")).toBeTruthy();
    expect(within(section).queryByLabelText("Your password")).toBeNull();
    // Changing the address needs a password it has not got: said, not asked for.
    expect(screen.getByText(/your account has none/)).toBeTruthy();
    expect(screen.queryByLabelText("New e-mail address")).toBeNull();
  });

  it("asks a Google sign-up that set a password for that password, as the server does", async () => {
    const section = await renderSettings(meWith({ signUpMethod: "google", hasPassword: true }));
    fireEvent.click(within(section).getByRole("button", { name: "Delete account…" }));
    expect(within(section).getByLabelText("Your password")).toBeTruthy();
    expect(screen.getByLabelText("New e-mail address")).toBeTruthy();
    expect(screen.queryByText(/You sign in with Google or LinkedIn/)).toBeNull();
  });
});
