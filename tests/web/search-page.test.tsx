import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as toastModule from "#web/components/ui/toast";
import { dismiss, Toaster } from "#web/components/ui/toast";
import type {
  SearchHistoryItem,
  SearchResponse,
  SearchResult,
  StoredSearch,
} from "#web/features/prospects/api/prospects";
import * as prospectsApi from "#web/features/prospects/api/prospects";
import {
  FreshnessNote,
  LacksNote,
  LOOSE_BELOW,
  limitMessage,
  moreMatched,
  PeriodNote,
  ProspectSearchPage,
} from "#web/features/prospects/components/prospect-search-page";
import { parseProspectsSearch } from "#web/features/prospects/search-params";
import { ApiRequestError } from "#web/lib/api";
import { runQueryState } from "#web/lib/run-query";
import type { Me } from "#web/lib/session";

vi.mock("#web/features/prospects/api/prospects", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/features/prospects/api/prospects")>();
  return { ...real, searchProspects: vi.fn(), fetchStoredSearch: vi.fn(), fetchSearchHistory: vi.fn() };
});
vi.mock("#web/components/ui/toast", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/components/ui/toast")>();
  return { ...real, toast: vi.fn(real.toast) };
});
vi.mock("#web/lib/session", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/lib/session")>();
  return { ...real, loadSession: vi.fn(async () => null) };
});

const api = vi.mocked(prospectsApi);
const toasts = vi.mocked(toastModule);
const toastTitles = () => toasts.toast.mock.calls.map(([t]) => t.title);

const meWith = (used: number, max = 5) =>
  ({
    user: { id: 1, name: "Sam Rivera", email: "sam@example.com" },
    profile: { skills: [] },
    plan: { id: "free", name: "Free" },
    usage: { searchesUsed: used, maxSearches: max, pitchesUsed: 0, maxPitches: 15 },
  }) as unknown as Me;

const result = (id: number, company: string) =>
  ({
    id,
    company,
    name: "Alex Doe",
    role: "CTO",
    location: "Berlin",
    source: "hackernews",
    signalKind: "hiring",
    signal: `${company} is hiring React developers.`,
    signalDate: new Date().toISOString(),
    matchScore: 91,
    reasons: ["Hiring React developers"],
    lacks: [],
    painPoints: [],
    insights: [],
    freshness: { label: "Actively hiring", fresh: true, ageDays: 0, open: "unknown" },
    contactHandle: "",
    leadRule: "",
    budget: "",
    timeline: "",
    techStack: "",
    isDemo: false,
    responseProb: 40,
    urgencyLevel: "High",
    budgetLikelihood: "Likely",
  }) as unknown as SearchResult;

const notes = { matchScore: "m", responseProb: "r", urgencyLevel: "u", budgetLikelihood: "b" };

const answer = (searchId: number, query: string, used: number, results = [result(1, "Acme")]) =>
  ({
    searchId,
    query,
    total: results.length,
    locked: 0,
    results,
    quota: { used, max: 5, remaining: 5 - used },
    freshness: { fresh: results.length, older: 0 },
    understood: {},
    notes,
  }) as unknown as SearchResponse;

const stored = (searchId: number, query: string, used: number, results = [result(2, "Brightloom")]) =>
  ({ ...answer(searchId, query, used, results), createdAt: "2026-11-20T10:00:00.000Z" }) as unknown as StoredSearch;

const item = (id: number, query: string, shown = 1): SearchHistoryItem => ({
  id,
  query,
  resultCount: shown,
  shown,
  createdAt: "2026-11-20T10:00:00.000Z",
});

function renderAt(path: string, me: Me, state?: Record<string, unknown>) {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const prospects = createRoute({
    getParentRoute: () => root,
    path: "/prospects",
    validateSearch: parseProspectsSearch,
    component: function Page() {
      const { q, search } = prospects.useSearch();
      return <ProspectSearchPage me={me} q={q} searchId={search} />;
    },
  });
  const other = createRoute({ getParentRoute: () => root, path: "/dashboard", component: () => <p>Dashboard</p> });
  const history = createMemoryHistory({ initialEntries: ["/dashboard"] });
  const router = createRouter({ routeTree: root.addChildren([prospects, other]), history });
  // As in web/main.tsx: effects run twice in development, and a handed-over query must still run once.
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  act(() => {
    history.push(path, state as never);
  });
  return router;
}

