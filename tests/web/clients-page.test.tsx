import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#web/components/ui/toast";
import type { ClientDetail, ClientList, ClientListItem } from "#web/features/clients/api/clients";
import * as clientsApi from "#web/features/clients/api/clients";
import { ClientDetailPage, ClientNotFound } from "#web/features/clients/components/client-detail-page";
import { ClientsPage, SEARCH_DEBOUNCE_MS } from "#web/features/clients/components/clients-page";
import { depsOf, parseClientsSearch, settle } from "#web/features/clients/search";
import { ApiRequestError } from "#web/lib/api";
import type { FollowUp } from "#web/lib/follow-ups";
import * as followUpsApi from "#web/lib/follow-ups";

vi.mock("#web/features/clients/api/clients", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/features/clients/api/clients")>();
  return { ...real, fetchClients: vi.fn(), updateClient: vi.fn(), loadClientPage: vi.fn() };
});
vi.mock("#web/lib/follow-ups", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/lib/follow-ups")>();
  return { ...real, markFollowUpSent: vi.fn(), fetchDueFollowUps: vi.fn() };
});

const api = vi.mocked(clientsApi);
const fu = vi.mocked(followUpsApi);

const client = (over: Partial<ClientListItem> = {}): ClientListItem => ({
  id: 11,
  prospectId: 3,
  stage: "New Lead",
  revenue: null,
  hasResponded: false,
  matchScore: 88,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  name: "Dana Ortiz",
  company: "Quillfeather Analytics",
  role: "CTO",
  location: "Austin, TX",
  source: "hackernews",
  signalKind: "hiring",
  signal: "We are hiring a React developer.",
  isDemo: false,
  ...over,
});

const list = (over: Partial<ClientList> = {}): ClientList => ({
  clients: [client()],
  total: 1,
  page: 1,
  pageSize: 20,
  stats: { total: 1, responded: 0, avgMatch: 88, active: 1 },
  ...over,
});

