import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProspectDetail } from "#web/features/prospects/api/prospects";
import * as prospectsApi from "#web/features/prospects/api/prospects";
import { ProspectDetailPage } from "#web/features/prospects/components/prospect-detail-page";
import type { Me } from "#web/lib/session";

vi.mock("#web/features/prospects/api/prospects", async (importOriginal) => {
  const real = await importOriginal<typeof import("#web/features/prospects/api/prospects")>();
  return { ...real, saveAsClient: vi.fn() };
});

afterEach(cleanup);

const me = {
  user: { id: 1, name: "Sam Rivera", email: "sam@example.com" },
  profile: { skills: [] },
  plan: { id: "free", name: "Free" },
  usage: { searchesUsed: 1, maxSearches: 5, pitchesUsed: 0, maxPitches: 15 },
} as unknown as Me;

// 267 days: the server's label rounds to 9 months, where counting whole 30-day months gives 8.
const signalDate = new Date(Date.now() - 267 * 86_400_000).toISOString();

const prospect = {
  id: 3,
  name: "Modash.io",
  company: "Modash.io",
  role: "",
  location: "Remote",
  remote: true,
  bio: "",
  industry: "Marketing",
  companySize: "",
  stage: "",
  source: "hackernews",
  sourceUrl: "",
  signalKind: "hiring",
  signal: "Modash.io | Multiple roles | Remote",
  signalDate,
  painPoints: [],
  insights: [],
  freshness: { label: "Hiring post, 9 months ago", fresh: false, ageDays: 267, open: "unknown" },
  budget: "",
  timeline: "",
  techStack: "",
  leadRule: "",
  contactHandle: "",
  tags: [],
  contact: { email: "", phone: "", linkedIn: "", website: "" },
  contactRule: null,
  recentActivity: [{ type: "hiring", content: "Modash.io | Multiple roles", platform: "hackernews", time: signalDate }],
  firstSeen: signalDate,
  lastActive: signalDate,
  ageDays: 267,
  match: null,
  responseProb: 24,
  urgencyLevel: "Low",
  budgetLikelihood: "Probable",
  isDemo: false,
  clientId: null,
  notes: { matchScore: "m", responseProb: "r", urgencyLevel: "u", budgetLikelihood: "b" },
} as unknown as ProspectDetail;

function renderPage(p: ProspectDetail) {
  const root = createRootRoute({ component: () => <ProspectDetailPage p={p} me={me} renderComposer={() => null} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ["/"] }) });
  render(<RouterProvider router={router} />);
}

describe("the prospect page", () => {
  it("dates its recent activity rather than giving the signal a second age rounded apart from its label", async () => {
    renderPage(prospect);
    const activity = (await screen.findByRole("heading", { name: "Recent activity" })).parentElement!;
    expect(within(activity).queryByText(/months? ago/)).toBeNull();
    expect(within(activity).getByText(/Hiring · Hacker News · \w{3} \d{1,2}, \d{4}/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Latest signal: Hiring post, 9 months ago" })).toBeTruthy();
  });

  it("gives a company on YC's hiring list no date once past the window: the list says hiring, not since when", async () => {
    const launched = "2016-03-12T00:00:00.000Z";
    renderPage({
      ...prospect,
      source: "ycombinator",
      signalDate: launched,
      freshness: { label: "On YC's hiring list", fresh: false, ageDays: 3900, open: "unknown" },
      recentActivity: [{ type: "hiring", content: "OneFin is hiring.", platform: "ycombinator", time: launched }],
    });
    expect(await screen.findByRole("heading", { name: "Latest signal: On YC's hiring list" })).toBeTruthy();
    expect(screen.queryByText(/2016/)).toBeNull();
    // A post's date still shows.
    cleanup();
    renderPage(prospect);
    expect((await screen.findAllByText(/\w{3} \d{1,2}, \d{4}/)).length).toBeGreaterThan(0);
  });

  it("links to the client already made from the prospect instead of offering to save it again", async () => {
    renderPage({ ...prospect, clientId: 7 });
    const view = await screen.findByRole("link", { name: /View client/ });
    expect(view.getAttribute("href")).toBe("/clients/7");
    expect(screen.queryByRole("button", { name: /Save as client/ })).toBeNull();
  });

  it("says its pain points are read from the post's words, and says nothing of the kind when there are none", async () => {
    renderPage({ ...prospect, painPoints: ["Adding people to the team"] });
    expect(await screen.findByText("Adding people to the team")).toBeTruthy();
    expect(screen.getByText("Read from the words of the post: check them there.")).toBeTruthy();
    cleanup();
    renderPage(prospect);
    expect(await screen.findByText("None stated in the signal.")).toBeTruthy();
    expect(screen.queryByText(/Read from the words of the post/)).toBeNull();
  });

  it("does not claim a demo record's pain points were read from a post", async () => {
    renderPage({ ...prospect, isDemo: true, painPoints: ["Low organic traffic"] });
    expect(await screen.findByText("Low organic traffic")).toBeTruthy();
    expect(screen.getByText("Made up, like the rest of this demo record.")).toBeTruthy();
    expect(screen.queryByText(/Read from the words of the post/)).toBeNull();
  });

  it("offers to save a prospect that is not a client yet", async () => {
    renderPage(prospect);
    expect(await screen.findByRole("button", { name: /Save as client/ })).toBeTruthy();
  });

  it("puts focus on 'View client' once 'Save as client' has worked, not back at the page's start", async () => {
    vi.mocked(prospectsApi.saveAsClient).mockResolvedValue({ client: { id: 9 }, created: true } as never);
    renderPage(prospect);
    const save = await screen.findByRole("button", { name: /Save as client/ });
    save.focus();
    fireEvent.click(save);
    const view = await screen.findByRole("link", { name: /View client/ });
    await waitFor(() => expect(document.activeElement).toBe(view));
  });
});