const box = () => screen.getByRole("textbox", { name: "Describe your ideal client" }) as HTMLInputElement;

beforeEach(() => {
  vi.resetAllMocks();
  api.fetchSearchHistory.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  // Toasts live in a module-level store for 5 seconds: drop them so the next test starts clean.
  for (const r of toasts.toast.mock.results) if (r.type === "return") dismiss(r.value);
});

describe("the search page's URL", () => {
  it("?q= only fills the box; the search runs on click and the URL becomes ?search=<id>", async () => {
    api.searchProspects.mockResolvedValue(answer(7, "fintech startups", 2));
    const router = renderAt("/prospects?q=fintech%20startups", meWith(1));
    await waitFor(() => expect(box().value).toBe("fintech startups"));
    expect(screen.getByText("Press Find Clients to run this search (uses 1 of your 4 left).")).toBeTruthy();
    expect(screen.getByText("1/5 searches used")).toBeTruthy();
    expect(api.searchProspects).not.toHaveBeenCalled();
    await waitFor(() => expect(api.fetchSearchHistory).toHaveBeenCalled());
    const historyLoads = api.fetchSearchHistory.mock.calls.length;

    fireEvent.click(screen.getByRole("button", { name: "Find Clients" }));
    expect(await screen.findByText("Search Complete")).toBeTruthy();
    expect(api.searchProspects).toHaveBeenCalledTimes(1);
    expect(api.searchProspects).toHaveBeenCalledWith("fintech startups", []);
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 7 }));
    expect(screen.getByText("2/5 searches used")).toBeTruthy();
    expect(screen.getByText("Acme")).toBeTruthy();
    expect(screen.queryByText(/Press Find Clients/)).toBeNull();
    // The new search is now listed (the history is reloaded after it).
    expect(api.fetchSearchHistory).toHaveBeenCalledTimes(historyLoads + 1);
  });

  it("a query in history state runs once, leaves the state, and lands on ?search=<id>", async () => {
    api.searchProspects.mockResolvedValue(answer(8, "agencies hiring", 1));
    const router = renderAt("/prospects", meWith(0), runQueryState("agencies hiring"));
    expect(await screen.findByText("Search Complete")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 8 }));
    expect(router.state.location.state.runQuery).toBeUndefined();
    expect(api.searchProspects).toHaveBeenCalledTimes(1);
    expect(box().value).toBe("agencies hiring");

    // Back leaves the page (the entry was replaced); Forward reopens the stored search, free.
    api.fetchStoredSearch.mockResolvedValue(stored(8, "agencies hiring", 1, [result(1, "Acme")]));
    act(() => router.history.back());
    await screen.findByText("Dashboard");
    act(() => router.history.forward());
    await screen.findByText("Acme");
    expect(api.fetchStoredSearch).toHaveBeenCalledWith(8);
    expect(api.searchProspects).toHaveBeenCalledTimes(1);
  });

  it("?search=<id> reopens a stored search with no quota and no 'Search Complete'", async () => {
    api.fetchStoredSearch.mockResolvedValue(stored(3, "healthcare startups", 4));
    api.fetchSearchHistory.mockResolvedValue([item(5, "newer one"), item(3, "healthcare startups")]);
    renderAt("/prospects?search=3", meWith(2));
    expect(await screen.findByText("Brightloom")).toBeTruthy();
    expect(screen.getByText("4/5 searches used")).toBeTruthy();
    expect(screen.getByText(/reopened without using a search/)).toBeTruthy();
    expect(toastTitles()).toEqual([]);
    expect(api.searchProspects).not.toHaveBeenCalled();
    const list = screen.getByRole("region", { name: "Recent searches" });
    const current = await within(list).findByRole("link", { name: /healthcare startups/ });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("href")).toBe("/prospects?search=3");
    expect(
      within(list)
        .getByRole("link", { name: /newer one/ })
        .getAttribute("aria-current"),
    ).toBeNull();
  });

  it("a search kept from a smaller plan says a search now shows more, and runs again on click as a new entry", async () => {
    const ten = Array.from({ length: 10 }, (_, i) => result(i + 1, `Company ${i + 1}`));
    const kept = { ...stored(3, "fintech hiring React developers", 1, ten), total: 30, perSearch: 25 } as StoredSearch;
    api.fetchStoredSearch.mockResolvedValue(kept);
    api.searchProspects.mockResolvedValue(answer(9, "fintech hiring React developers", 2));
    const me = { ...meWith(1, 100), plan: { id: "pro", name: "Pro" } } as unknown as Me;
    const router = renderAt("/prospects?search=3", me);
    expect(
      await screen.findByText(
        /This saved search keeps the 10 of its 30 matches it showed when it ran\. Your plan now shows up to 25 a search\. Run it again to see more \(uses 1 search\)\./,
      ),
    ).toBeTruthy();
    expect(api.searchProspects).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Run it again" }));
    expect(await screen.findByText("Search Complete")).toBeTruthy();
    expect(api.searchProspects).toHaveBeenCalledWith("fintech hiring React developers", []);
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 9 }));
    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 3 }));
  });

  it("a search kept whole, or reopened with no searches left, offers no run for more", async () => {
    const ten = Array.from({ length: 10 }, (_, i) => result(i + 1, `Company ${i + 1}`));
    // All 10 of its matches are shown: running it again would show no more.
    api.fetchStoredSearch.mockResolvedValueOnce({
      ...stored(3, "fintech", 1, ten),
      total: 10,
      perSearch: 25,
    } as StoredSearch);
    renderAt("/prospects?search=3", { ...meWith(1, 100), plan: { id: "pro", name: "Pro" } } as unknown as Me);
    await screen.findByText("Company 1");
    expect(screen.queryByText(/This saved search keeps/)).toBeNull();
    cleanup();
    // More matched, but every search is used: it says so and offers no button.
    api.fetchStoredSearch.mockResolvedValueOnce({
      ...stored(4, "fintech", 100, ten),
      total: 30,
      perSearch: 25,
    } as StoredSearch);
    renderAt("/prospects?search=4", { ...meWith(100, 100), plan: { id: "pro", name: "Pro" } } as unknown as Me);
    expect(
      await screen.findByText(/Your plan now shows up to 25 a search\. Your searches are used up for now\./),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Run it again" })).toBeNull();
  });

  it("a result's card quotes where its post says what was asked, when that is past its opening", async () => {
    const deep = { ...result(2, "Brightloom"), evidence: "Later this year we need a chatbot for support." };
    api.fetchStoredSearch.mockResolvedValue(stored(4, "chatbot development", 1, [deep, result(3, "Acme")]));
    renderAt("/prospects?search=4", meWith(1));
    await screen.findByText("Brightloom");
    expect(screen.getByText("Later this year we need a chatbot for support.").tagName).toBe("Q");
    // Only that result has one: the other shows no such line.
    expect(screen.getByText("Acme")).toBeTruthy();
    expect(screen.getAllByText("Further down the post:")).toHaveLength(1);
  });

  it("a new search from a stored one is a new entry: Back shows the stored one again, uncharged", async () => {
    api.fetchStoredSearch.mockResolvedValue(stored(3, "healthcare startups", 1));
    api.searchProspects.mockResolvedValue(answer(4, "remote React developers", 2));
    const router = renderAt("/prospects?search=3", meWith(1));
    await screen.findByText("Brightloom");
    fireEvent.change(box(), { target: { value: "remote React developers" } });
    fireEvent.click(screen.getByRole("button", { name: "Find Clients" }));
    await screen.findByText("Acme");
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 4 }));
    act(() => router.history.back());
    await screen.findByText("Brightloom");
    expect(router.state.location.search).toEqual({ search: 3 });
    expect(box().value).toBe("healthcare startups");
    expect(api.searchProspects).toHaveBeenCalledTimes(1);
    expect(screen.getByText("1/5 searches used")).toBeTruthy();
  });

  it("an id not in the history says so", async () => {
    api.fetchStoredSearch.mockRejectedValue(new ApiRequestError(404, "That search is not in your history."));
    renderAt("/prospects?search=999", meWith(0));
    expect(await screen.findByRole("heading", { name: "That search is not in your history" })).toBeTruthy();
    cleanup();
    renderAt("/prospects?search=abc", meWith(0));
    expect(await screen.findByRole("heading", { name: "That search is not in your history" })).toBeTruthy();
    expect(api.fetchStoredSearch).toHaveBeenCalledTimes(1);
  });

  it("a failed open offers to try again", async () => {
    api.fetchStoredSearch.mockRejectedValueOnce(new Error("offline"));
    api.fetchStoredSearch.mockResolvedValueOnce(stored(3, "healthcare startups", 1));
    renderAt("/prospects?search=3", meWith(0));
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Brightloom")).toBeTruthy();
  });
});

