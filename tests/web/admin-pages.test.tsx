import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { Window as HappyWindow } from "happy-dom";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Defined, tooltipPosition } from "#web/features/admin-analytics/components/defined";
import * as communicationsApi from "#web/features/admin-communications/api";
import { EmailStatusCard } from "#web/features/admin-communications/components/email-status-card";
import * as contentApi from "#web/features/admin-content/api";
import { PitchTemplatesTab } from "#web/features/admin-content/components/pitch-templates-tab";
import * as settingsApi from "#web/features/admin-settings/api";
import { type AuditEntryText, auditActor, auditDetail, auditTarget } from "#web/features/admin-settings/audit-format";
import { PlansPanel } from "#web/features/admin-settings/plans-panel";
import * as refundsApi from "#web/features/billing/api/admin-refunds";
import { AdminRefundsPage } from "#web/features/billing/components/admin-refunds-page";

vi.mock("#web/features/admin-content/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/features/admin-content/api")>()),
  fetchTemplates: vi.fn(),
}));
vi.mock("#web/features/admin-communications/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/features/admin-communications/api")>()),
  fetchEmailStatus: vi.fn(),
}));

vi.mock("#web/features/billing/api/admin-refunds", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/features/billing/api/admin-refunds")>()),
  fetchRefundRequests: vi.fn(),
  approveRefund: vi.fn(),
}));

vi.mock("#web/features/admin-settings/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/features/admin-settings/api")>()),
  fetchSettings: vi.fn(),
  draftPriceNotice: vi.fn(),
}));

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

/** A screen inside a router, as the admin shell renders it (its queries go back to the login on a 401). */
async function renderScreen(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe("pitch templates", () => {
  const tones = ["professional", "casual", "friendly", "direct"] as const;
  const templates = tones.map((tone, i) => ({
    id: i + 1,
    name: `Default ${tone}`,
    tone,
    subject: "{company}: {topic}",
    body: "{greeting}\n\n{signal_detail}",
    isActive: true,
    inUse: true,
    updatedAt: "2026-11-20T10:00:00.000Z",
  }));

  it("brings the new template form into view with its first field focused, and gives the focus back on Cancel", async () => {
    vi.mocked(contentApi).fetchTemplates.mockResolvedValue({ templates });
    const scrolled = vi.fn();
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      await renderScreen(<PitchTemplatesTab />);
      await screen.findByText("Default direct");
      const open = screen.getByRole("button", { name: "New template" });
      open.focus();
      await act(async () => fireEvent.click(open));
      const form = screen.getByRole("heading", { name: "New template" }).parentElement!;
      expect(document.activeElement).toBe(within(form).getByLabelText("Name"));
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(form);

      await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Cancel" })));
      expect(screen.queryByRole("heading", { name: "New template" })).toBeNull();
      expect(document.activeElement).toBe(open);
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });
});

describe("the e-mail service card", () => {
  const status = (over: Partial<Awaited<ReturnType<typeof communicationsApi.fetchEmailStatus>>>) => ({
    mode: "local" as const,
    providerHost: null,
    apiKeySet: false,
    from: "Leadsmith <no-reply@leadsmith.app>",
    last24h: { sent: 0, failed: 0, local: 11, queued: 0 },
    campaignQueue: 0,
    lastFailures: [],
    ...over,
  });
  const figure = (term: string) => screen.queryByText(term)?.nextElementSibling?.textContent;

  it("without a provider, counts the mail kept in the outbox as that, never as delivered", async () => {
    vi.mocked(communicationsApi).fetchEmailStatus.mockResolvedValue(status({}));
    await renderScreen(<EmailStatusCard refreshKey="" />);
    await screen.findByText(/No provider configured/);
    expect(figure("Kept in the outbox (24 h)")).toBe("11");
    expect(screen.queryByText("Delivered (24 h)")).toBeNull();
  });

  it("with a provider, counts what it accepted as delivered", async () => {
    vi.mocked(communicationsApi).fetchEmailStatus.mockResolvedValue(
      status({
        mode: "provider",
        providerHost: "api.mail.example",
        apiKeySet: true,
        last24h: { sent: 7, failed: 1, local: 0, queued: 2 },
      }),
    );
    await renderScreen(<EmailStatusCard refreshKey="" />);
    await screen.findByText("api.mail.example");
    expect(figure("Delivered (24 h)")).toBe("7");
    expect(screen.queryByText("Kept in the outbox (24 h)")).toBeNull();
  });
});

describe("a figure's definition", () => {
  it("is placed inside the window: moved left near the right edge, above the term near the bottom", () => {
    const view = { width: 1280, height: 800 };
    const tip = { width: 256, height: 60 };
    expect(tooltipPosition({ left: 100, top: 200, bottom: 220 }, tip, view)).toEqual({ left: 100, top: 224 });
    expect(tooltipPosition({ left: 1200, top: 200, bottom: 220 }, tip, view)).toEqual({ left: 1016, top: 224 });
    expect(tooltipPosition({ left: 1200, top: 760, bottom: 780 }, tip, view)).toEqual({ left: 1016, top: 696 });
    expect(tooltipPosition({ left: -20, top: 10, bottom: 30 }, tip, { width: 200, height: 800 })).toEqual({
      left: 8,
      top: 34,
    });
  });

  it("is out of the layout until its term is hovered or focused, then placed by it; Escape hides it", async () => {
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1280, height: 800 });
    render(
      <p>
        <Defined term="Response rate">Responses divided by pitches sent.</Defined>
      </p>,
    );
    const term = screen.getByRole("button", { name: "Response rate" });
    const tip = screen.getByRole("tooltip", { hidden: true });
    expect(term.getAttribute("aria-describedby")).toBe(tip.id);
    expect(tip.hidden).toBe(true);
    term.getBoundingClientRect = () => DOMRect.fromRect({ x: 1200, y: 100, width: 70, height: 20 });
    tip.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 256, height: 60 });

    fireEvent.mouseEnter(term);
    expect(tip.hidden).toBe(false);
    expect(tip.style.left).toBe("1016px");
    expect(tip.style.top).toBe("124px");
    fireEvent.mouseLeave(term);
    expect(tip.hidden).toBe(true);

    fireEvent.focus(term);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(term, { key: "Escape" });
    expect(tip.hidden).toBe(true);
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1024, height: 768 });
  });
});

