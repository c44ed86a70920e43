import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#web/components/ui/toast";
import { DashboardPage } from "#web/features/dashboard/components/dashboard-page";
import { AppHeader } from "#web/features/layout/components/app-header";
import { ApiRequestError } from "#web/lib/api";
import type { Dashboard, DashboardFollowUp } from "#web/lib/dashboard";
import * as dashboardApi from "#web/lib/dashboard";
import * as followUpsApi from "#web/lib/follow-ups";
import type { Me } from "#web/lib/session";

vi.mock("#web/lib/dashboard", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/lib/dashboard")>();
  return { ...real, fetchDashboard: vi.fn() };
});
vi.mock("#web/lib/follow-ups", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/lib/follow-ups")>();
  return { ...real, markFollowUpSent: vi.fn(), fetchDueFollowUps: vi.fn() };
});

const dash = vi.mocked(dashboardApi);
const fu = vi.mocked(followUpsApi);

const me = {
  user: { id: 1, name: "Sam Rivera", email: "sam@example.com", emailVerified: true },
  profile: { timeZone: "UTC", followUpDigest: true },
  plan: { name: "Free" },
  usage: { pitchesUsed: 2, maxPitches: 5, searchesUsed: 3, maxSearches: 10 },
} as unknown as Me;

const due = (id: number, over: Partial<DashboardFollowUp> = {}): DashboardFollowUp => ({
  id,
  pitchId: id,
  clientId: 10 + id,
  prospectId: id,
  prospectName: `Person ${id}`,
  company: `Company ${id}`,
  recipientEmail: "",
  type: "auto",
  scheduledDate: "2026-11-23T10:00:00.000Z",
  message: "Just following up.",
  status: "pending",
  sentDate: null,
  ...over,
});

const definitions = {
  responsesThisMonth: "Pitches whose reply you logged since the 1st of this month (UTC).",
  responseRate: "Of the pitches you sent this month, the share that got a reply.",
  meetings: "Clients at 'In Discussion' or a later stage.",
  revenue: "The lower end of the revenue range you set on each client, added up.",
  outcomes: "Sent pitches grouped by where the prospect came from, its buying signal and the tone you used.",
};

const data = (over: Partial<Dashboard> = {}): Dashboard => ({
  stats: {
    responsesThisMonth: 2,
    responseRate: 40,
    averageResponseRate: 25,
    pitchesSentThisMonth: 5,
    meetings: 3,
    revenue: 6000,
  },
  followUpsDue: { items: [due(1, { status: "overdue" }), due(2), due(3)], total: 5 },
  highIntent: [
    {
      id: 21,
      prospectId: 4,
      stage: "In Discussion",
      matchScore: 92,
      hasResponded: true,
      name: "",
      company: "Brightloom",
      signalKind: "launch",
      signalDate: "2026-11-20T10:00:00.000Z",
    },
  ],
  recentActivity: [
    {
      id: 1,
      kind: "stage",
      title: "Brightloom moved to In Discussion",
      detail: "In Discussion",
      clientId: 21,
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
    {
      id: 2,
      kind: "pitch_sent",
      title: "Pitch sent to Brightloom",
      detail: "",
      clientId: 21,
      createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    },
  ],
  outcomes: {
    bySource: [{ key: "producthunt", sent: 5, responded: 2, responseRate: 40, revenue: 5000 }],
    bySignal: [{ key: "launch", sent: 5, responded: 2, responseRate: 40, revenue: 5000 }],
    byTone: [{ key: "friendly", sent: 5, responded: 2, responseRate: 40, revenue: 5000 }],
  },
  definitions,
  ...over,
});

function renderInRouter(ui: React.ReactNode) {
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Toaster />
      </>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ["/"] }) });
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.resetAllMocks();
});
afterEach(cleanup);

