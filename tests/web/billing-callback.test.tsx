import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BillingCallbackPage, EARLY_ACCESS_OFFER } from "#web/features/billing/components/billing-callback-page";
import type { VerifyOutcome } from "#web/lib/billing/api";
import * as billingApi from "#web/lib/billing/api";
import type { Me } from "#web/lib/session";
import * as session from "#web/lib/session";

vi.mock("#web/lib/billing/api", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/lib/billing/api")>();
  return { ...real, verifyPayment: vi.fn() };
});
vi.mock("#web/lib/session", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/lib/session")>();
  return { ...real, loadSession: vi.fn(), fetchMe: vi.fn(async () => null) };
});

afterEach(cleanup);

/** The callback page at /billing/callback?reference=ref_1, in a router (its links are router links). */
function renderCallback() {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: "/billing/callback",
    component: () => <BillingCallbackPage reference="ref_1" />,
  });
  const history = createMemoryHistory({ initialEntries: ["/billing/callback"] });
  render(<RouterProvider router={createRouter({ routeTree: root.addChildren([page]), history })} />);
}

const failed = (kind: string) =>
  ({
    status: "failed",
    kind,
    plan: "pro",
    message: "The payment did not go through, and nothing was charged. You can try again.",
  }) as unknown as VerifyOutcome;

describe("the payment callback", () => {
  it("offers the Early Access offer again when its payment did not go through, signed in or not", async () => {
    vi.mocked(billingApi.verifyPayment).mockResolvedValue(failed("early_access"));
    for (const me of [null, { user: { id: 1 } } as unknown as Me]) {
      vi.mocked(session.loadSession).mockResolvedValue(me);
      await act(async () => renderCallback());
      expect(await screen.findByRole("heading", { name: "Payment not completed" })).toBeTruthy();
      expect(document.title).toBe("Your payment | Leadsmith");
      expect((await screen.findByRole("link", { name: "Try again" })).getAttribute("href")).toBe(EARLY_ACCESS_OFFER);
      cleanup();
    }
  });

  it("offers no 'Try again' for a plan's payment, which billing retries", async () => {
    vi.mocked(billingApi.verifyPayment).mockResolvedValue(failed("subscription"));
    vi.mocked(session.loadSession).mockResolvedValue({ user: { id: 1 } } as unknown as Me);
    await act(async () => renderCallback());
    expect(await screen.findByRole("link", { name: "Go to billing" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Try again" })).toBeNull();
  });
});
