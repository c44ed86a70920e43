import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as communicationsApi from "#web/features/admin-communications/api";
import { EmailStatusCard } from "#web/features/admin-communications/components/email-status-card";
import * as contentApi from "#web/features/admin-content/api";
import { PitchTemplatesTab } from "#web/features/admin-content/components/pitch-templates-tab";

vi.mock("#web/features/admin-content/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/features/admin-content/api")>()),
  fetchTemplates: vi.fn(),
}));
vi.mock("#web/features/admin-communications/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#web/features/admin-communications/api")>()),
  fetchEmailStatus: vi.fn(),
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