/** The real /clients route wiring (search parsing, loader deps, the deferred loader) in a memory router. */
function renderClients(path = "/clients") {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const clients = createRoute({
    getParentRoute: () => root,
    path: "/clients",
    validateSearch: parseClientsSearch,
    loaderDeps: ({ search }) => depsOf(search),
    loader: ({ deps }) => ({ result: settle(clientsApi.fetchClients(deps)) }),
    component: function Page() {
      const { result } = clients.useLoaderData();
      return <ClientsPage result={result} deps={clients.useLoaderDeps()} />;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([clients]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.resetAllMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the clients page", () => {
  it("shows the four figures, each with its definition one focus away", async () => {
    api.fetchClients.mockResolvedValue(list({ stats: { total: 4, responded: 1, avgMatch: null, active: 3 } }));
    renderClients();
    await screen.findByRole("heading", { name: "Dana Ortiz" });
    const figures = screen.getByRole("region", { name: "Client figures" });
    expect(within(figures).getByText("—")).toBeTruthy();
    for (const label of ["Total", "Responded", "Avg Match", "Active"]) {
      const button = within(figures).getByRole("button", { name: `What “${label}” means` });
      const tip = document.getElementById(button.getAttribute("aria-describedby") ?? "");
      expect(tip?.textContent).toBeTruthy();
      expect(tip?.className).toContain("hidden");
      fireEvent.focus(button);
      expect(tip?.className).not.toContain("hidden");
      fireEvent.blur(button);
    }
  });

  it("lists each client with its match, signal, stage and revenue controls and a link to its page", async () => {
    api.fetchClients.mockResolvedValue(list({ clients: [client({ hasResponded: true })] }));
    renderClients();
    const heading = await screen.findByRole("heading", { name: "Dana Ortiz" });
    const card = heading.closest("div.rounded-xl") as HTMLElement;
    expect(within(card).getByText("88% match")).toBeTruthy();
    expect(within(card).getByText("Hiring")).toBeTruthy();
    expect(within(card).getByText("Responded")).toBeTruthy();
    const stage = within(card).getByRole("combobox", { name: "Stage for Quillfeather Analytics" }) as HTMLSelectElement;
    expect([...stage.options].map((o) => o.value)).toEqual([
      "New Lead",
      "In Discussion",
      "Proposal Sent",
      "Project Started",
      "Completed",
      "Hired",
    ]);
    const revenue = within(card).getByRole("combobox", {
      name: "Revenue for Quillfeather Analytics",
    }) as HTMLSelectElement;
    expect([...revenue.options].map((o) => o.value).filter(Boolean)).toEqual([
      "$0-$1K",
      "$1K-$5K",
      "$5K-$10K",
      "$10K-$25K",
      "$25K-$50K",
      "$50K+",
    ]);
    expect(
      within(card)
        .getByRole("link", { name: /View client/ })
        .getAttribute("href"),
    ).toBe("/clients/11");
  });

  it("moves a client's stage and says so", async () => {
    api.fetchClients.mockResolvedValue(list());
    api.updateClient.mockResolvedValue({ client: client({ stage: "Proposal Sent" }) });
    renderClients();
    const stage = await screen.findByRole("combobox", { name: "Stage for Quillfeather Analytics" });
    fireEvent.change(stage, { target: { value: "Proposal Sent" } });
    expect(api.updateClient).toHaveBeenCalledWith(11, { stage: "Proposal Sent" });
    expect(await screen.findByText("Stage Updated")).toBeTruthy();
    expect(screen.getByText("Dana Ortiz moved to Proposal Sent")).toBeTruthy();
    // The figures are read again (Active may have changed).
    await waitFor(() => expect(api.fetchClients).toHaveBeenCalledTimes(2));
  });

  it("keeps the focus on a stage select while its change saves, ignoring another change meanwhile", async () => {
    api.fetchClients.mockResolvedValue(list());
    let answer: (v: { client: ReturnType<typeof client> }) => void = () => {};
    api.updateClient.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderClients();
    const stage = (await screen.findByRole("combobox", {
      name: "Stage for Quillfeather Analytics",
    })) as HTMLSelectElement;
    stage.focus();
    fireEvent.change(stage, { target: { value: "Proposal Sent" } });
    // Saving: said, not disabled (a disabled select drops the focus to the page's start in browsers).
    await waitFor(() => expect(stage.getAttribute("aria-disabled")).toBe("true"));
    expect(stage.disabled).toBe(false);
    expect(document.activeElement).toBe(stage);
    fireEvent.change(stage, { target: { value: "Hired" } });
    expect(api.updateClient).toHaveBeenCalledTimes(1);
    await act(async () => answer({ client: client({ stage: "Proposal Sent" }) }));
    await waitFor(() => expect(stage.getAttribute("aria-disabled")).toBeNull());
    expect(stage.value).toBe("Proposal Sent");
    expect(document.activeElement).toBe(stage);
  });

  it("sets the revenue range, and puts the old one back when the server refuses", async () => {
    api.fetchClients.mockResolvedValue(list());
    api.updateClient.mockResolvedValueOnce({ client: client({ revenue: "$5K-$10K" }) });
    renderClients();
    const revenue = (await screen.findByRole("combobox", {
      name: "Revenue for Quillfeather Analytics",
    })) as HTMLSelectElement;
    fireEvent.change(revenue, { target: { value: "$5K-$10K" } });
    expect(api.updateClient).toHaveBeenCalledWith(11, { revenue: "$5K-$10K" });
    expect(await screen.findByText("Revenue Updated")).toBeTruthy();

    api.updateClient.mockRejectedValueOnce(new ApiRequestError(400, "Choose one of the revenue ranges"));
    const again = (await screen.findByRole("combobox", {
      name: "Revenue for Quillfeather Analytics",
    })) as HTMLSelectElement;
    await waitFor(() => expect(again.getAttribute("aria-disabled")).toBeNull());
    fireEvent.change(again, { target: { value: "$50K+" } });
    expect(await screen.findByText("Choose one of the revenue ranges")).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole("combobox", { name: "Revenue for Quillfeather Analytics" }) as HTMLSelectElement).value,
      ).toBe("$5K-$10K"),
    );
  });

  it("says 'No clients yet' and points to a search when there are none", async () => {
    api.fetchClients.mockResolvedValue(
      list({ clients: [], total: 0, stats: { total: 0, responded: 0, avgMatch: null, active: 0 } }),
    );
    renderClients();
    expect(await screen.findByRole("heading", { name: "No clients yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Find prospects/ }).getAttribute("href")).toBe("/prospects");
  });

  it("keeps the search text, tab and page in the URL, typing applied after a pause", async () => {
    api.fetchClients.mockResolvedValue(list());
    const router = renderClients("/clients?tab=active&page=2");
    await screen.findByRole("heading", { name: "Dana Ortiz" });
    expect(api.fetchClients).toHaveBeenLastCalledWith({ q: "", tab: "active", page: 2 });
    expect(screen.getByRole("link", { name: "Active" }).getAttribute("aria-current")).toBe("page");

    api.fetchClients.mockResolvedValue(
      list({ clients: [], total: 0, stats: { total: 5, responded: 0, avgMatch: 70, active: 4 } }),
    );
    const box = screen.getByRole("searchbox", { name: "Search clients by name, company or role" });
    fireEvent.change(box, { target: { value: "zz" } });
    fireEvent.change(box, { target: { value: "zzz" } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: "zzz", tab: "active" }), {
      timeout: SEARCH_DEBOUNCE_MS + 1500,
    });
    expect(api.fetchClients).toHaveBeenLastCalledWith({ q: "zzz", tab: "active", page: 1 });
    expect(api.fetchClients).not.toHaveBeenCalledWith(expect.objectContaining({ q: "zz" }));
    expect(await screen.findByRole("heading", { name: "No clients match “zzz” in Active" })).toBeTruthy();
    // The box kept what was typed (and focus was never taken away).
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("zzz");
  });

  it("marks only the tab shown as the current page, not 'All' beside it", async () => {
    api.fetchClients.mockResolvedValue(list());
    renderClients("/clients?tab=active");
    await screen.findByRole("heading", { name: "Dana Ortiz" });
    const tabs = screen.getByRole("navigation", { name: "Clients by stage" });
    const current = within(tabs)
      .getAllByRole("link")
      .filter((a) => a.hasAttribute("aria-current"));
    expect(current.map((a) => a.textContent)).toEqual(["Active"]);
  });

  it("shows an error with a retry that reads the list again", async () => {
    api.fetchClients.mockRejectedValueOnce(new ApiRequestError(500, "The database is busy."));
    api.fetchClients.mockResolvedValueOnce(list());
    renderClients();
    expect(await screen.findByRole("heading", { name: "Your clients could not be loaded" })).toBeTruthy();
    expect(screen.getByText("The database is busy.")).toBeTruthy();
    // No figure placeholders left pulsing as if they were still coming.
    expect(screen.queryByRole("region", { name: "Client figures" })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    });
    expect(await screen.findByRole("heading", { name: "Dana Ortiz" })).toBeTruthy();
  });

  it("pages through the list", async () => {
    api.fetchClients.mockResolvedValue(list({ total: 45 }));
    renderClients("/clients?q=acme");
    await screen.findByRole("heading", { name: "Dana Ortiz" });
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    const next = screen.getByRole("link", { name: /Next/ });
    expect(next.getAttribute("href")).toBe("/clients?q=acme&page=2");
  });

  it("keeps the focus on 'Next' when it leads to the last page, where it is dimmed", async () => {
    api.fetchClients.mockImplementation(async (deps) => list({ total: 45, page: deps?.page ?? 1 }));
    const router = renderClients("/clients?page=2");
    await screen.findByText("Page 2 of 3");
    const next = screen.getByRole("link", { name: /Next/ });
    next.focus();
    fireEvent.click(next);
    await screen.findByText("Page 3 of 3");
    expect(router.state.location.search).toEqual({ page: 3 });
    // The same link, no longer leading anywhere: the focus stays on it rather than falling to the page's start.
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute("aria-disabled")).toBe("true");
    expect(next.getAttribute("href")).toBeNull();
  });
});