describe("an audit entry in words", () => {
  const entry = (over: Partial<AuditEntryText>): AuditEntryText => ({
    id: 1,
    at: "2026-11-24T10:00:00.000Z",
    actorType: "admin",
    actorId: 3,
    actorName: "Sam Super",
    actorEmail: "sam@example.com",
    action: "admin.campaign_sent",
    target: "",
    detail: {},
    ip: "",
    ...over,
  });

  it("names who acted: the account's name and e-mail, else what is known", () => {
    expect(auditActor(entry({}))).toEqual({ name: "Sam Super", email: "sam@example.com" });
    const user = entry({ actorType: "user", actorId: 9, actorName: "Uma User", actorEmail: "uma@example.com" });
    expect(auditActor(user)).toEqual({ name: "Uma User", email: "uma@example.com" });
    expect(auditActor(entry({ actorName: null, actorEmail: null }))).toEqual({
      name: "Admin #3 (removed)",
      email: null,
    });
    expect(auditActor(entry({ actorType: "user", actorId: null, actorName: null, actorEmail: null })).name).toBe(
      "A deleted user",
    );
    expect(auditActor(entry({ actorType: "system", actorId: null, actorName: null, actorEmail: null })).name).toBe(
      "System",
    );
  });

  it("reads the target: a kind and an id, a plan, a payment, or the user's own account", () => {
    const target = (t: string, over: Partial<AuditEntryText> = {}) => auditTarget(entry({ target: t, ...over }));
    expect(target("campaign:1")).toBe("Campaign #1");
    expect(target("help_request:2")).toBe("Help request #2");
    expect(target("pitch_template:7")).toBe("Pitch template #7");
    expect(target("source:hn-ask")).toBe("Source hn-ask");
    expect(target("prospects:demo")).toBe("Demo prospects");
    expect(target("pro", { action: "plan.limits_change" })).toBe("Pro plan");
    expect(target("12", { action: "billing.refund_requested" })).toBe("Payment #12");
    expect(target("early_access_purchase:7", { action: "billing.refund_requested" })).toBe("Early-access purchase #7");
    expect(target("4", { action: "billing.refund_approved" })).toBe("Refund request #4");
    expect(target("ada@example.com", { action: "admin.user_plan_changed" })).toBe("ada@example.com");
    // account.password_changed has no target: it is the user's own account.
    const own = { action: "account.password_changed", actorType: "user" as const, actorEmail: "uma@example.com" };
    expect(target("", own)).toBe("uma@example.com");
    expect(target("")).toBe("—");
  });

  it("writes the details as short key: value text, never JSON", () => {
    expect(auditDetail({})).toBe("—");
    expect(auditDetail({ codeSent: true })).toBe("code sent: yes");
    expect(auditDetail({ status: "resolved", responded: false })).toBe("status: resolved · responded: no");
    expect(auditDetail({ from: "free", to: "pro" })).toBe("free → pro");
    expect(auditDetail({ searchesLimit: { from: 5, to: 10 } })).toBe("searches limit: 5 → 10");
    expect(auditDetail({ queued: 1200, audience: "paid" })).toBe(`queued: ${(1200).toLocaleString()} · audience: paid`);
  });
});

