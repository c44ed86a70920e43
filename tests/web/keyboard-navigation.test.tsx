import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppHeader } from "#web/features/layout/components/app-header";
import { PublicHeader } from "#web/features/layout/components/public-header";
import type { Pitch, PitchList } from "#web/features/pitches/api/pitches";
import { PitchesPage } from "#web/features/pitches/components/pitches-page";
import { useRouteFocus } from "#web/lib/use-route-focus";

vi.mock("#web/lib/session", () => ({ loadSession: vi.fn(() => Promise.resolve(null)), useSession: vi.fn(() => null) }));

afterEach(cleanup);

/** A layout like _app's (useRouteFocus, <main id="main">) over three pages. */
function renderLayout() {
  const root = createRootRoute({
    component: function Layout() {
      useRouteFocus();
      return (
        <>
          <nav>
            <Link to="/clients">One</Link> <Link to="/pitches">Two</Link>{" "}
            <Link to="/clients" search={{ page: 2 }}>
              Page 2
            </Link>{" "}
            <Link to="/dashboard">Field</Link>
          </nav>
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </>
      );
    },
  });
  const one = createRoute({ getParentRoute: () => root, path: "/clients", component: () => <h1>Page one</h1> });
  const two = createRoute({ getParentRoute: () => root, path: "/pitches", component: () => <h1>Page two</h1> });
  // A page that puts the focus somewhere itself on arrival.
  const field = createRoute({
    getParentRoute: () => root,
    path: "/dashboard",
    component: () => (
      <>
        <h1>Search</h1>
        <input aria-label="Query" ref={(el) => el?.focus()} />
      </>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([one, two, field]),
    history: createMemoryHistory({ initialEntries: ["/clients"] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** A link pressed the way the keyboard does: focused, then activated. */
function press(name: string) {
  const link = screen.getByRole("link", { name });
  link.focus();
  fireEvent.click(link);
  return link;
}

describe("moving to another page", () => {
  it("puts the focus on the new page's heading, not on the first load", async () => {
    renderLayout();
    await screen.findByRole("heading", { name: "Page one" });
    expect(document.activeElement).toBe(document.body);
    press("Two");
    const heading = await screen.findByRole("heading", { name: "Page two" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
  });

  it("leaves the focus where it is when only the search changes (a pager, a tab)", async () => {
    const router = renderLayout();
    await screen.findByRole("heading", { name: "Page one" });
    const pager = press("Page 2");
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(router.state.status).toBe("idle"));
    expect(document.activeElement).toBe(pager);
  });

  it("leaves the focus where the new page put it", async () => {
    renderLayout();
    await screen.findByRole("heading", { name: "Page one" });
    press("Field");
    await screen.findByRole("heading", { name: "Search" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Query" })));
  });
});

function renderInRouter(ui: React.ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(<RouterProvider router={router} />);
}

describe("the phone-sized menus", () => {
  it("the signed-in header's closes on Escape and hands the focus back to its button", async () => {
    renderInRouter(<AppHeader user={null} />);
    const toggle = await screen.findByRole("button", { name: "Toggle menu" });
    fireEvent.click(toggle);
    const menu = screen.getByRole("navigation", { name: "App mobile" });
    const link = screen.getAllByRole("link", { name: "Clients" }).find((l) => menu.contains(l))!;
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(screen.queryByRole("navigation", { name: "App mobile" })).toBeNull();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("the public header's closes on Escape and hands the focus back to its button", async () => {
    renderInRouter(<PublicHeader />);
    const toggle = await screen.findByRole("button", { name: "Toggle menu" });
    fireEvent.click(toggle);
    const menu = await screen.findByRole("navigation", { name: "Mobile" });
    const link = screen.getAllByRole("link", { name: "Pricing" }).find((l) => menu.contains(l))!;
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull());
    expect(document.activeElement).toBe(toggle);
  });
});

const pitch = (over: Partial<Pitch> = {}): Pitch => ({
  id: 7,
  prospectId: 3,
  clientId: 11,
  prospectName: "Dana Ortiz",
  company: "Quillfeather Analytics",
  recipientEmail: "dana@quillfeather.test",
  subject: "Your React hire at Quillfeather",
  content: "Hi Dana,\n\nI saw you are hiring a React developer.\n\nSam",
  tone: "professional",
  status: "sent",
  responseRate: 31,
  source: "hackernews",
  signalKind: "hiring",
  matchScore: 88,
  driver: "builtin",
  fellBack: false,
  sentVia: "email",
  sentDate: "2026-11-21T10:00:00.000Z",
  respondedAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
  ...over,
});

describe("a sent pitch's Edit", () => {
  it("says why it is unavailable, on screen and to a screen reader, and does nothing", async () => {
    const data: PitchList = {
      pitches: [pitch(), pitch({ id: 8, prospectName: "Lee Park", status: "draft", sentVia: null, sentDate: null })],
      counts: { all: 2, draft: 1, sent: 1, responded: 0 },
      total: 2,
      page: 1,
      pageSize: 20,
    };
    renderInRouter(<PitchesPage data={data} tab="all" page={1} />);
    const edit = await screen.findByRole("button", { name: "Edit pitch to Dana Ortiz" });
    // A Tab stop still (not disabled), so the reason is heard when the keyboard reaches it.
    expect(edit.hasAttribute("disabled")).toBe(false);
    expect(edit.getAttribute("aria-disabled")).toBe("true");
    const hint = document.getElementById(edit.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("A sent pitch can no longer be edited");
    expect(hint?.closest(".sr-only")).toBeNull();
    fireEvent.click(edit);
    expect(screen.queryByRole("dialog")).toBeNull();
    // A draft's Edit has no such note.
    const draftEdit = screen.getByRole("button", { name: "Edit pitch to Lee Park" });
    expect(draftEdit.getAttribute("aria-disabled")).toBeNull();
    expect(draftEdit.getAttribute("aria-describedby")).toBeNull();
  });
});