const followUp = (over: Partial<FollowUp> = {}): FollowUp => ({
  id: 5,
  pitchId: 7,
  clientId: 11,
  prospectId: 3,
  prospectName: "Dana Ortiz",
  company: "Quillfeather Analytics",
  recipientEmail: "",
  type: "auto",
  scheduledDate: "2026-11-23T10:00:00.000Z",
  message: "Hi Dana, just following up.",
  status: "overdue",
  sentDate: null,
  ...over,
});

const detail = (over: Partial<ClientDetail> = {}) => ({
  client: client(),
  pitches: [] as ClientDetail["pitches"],
  followUps: [followUp(), followUp({ id: 6, status: "cancelled" })],
  prospect: null,
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

describe("the client page", () => {
  it("shows the follow-ups with their status in words, and marks one sent", async () => {
    fu.markFollowUpSent.mockResolvedValue(followUp({ status: "sent", sentDate: "2026-11-24T10:00:00.000Z" }));
    renderInRouter(<ClientDetailPage data={detail() as never} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Dana Ortiz" })).toBeTruthy();
    expect(screen.getByText("Overdue")).toBeTruthy();
    expect(screen.getByText("Cancelled")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Stage for Quillfeather Analytics" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Mark sent/ }));
    expect(fu.markFollowUpSent).toHaveBeenCalledWith(5, "manual");
    expect(await screen.findByText("Follow-up Sent!")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: /Mark sent/ })).toBeNull());
    expect(screen.getByText("Sent")).toBeTruthy();
  });

  it("gives the signal's age as the prospect's card and page do, not a second one rounded apart", async () => {
    // 267 days: the server's label rounds to 9 months, where counting whole 30-day months gave 8.
    const signalDate = new Date(Date.now() - 267 * 86_400_000).toISOString();
    const prospect = {
      signalKind: "hiring",
      signal: "We are hiring a React developer.",
      signalDate,
      sourceUrl: "",
      freshness: { label: "Hiring post, 9 months ago", fresh: false, ageDays: 267, open: "unknown" },
      contact: { email: "", phone: "", linkedIn: "", website: "" },
      painPoints: [],
      insights: [],
      match: null,
      bio: "",
      industry: "",
      companySize: "",
      stage: "",
    };
    renderInRouter(<ClientDetailPage data={detail({ prospect } as never) as never} />);
    expect(await screen.findByRole("heading", { name: "Latest signal: Hiring post, 9 months ago" })).toBeTruthy();
    expect(screen.queryByText(/months ago/, { selector: "p" })).toBeNull();
  });

  it("names a company client once, not again under its own name", async () => {
    const company = client({ name: "", role: "" });
    renderInRouter(<ClientDetailPage data={detail({ client: company }) as never} />);
    const heading = await screen.findByRole("heading", { level: 1, name: "Quillfeather Analytics" });
    expect(within(heading.parentElement!).getAllByText("Quillfeather Analytics")).toHaveLength(1);
  });

  it("says 'Client Not Found' with a way back", async () => {
    renderInRouter(<ClientNotFound />);
    expect(await screen.findByRole("heading", { name: "Client Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Clients" }).getAttribute("href")).toBe("/clients");
  });
});