describe("the search page's results and quota", () => {
  it("a search with no matches says it was not charged, with the server's count", async () => {
    api.searchProspects.mockResolvedValue(answer(9, "underwater basket weaving", 1, []));
    renderAt("/prospects", meWith(1));
    await waitFor(() => expect(api.fetchSearchHistory).toHaveBeenCalled());
    fireEvent.change(box(), { target: { value: "underwater basket weaving" } });
    fireEvent.click(screen.getByRole("button", { name: "Find Clients" }));
    expect(await screen.findByRole("heading", { name: "No prospects matched" })).toBeTruthy();
    expect(screen.getByText(/so this search was not charged/)).toBeTruthy();
    expect(screen.getByText(/You have used 1 of 5 searches/)).toBeTruthy();
    expect(screen.getByText("1/5 searches used")).toBeTruthy();
  });

  it("says when every match is loose, and not when one is close", async () => {
    const weak = (id: number, score: number) => ({ ...result(id, `Co ${id}`), matchScore: score });
    api.searchProspects.mockResolvedValueOnce(
      answer(10, "in-house legal counsel", 1, [weak(1, LOOSE_BELOW - 1), weak(2, 20)]),
    );
    renderAt("/prospects", meWith(0));
    await waitFor(() => expect(api.fetchSearchHistory).toHaveBeenCalled());
    fireEvent.change(box(), { target: { value: "in-house legal counsel" } });
    fireEvent.click(screen.getByRole("button", { name: "Find Clients" }));
    expect(await screen.findByText(/Only loose matches/)).toBeTruthy();

    api.searchProspects.mockResolvedValueOnce(answer(11, "react developers", 2, [weak(3, LOOSE_BELOW), weak(4, 20)]));
    fireEvent.change(box(), { target: { value: "react developers" } });
    fireEvent.click(screen.getByRole("button", { name: "Find Clients" }));
    expect(await screen.findByText("Co 3")).toBeTruthy();
    expect(screen.queryByText(/Only loose matches/)).toBeNull();
  });

  it("a card says what its result lacks of the description, beside why it matched", async () => {
    const partial = { ...result(5, "Northwind"), lacks: ["No sign of London", "Not in Fintech"] };
    api.searchProspects.mockResolvedValueOnce(answer(12, "fintech in London", 1, [result(4, "Acme"), partial]));
    renderAt("/prospects", meWith(0));
    await waitFor(() => expect(api.fetchSearchHistory).toHaveBeenCalled());
    fireEvent.change(box(), { target: { value: "fintech in London" } });
    fireEvent.click(screen.getByRole("button", { name: "Find Clients" }));
    expect(await screen.findByText("No sign of London · Not in Fintech")).toBeTruthy();
    // one label, on the one card that lacks something
    expect(screen.getAllByText("What it lacks:")).toHaveLength(1);
    expect(screen.getByText(/1 of them lacks part of what you described; its card says what\./)).toBeTruthy();
  });

  it("'How scores work' closes on Escape, back on its link, and when the focus leaves it for the cards", async () => {
    api.fetchStoredSearch.mockResolvedValue(stored(3, "healthcare startups", 4));
    api.fetchSearchHistory.mockResolvedValue([item(3, "healthcare startups")]);
    renderAt("/prospects?search=3", meWith(2));
    await screen.findByText("Brightloom");
    const summary = screen.getByText("How scores work");
    const details = summary.closest("details") as HTMLDetailsElement;
    details.open = true;
    summary.focus();
    fireEvent.keyDown(summary, { key: "Escape" });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);

    details.open = true;
    const card = screen.getByRole("link", { name: "Brightloom" });
    fireEvent.blur(summary, { relatedTarget: card });
    expect(details.open).toBe(false);
  });

  it("at the limit the box is off with the upgrade message, and the history still opens", async () => {
    api.fetchSearchHistory.mockResolvedValue([item(3, "healthcare startups")]);
    renderAt("/prospects?q=more%20leads", meWith(5));
    expect(await screen.findByText("You have used all 5 searches of the Free plan.")).toBeTruthy();
    expect(box().disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Find Clients" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByText(/Press Find Clients/)).toBeNull();

    api.fetchStoredSearch.mockResolvedValue(stored(3, "healthcare startups", 5));
    fireEvent.click(await screen.findByRole("link", { name: /healthcare startups/ }));
    expect(await screen.findByText("Brightloom")).toBeTruthy();
    expect(api.searchProspects).not.toHaveBeenCalled();
  });

  it("a stored search whose prospects were removed says so, in the history too, and offers no rerun past the limit", async () => {
    api.fetchSearchHistory.mockResolvedValue([{ ...item(3, "healthcare startups"), resultCount: 12, shown: 0 }]);
    api.fetchStoredSearch.mockResolvedValue({ ...stored(3, "healthcare startups", 5, []), total: 12 } as StoredSearch);
    renderAt("/prospects?search=3", meWith(5));
    expect(await screen.findByRole("heading", { name: "These prospects are no longer available" })).toBeTruthy();
    expect(screen.getByText(/cannot be run again until they renew or you upgrade/)).toBeTruthy();
    expect(screen.queryByText(/Run it again/)).toBeNull();
    const list = screen.getByRole("region", { name: "Recent searches" });
    expect(await within(list).findByText(/Results since removed/)).toBeTruthy();
    expect(within(list).queryByText(/No matches/)).toBeNull();
  });

  it("at the limit of Agency, the top plan, says when searches start afresh and offers no upgrade", async () => {
    api.fetchSearchHistory.mockResolvedValue([]);
    const agency = { ...meWith(200, 200), plan: { id: "agency", name: "Agency", period: "month" } } as Me;
    renderAt("/prospects", agency);
    expect(
      await screen.findByText(
        "You have used all 200 searches of your Agency plan this month; they start afresh on the first of next month (UTC).",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Upgrade" })).toBeNull();
  });

  it("a 429 turns the box off and says 'Search Limit Reached'", async () => {
    api.searchProspects.mockRejectedValue(new ApiRequestError(429, limitMessage(meWith(5), 5)));
    renderAt("/prospects", meWith(4));
    await waitFor(() => expect(api.fetchSearchHistory).toHaveBeenCalled());
    fireEvent.change(box(), { target: { value: "one more" } });
    fireEvent.click(screen.getByRole("button", { name: "Find Clients" }));
    expect(await screen.findByText("Search Limit Reached")).toBeTruthy();
    await waitFor(() => expect(box().disabled).toBe(true));
    expect(screen.getByText("5/5 searches used")).toBeTruthy();
  });

  it("a failed search says so and runs the same search again on 'Try again'", async () => {
    api.searchProspects.mockRejectedValueOnce(new ApiRequestError(503, "Search is busy. Please try again."));
    api.searchProspects.mockResolvedValueOnce(answer(11, "fintech startups", 2));
    renderAt("/prospects", meWith(1));
    await waitFor(() => expect(api.fetchSearchHistory).toHaveBeenCalled());
    fireEvent.change(box(), { target: { value: "fintech startups" } });
    fireEvent.click(screen.getByRole("button", { name: "Find Clients" }));
    expect(await screen.findByRole("heading", { name: "The search failed" })).toBeTruthy();
    expect(screen.getByText("Search is busy. Please try again.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Acme")).toBeTruthy();
    expect(api.searchProspects).toHaveBeenCalledTimes(2);
    expect(api.searchProspects).toHaveBeenLastCalledWith("fintech startups", []);
  });

  it("a description naming nothing asks for more words and offers no retry of the same words", async () => {
    const ask = "Say a little more about your ideal client: what they do, where they are, or what they need.";
    api.searchProspects.mockRejectedValueOnce(new ApiRequestError(422, ask));
    renderAt("/prospects", meWith(1));
    await waitFor(() => expect(api.fetchSearchHistory).toHaveBeenCalled());
    fireEvent.change(box(), { target: { value: "a" } });
    fireEvent.click(screen.getByRole("button", { name: "Find Clients" }));
    expect(await screen.findByRole("heading", { name: "Tell us a little more" })).toBeTruthy();
    expect(screen.getByText(ask)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByText("1/5 searches used")).toBeTruthy();
  });

  it("an empty box says what is missing on Enter or 'Find Clients', and runs nothing", async () => {
    renderAt("/prospects", meWith(1));
    await waitFor(() => expect(api.fetchSearchHistory).toHaveBeenCalled());
    fireEvent.submit(box().form!);
    expect((await screen.findByRole("alert")).textContent).toBe("Describe the clients you are looking for.");
    expect(box().getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(box(), { target: { value: "fintech" } });
    expect(screen.queryByText("Describe the clients you are looking for.")).toBeNull();
    fireEvent.change(box(), { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Find Clients" }));
    expect(await screen.findByText("Describe the clients you are looking for.")).toBeTruthy();
    expect(api.searchProspects).not.toHaveBeenCalled();
  });

  it("with no searches yet the history says so", async () => {
    renderAt("/prospects", meWith(0));
    expect(await screen.findByText(/No searches yet/)).toBeTruthy();
  });
});

describe("the Free plan's upsell count", () => {
  it("counts from the same total as the results line, and says which are locked", () => {
    expect(moreMatched(50, 10, 5)).toBe("40 more prospects matched this search; the next 5 are locked above. ");
    expect(moreMatched(12, 10, 2)).toBe("2 more prospects matched this search; the next 2 are locked above. ");
    expect(moreMatched(11, 10, 0)).toBe("1 more prospect matched this search. ");
    expect(moreMatched(10, 10, 0)).toBe("");
  });
});

describe("the freshness line", () => {
  const cards = (...fresh: boolean[]) => fresh.map((f) => ({ freshness: { fresh: f } }));
  const line = (fresh: boolean[]) => {
    const results = cards(...fresh);
    const n = fresh.filter(Boolean).length;
    const { container } = render(<FreshnessNote f={{ fresh: n, older: fresh.length - n }} results={results} />);
    const text = container.textContent;
    cleanup();
    return text;
  };

  it("says 'first' only when the recent signals are the first cards", () => {
    expect(line([true, true, false, false])).toBe("2 with a recent signal first, 2 older ones below.");
    // A weak fresh match ranks among the older ones; a search naming a period ('just launched') keeps score order.
    expect(line([true, true, true, false, false, true])).toBe(
      "4 of them have a recent signal; each card says how old its signal is.",
    );
    expect(line([false, true, false])).toBe("1 of them has a recent signal; each card says how old its signal is.");
    expect(line([true, true])).toBe("All 2 have a recent signal.");
    expect(line([false, false])).toBe("None of them is from the last few weeks; each card says how old its signal is.");
  });
});

describe("the line under a search that named a period", () => {
  const at = Date.parse("2026-07-20T12:00:00Z");
  const daysAgo = (...ages: number[]) => ages.map((d) => ({ signalDate: new Date(at - d * 86_400_000).toISOString() }));
  const line = (days: number, ages: number[]) => {
    const { container } = render(<PeriodNote days={days} at={at} results={daysAgo(...ages)} />);
    const text = container.textContent;
    cleanup();
    return text;
  };

  it("counts the cards from that period, and says when older ones fill the page", () => {
    expect(line(31, [2, 10, 30])).toBe("All 3 are from the last month.");
    expect(line(31, [2, 40, 90])).toBe("1 is from the last month; the other 2 are older, and each card says when.");
    expect(line(7, [20, 90])).toBe(
      "None is from the last week: nothing that matches was posted then, so older matches are shown; each card says when.",
    );
  });
});

describe("the line counting results that lack part of the description", () => {
  const line = (lacking: boolean[]) => {
    const { container } = render(
      <LacksNote results={lacking.map((l) => ({ lacks: l ? ["No sign of London"] : [] }))} />,
    );
    const text = container.textContent;
    cleanup();
    return text;
  };

  it("says how many lack something, and nothing when none does", () => {
    expect(line([false, false])).toBe("");
    expect(line([false, true])).toBe("1 of them lacks part of what you described; its card says what.");
    expect(line([true, false, true])).toBe("2 of them lack part of what you described; their cards say what.");
    expect(line([true, true])).toBe("Each lacks part of what you described; its card says what.");
  });
});
