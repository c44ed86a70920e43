import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BillingPage, CancelButton } from "#web/features/billing/components/billing-page";
import type { BillingOverview } from "#web/lib/billing/api";
import * as billingApi from "#web/lib/billing/api";

vi.mock("#web/lib/billing/api", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/lib/billing/api")>();
  return { ...real, fetchBilling: vi.fn(), requestRefund: vi.fn(), cancelSubscription: vi.fn() };
});

afterEach(cleanup);

/** A Free account whose owner bought an early-access spot before signing up. */
const overview = {
  paymentsConfigured: true,
  plan: { id: "free", name: "Free", period: "lifetime" },
  usage: { searchesUsed: 0, maxSearches: 5, pitchesUsed: 0, maxPitches: 15 },
  subscription: null,
  payments: [],
  perks: [
    {
      freeDays: 30,
      discountPercent: 25,
      discountMonths: 12,
      appliedAt: null,
      purchase: {
        id: 7,
        reference: "ls_early_1",
        amount: 2_500_000,
        currency: "NGN",
        display: "₦25,000",
        paidAt: "2026-11-24T15:30:00.000Z",
        status: "paid",
        refund: null,
        refundable: true,
      },
    },
  ],
  choices: [],
} as unknown as BillingOverview;

describe("the billing page", () => {
  it("lists an early-access purchase in the payment history, not 'No payments yet'", async () => {
    vi.mocked(billingApi.fetchBilling).mockResolvedValue(overview);
    render(<BillingPage />);
    const history = (await screen.findByRole("heading", { name: "Payment history" })).closest("section")!;
    expect(within(history).queryByText("No payments yet.")).toBeNull();
    expect(within(history).getByText("Early access, one payment")).toBeTruthy();
    expect(within(history).getByText("Nov 24, 2026 · ₦25,000 NGN · ref ls_early_1")).toBeTruthy();
  });

  it("asks for an early-access purchase back as for any payment, naming the purchase", async () => {
    vi.mocked(billingApi.fetchBilling).mockResolvedValue(overview);
    vi.mocked(billingApi.requestRefund).mockResolvedValue({ id: 1, status: "pending" });
    render(<BillingPage />);
    const history = (await screen.findByRole("heading", { name: "Payment history" })).closest("section")!;
    fireEvent.click(within(history).getByRole("button", { name: "Ask for a refund" }));
    expect(within(history).getByText(/the early-access perks it bought end/)).toBeTruthy();
    fireEvent.change(within(history).getByLabelText("Reason (optional)"), { target: { value: "Changed my mind" } });
    fireEvent.click(within(history).getByRole("button", { name: "Request refund" }));
    await vi.waitFor(() => expect(billingApi.requestRefund).toHaveBeenCalledWith({ purchaseId: 7 }, "Changed my mind"));
  });

  it("shows a refunded purchase as refunded, and its perks no longer", async () => {
    const purchase = { ...overview.perks[0]!.purchase!, status: "refunded" as const, refund: "refunded" as const };
    vi.mocked(billingApi.fetchBilling).mockResolvedValue({
      ...overview,
      perks: [{ ...overview.perks[0]!, purchase: { ...purchase, refundable: false } }],
    });
    render(<BillingPage />);
    const history = (await screen.findByRole("heading", { name: "Payment history" })).closest("section")!;
    expect(within(history).getByText("Refunded")).toBeTruthy();
    expect(within(history).queryByRole("button", { name: "Ask for a refund" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Early-access perks" })).toBeNull();
  });

  it("counts a plan's limits in words that agree with them ('1 pitch', not '1 pitches')", async () => {
    const choice = { name: "Pro", period: "month", price: null, purchasable: true };
    vi.mocked(billingApi.fetchBilling).mockResolvedValue({
      ...overview,
      choices: [
        { ...choice, id: "pro", searchesLimit: 1, pitchesLimit: 1 },
        { ...choice, id: "agency", name: "Agency", searchesLimit: 200, pitchesLimit: 100 },
      ],
    } as unknown as BillingOverview);
    render(<BillingPage />);
    expect(await screen.findByText(/^1 search and 1 pitch a month/)).toBeTruthy();
    expect(screen.getByText(/^200 searches and 100 pitches a month/)).toBeTruthy();
  });

  it("says 'No payments yet' when there is none", async () => {
    vi.mocked(billingApi.fetchBilling).mockResolvedValue({ ...overview, perks: [] });
    render(<BillingPage />);
    const history = (await screen.findByRole("heading", { name: "Payment history" })).closest("section")!;
    expect(within(history).getByText("No payments yet.")).toBeTruthy();
  });
});

describe("cancelling", () => {
  it("moves focus to 'Keep my plan' when the button gives way to the question, and back after it", () => {
    render(<CancelButton until="2026-12-24T10:00:00.000Z" onDone={() => {}} />);
    const cancel = screen.getByRole("button", { name: "Cancel subscription" });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.getByText(/You keep your plan until Dec 24, 2026, then move to Free./)).toBeTruthy();
    const keep = screen.getByRole("button", { name: "Keep my plan" });
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel subscription" }));
  });
});

describe("cancelling on the billing page", () => {
  it("keeps focus in the plan card once the subscription is cancelled and the question is gone", async () => {
    const periodEnd = "2026-12-24T10:00:00.000Z";
    const pro = (status: string, cancellable: boolean) =>
      ({
        ...overview,
        plan: { id: "pro", name: "Pro", period: "month" },
        usage: { searchesUsed: 0, maxSearches: 100, pitchesUsed: 0, maxPitches: 50 },
        subscription: { status, currentPeriodEnd: periodEnd, cancellable, source: "paystack", discounted: false },
        perks: [],
      }) as unknown as BillingOverview;
    vi.mocked(billingApi.fetchBilling).mockResolvedValue(pro("active", true));
    vi.mocked(billingApi.cancelSubscription).mockResolvedValue(pro("non_renewing", false));
    render(<BillingPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel" }));
    expect(await screen.findByText("Cancelled, active until the period ends")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Keep my plan" })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Current plan" }));
  });
});