describe("plans and limits", () => {
  it("counts one user and one paying user in the singular", async () => {
    const plan = (id: string, name: string, users: number) => ({
      id,
      name,
      period: id === "free" ? ("lifetime" as const) : ("month" as const),
      searchesLimit: 5,
      pitchesLimit: 15,
      priceCents: 0,
      currency: "USD",
      gateway: null,
      users,
    });
    vi.mocked(settingsApi).fetchSettings.mockResolvedValue({
      plans: [plan("free", "Free", 1), plan("pro", "Pro", 2)],
      paymentsConfigured: false,
      noticeDays: 30,
      earliestEffectiveDay: "2026-12-24",
    });
    vi.mocked(settingsApi).draftPriceNotice.mockResolvedValue({
      campaignId: 4,
      subject: "Price change",
      recipients: 1,
    });
    await renderScreen(<PlansPanel />);
    expect((await screen.findByRole("heading", { name: /^Free/ })).textContent).toBe("Free · 1 user");
    expect(screen.getByRole("heading", { name: /^Pro/ }).textContent).toBe("Pro · 2 users");
    fireEvent.change(screen.getByLabelText("New price"), { target: { value: "35 USD" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Draft the announcement" })));
    expect(await screen.findByText(/^Draft saved for 1 paying user\./)).toBeTruthy();
  });
});

describe("refund requests", () => {
  const request = {
    id: 9,
    status: "pending",
    userName: "Ada Obi",
    userEmail: "ada@example.com",
    reason: "Changed plans",
    paymentId: null,
    purchaseId: 4,
    reference: "ls_early_9",
    planId: "early_access",
    amount: 2_500_000,
    currency: "NGN",
    paidAt: "2026-11-20T10:00:00.000Z",
    createdAt: "2026-11-22T10:00:00.000Z",
    decidedBy: null,
  } as unknown as refundsApi.RefundRequestRow;

  it("asks once more before Paystack sends money back, and keeps a refusal in the question", async () => {
    vi.mocked(refundsApi).fetchRefundRequests.mockResolvedValue({ requests: [request] } as never);
    vi.mocked(refundsApi).approveRefund.mockRejectedValueOnce(new Error("Paystack refused the refund."));
    await renderScreen(<AdminRefundsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Approve and refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund 25,000 NGN to ada@example.com?" });
    expect(within(dialog).getByText(/Its spot is freed and its perks end/)).toBeTruthy();
    expect(refundsApi.approveRefund).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Refund through Paystack" })));
    expect(refundsApi.approveRefund).toHaveBeenCalledWith(9);
    expect(await within(dialog).findByText("Paystack refused the refund.")).toBeTruthy();

    vi.mocked(refundsApi).approveRefund.mockResolvedValueOnce({ id: 9, status: "refunded" } as never);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Refund through Paystack" })));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(refundsApi.approveRefund).toHaveBeenCalledTimes(2);
  });
});