describe("the dashboard", () => {
  it("keeps the greeting and plan usage, and shows the four figures with their definitions", async () => {
    dash.fetchDashboard.mockResolvedValue(data());
    renderInRouter(<DashboardPage me={me} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: /Good (morning|afternoon|evening), Sam!/ }),
    ).toBeTruthy();
    expect(screen.getByText("Free Plan • 2/5 pitches used")).toBeTruthy();
    const figures = await screen.findByRole("region", { name: "Your figures" });
    await within(figures).findByText("$6,000");
    expect(within(figures).getByText("40%")).toBeTruthy();
    expect(within(figures).getByText("This month · your average 25%")).toBeTruthy();
    for (const [label, key] of [
      ["Responses this month", "responsesThisMonth"],
      ["Response rate", "responseRate"],
      ["Meetings", "meetings"],
      ["Revenue", "revenue"],
    ] as const) {
      const button = within(figures).getByRole("button", { name: `What “${label}” means` });
      expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
        definitions[key],
      );
    }
  });

  it("lists three follow-ups due, the overdue one in words, then '+N more'", async () => {
    dash.fetchDashboard.mockResolvedValue(data());
    fu.fetchDueFollowUps.mockResolvedValue([1, 2, 3, 4, 5].map((i) => due(i)) as never);
    renderInRouter(<DashboardPage me={me} />);
    const card = (await screen.findByRole("heading", { name: "Follow-ups due" })).closest("div") as HTMLElement;
    expect(within(card).getAllByRole("button", { name: /Mark sent/ })).toHaveLength(3);
    expect(within(card).getByText(/Overdue · due/)).toBeTruthy();
    // What to send is there before 'Mark sent'.
    expect(within(card).getAllByText("Show message")).toHaveLength(3);
    expect(within(card).getAllByText("Just following up.")).toHaveLength(3);
    const more = within(card).getByRole("button", { name: "+2 more follow-ups due" });
    await act(async () => {
      fireEvent.click(more);
    });
    await waitFor(() => expect(within(card).getAllByRole("button", { name: /Mark sent/ })).toHaveLength(5));
  });

  it("gives the focus to the first follow-up '+N more' adds, as the button leaves", async () => {
    dash.fetchDashboard.mockResolvedValue(data());
    fu.fetchDueFollowUps.mockResolvedValue([1, 2, 3, 4, 5].map((i) => due(i)) as never);
    renderInRouter(<DashboardPage me={me} />);
    const more = await screen.findByRole("button", { name: "+2 more follow-ups due" });
    more.focus();
    await act(async () => {
      fireEvent.click(more);
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: "+2 more follow-ups due" })).toBeNull());
    const item = document.activeElement?.closest("li");
    expect(item?.textContent).toContain("Person 4");
  });

  it("marks a follow-up sent, says so and reads the figures again", async () => {
    dash.fetchDashboard.mockResolvedValue(data());
    fu.markFollowUpSent.mockResolvedValue({ ...due(1), status: "sent" } as never);
    renderInRouter(<DashboardPage me={me} />);
    const button = await screen.findByRole("button", { name: "Mark sent (follow-up to Person 1)" });
    fireEvent.click(button);
    expect(await screen.findByText("Follow-up Sent!")).toBeTruthy();
    expect(fu.markFollowUpSent).toHaveBeenCalledWith(1, "manual");
    await waitFor(() => expect(dash.fetchDashboard).toHaveBeenCalledTimes(2));
  });

  it("moves focus to the section's heading when the follow-up marked sent leaves the list", async () => {
    dash.fetchDashboard.mockResolvedValue(data());
    fu.markFollowUpSent.mockResolvedValue({ ...due(1), status: "sent" } as never);
    renderInRouter(<DashboardPage me={me} />);
    const button = await screen.findByRole("button", { name: "Mark sent (follow-up to Person 1)" });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText("Follow-up Sent!")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark sent (follow-up to Person 1)" })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Follow-ups due" }));
  });

  it("e-mails a follow-up whose pitch went to a known address, and offers no such button without one", async () => {
    const withAddress = due(1, { recipientEmail: "ana@acme.example" });
    dash.fetchDashboard.mockResolvedValue({
      ...data(),
      followUpsDue: { items: [withAddress, due(2)], total: 2 },
    } as never);
    fu.markFollowUpSent.mockResolvedValue({ ...withAddress, status: "sent" } as never);
    renderInRouter(<DashboardPage me={me} />);
    const send = await screen.findByRole("button", { name: "Send by e-mail (follow-up to ana@acme.example)" });
    expect(screen.getAllByRole("button", { name: /Send by e-mail/ })).toHaveLength(1);
    fireEvent.click(send);
    expect(await screen.findByText("Your follow-up was e-mailed to ana@acme.example.")).toBeTruthy();
    expect(fu.markFollowUpSent).toHaveBeenCalledWith(1, "email");
  });

  it("shows high-intent clients, recent activity by kind, and what brings replies", async () => {
    dash.fetchDashboard.mockResolvedValue(data());
    renderInRouter(<DashboardPage me={me} />);
    const link = await screen.findByRole("link", { name: "Brightloom" });
    expect(link.getAttribute("href")).toBe("/clients/21");
    expect(screen.getByText("92% match")).toBeTruthy();
    expect(screen.getByText("Stage Update")).toBeTruthy();
    expect(screen.getByText("5 minutes ago")).toBeTruthy();
    expect(screen.getByText("2 days ago")).toBeTruthy();
    // The outcomes tables load apart from the page (docs/performance.md).
    const table = await screen.findByRole("table", { name: "Sent pitches by source" });
    expect(within(table).getByText("Product Hunt")).toBeTruthy();
    expect(within(table).getByText("$5,000")).toBeTruthy();
    // The phone's short form sits beside it (CSS shows one or the other).
    expect(within(table).getByText("$5K")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "By tone" }));
    expect(await screen.findByRole("table", { name: "Sent pitches by tone" })).toBeTruthy();
    expect(screen.getByText("Friendly")).toBeTruthy();
  });

  it("says nothing was sent yet instead of empty tables", async () => {
    dash.fetchDashboard.mockResolvedValue(
      data({
        outcomes: { bySource: [], bySignal: [], byTone: [] },
        followUpsDue: { items: [], total: 0 },
        highIntent: [],
        recentActivity: [],
        stats: { ...data().stats, pitchesSentThisMonth: 0, responseRate: 0 },
      }),
    );
    renderInRouter(<DashboardPage me={me} />);
    expect(await screen.findByText("Nothing sent yet")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText(/No follow-ups due/)).toBeTruthy();
    expect(screen.getByText(/No open clients yet/)).toBeTruthy();
    // Nothing ever sent: no average to compare with.
    expect(screen.getByText("No pitch sent yet")).toBeTruthy();
    expect(screen.queryByText(/your average/)).toBeNull();
  });

  it("with none sent this month but some before, the card gives the average", async () => {
    dash.fetchDashboard.mockResolvedValue(
      data({ stats: { ...data().stats, pitchesSentThisMonth: 0, responseRate: 0 } }),
    );
    renderInRouter(<DashboardPage me={me} />);
    expect(await screen.findByText("No pitch sent this month · your average 25%")).toBeTruthy();
  });

  it("shows an error with a retry", async () => {
    dash.fetchDashboard.mockRejectedValueOnce(new ApiRequestError(500, "The database is busy."));
    dash.fetchDashboard.mockResolvedValueOnce(data());
    renderInRouter(<DashboardPage me={me} />);
    expect((await screen.findByRole("alert")).textContent).toContain("The database is busy.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("$6,000")).toBeTruthy();
  });
});

describe("the header's user menu", () => {
  it("shows the user's real revenue, read when the menu opens", async () => {
    dash.fetchDashboard.mockResolvedValue(data({ stats: { ...data().stats, revenue: 0 } }));
    renderInRouter(<AppHeader user={{ name: "Sam Rivera", email: "sam@example.com" }} />);
    await screen.findByRole("button", { name: "User menu, SR" });
    expect(dash.fetchDashboard).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "User menu, SR" }));
    expect(await screen.findByText("$0 Revenue Generated")).toBeTruthy();
    expect(dash.fetchDashboard).toHaveBeenCalledTimes(1);
  });
});
