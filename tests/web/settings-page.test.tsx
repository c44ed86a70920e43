import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SettingsPage } from "#web/features/settings/components/settings-page";
import type { Me } from "#web/lib/session";

vi.mock("#web/features/settings/api/account", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/features/settings/api/account")>()),
  startEmailChange: vi.fn(async () => {}),
}));

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

describe("focus on the settings page", () => {
  it("moves focus into the delete question when it replaces its button, and back to the button after 'Keep my account'", async () => {
    const section = await renderSettings(meWith({ signUpMethod: "email", hasPassword: true }));
    const open = within(section).getByRole("button", { name: "Delete account…" });
    open.focus();
    fireEvent.click(open);
    expect(document.activeElement).toBe(within(section).getByLabelText("Your password"));
    fireEvent.click(within(section).getByRole("button", { name: "Keep my account" }));
    expect(document.activeElement).toBe(within(section).getByRole("button", { name: "Delete account…" }));
  });

  it("moves focus to the code field once the code is sent, and back to the address with 'Use another address'", async () => {
    await renderSettings(meWith({ signUpMethod: "email", hasPassword: true }));
    fireEvent.change(screen.getByLabelText("New e-mail address"), { target: { value: "new@example.com" } });
    const send = screen.getByRole("button", { name: "Send a code to the new address" });
    fireEvent.change(send.closest("form")!.querySelector('input[autocomplete="current-password"]')!, {
      target: { value: "Sunny-Day-2026" },
    });
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Code")));
    fireEvent.click(screen.getByRole("button", { name: "Use another address" }));
    expect(document.activeElement).toBe(screen.getByLabelText("New e-mail address"));
  });
});
