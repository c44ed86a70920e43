import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignUp } from "#db/validation/auth";
import { DataTable, TableSearchBox } from "#web/components/data-table/data-table";
import { parseTableSearch, useTableSearch } from "#web/components/data-table/table-search";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { createSessionStore } from "#web/components/session/session-store";
import { ConfirmDialog, Dialog } from "#web/components/ui/dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { Field, FormAlert, TextInput } from "#web/components/ui/form";
import { dismiss, MAX_TOASTS, Toaster, toast } from "#web/components/ui/toast";

afterEach(cleanup);

function SignUpLike({ send }: { send: (values: { name: string; email: string; password: string }) => Promise<void> }) {
  const form = useSchemaForm({ schema: SignUp, initial: { name: "", email: "", password: "" }, onSubmit: send });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      {form.message && <FormAlert>{form.message}</FormAlert>}
      <Field label="Full name" error={form.errors.name}>
        {(p) => <TextInput {...p} {...form.text("name")} />}
      </Field>
      <Field label="Email" error={form.errors.email}>
        {(p) => <TextInput {...p} {...form.text("email")} />}
      </Field>
      <Field label="Password" error={form.errors.password}>
        {(p) => <TextInput {...p} {...form.text("password")} />}
      </Field>
      <button type="submit" disabled={form.busy}>
        {form.busy ? "Saving..." : "Save"}
      </button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("useSchemaForm", () => {
  it("shows the schema's message under each bad field, tied to it, and sends nothing", async () => {
    const sent: unknown[] = [];
    render(<SignUpLike send={async (v) => void sent.push(v)} />);
    type("Email", "not-an-email");
    type("Password", "short");
    await act(() => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(sent).toEqual([]);
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = document.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Please enter a valid email address");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBe("true");
  });

  it("moves the focus to the first bad field, unless the focus has moved on by then", async () => {
    render(<SignUpLike send={async () => {}} />);
    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    await act(() => fireEvent.submit(save.closest("form")!));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Full name")));
    // Submitted again, and the person is already in the password box before the next frame.
    save.focus();
    await act(async () => {
      fireEvent.submit(save.closest("form")!);
      screen.getByLabelText("Password").focus();
    });
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
  });

  it("submits the schema's output (trimmed) and is busy until the request ends", async () => {
    let finish: () => void = () => {};
    const sent: unknown[] = [];
    render(
      <SignUpLike
        send={(v) => {
          sent.push(v);
          return new Promise<void>((r) => {
            finish = r;
          });
        }}
      />,
    );
    type("Full name", "  Ada Lovelace ");
    type("Email", " ada@example.com ");
    type("Password", "Engine123");
    await act(() => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(screen.getByRole("button", { name: "Saving..." }).hasAttribute("disabled")).toBe(true);
    // A second submit while the first runs is dropped.
    await act(() => fireEvent.submit(screen.getByRole("button", { name: "Saving..." })));
    expect(sent).toEqual([{ name: "Ada Lovelace", email: "ada@example.com", password: "Engine123" }]);
    await act(async () => finish());
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("false");
  });

  it("shows the server's refusal as the form's message", async () => {
    render(
      <SignUpLike
        send={async () => {
          throw new Error("An account with this email already exists");
        }}
      />,
    );
    type("Full name", "Ada");
    type("Email", "ada@example.com");
    type("Password", "Engine123");
    await act(() => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(screen.getByRole("alert").textContent).toBe("An account with this email already exists");
  });
});

describe("the toast region", () => {
  afterEach(() => {
    // The store is module-wide; empty it between tests.
    act(() => {
      for (const el of document.querySelectorAll("[data-toast-id]")) dismiss(Number(el.getAttribute("data-toast-id")));
    });
  });

  it(`keeps at most ${MAX_TOASTS}, newest first, in one polite live region`, () => {
    render(<Toaster />);
    act(() => {
      for (const title of ["First", "Second", "Third", "Fourth"]) toast({ title });
    });
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region.getAttribute("aria-live")).toBe("polite");
    const shown = [...region.querySelectorAll("[data-toast-id] p.font-semibold")].map((p) => p.textContent);
    expect(shown).toEqual(["Fourth", "Third", "Second"]);
  });

  it("lets clicks through everywhere but on the toasts themselves", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
    });
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region.className).toContain("pointer-events-none");
    expect(region.querySelector("[data-toast-id]")?.className).toContain("pointer-events-auto");
  });
});

describe("the dialog", () => {
  function Confirming({ busy, onConfirm = () => {} }: { busy: boolean; onConfirm?: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        title="Remove demo data?"
        confirmLabel="Remove"
        busy={busy}
        error={busy ? null : "Nothing to remove"}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        The demo prospects go for good.
      </ConfirmDialog>
    );
  }

  it("is named by its title, shows the refusal and closes on Escape", async () => {
    render(<Confirming busy={false} />);
    const dialog = await screen.findByRole("dialog", { name: "Remove demo data?" });
    expect(dialog.textContent).toContain("The demo prospects go for good.");
    expect(screen.getByRole("alert").textContent).toBe("Nothing to remove");
    await act(async () => fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open while its change runs, its buttons busy but still holding the focus", async () => {
    const onConfirm = vi.fn();
    render(<Confirming busy onConfirm={onConfirm} />);
    const dialog = await screen.findByRole("dialog", { name: "Remove demo data?" });
    await act(async () => fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" }));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" }).hasAttribute("disabled")).toBe(true);
    // Not disabled, which would drop the focus to <body>: marked busy, and pressing them does nothing.
    for (const name of ["Cancel", "Remove"]) {
      const button = screen.getByRole("button", { name });
      expect(button.hasAttribute("disabled")).toBe(false);
      expect(button.getAttribute("aria-disabled")).toBe("true");
      await act(async () => fireEvent.click(button));
    }
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("closes from its × button", async () => {
    function Sheet() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onClose={() => setOpen(false)} title="Pitch" footer={<span>Actions</span>}>
          Body
        </Dialog>
      );
    }
    render(<Sheet />);
    await screen.findByRole("dialog", { name: "Pitch" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the session store", () => {
  it("shares one request among everyone asking, and re-renders on a change", async () => {
    let calls = 0;
    const store = createSessionStore(async () => {
      calls++;
      return { name: "Ada" };
    });
    function Who() {
      return <p>{store.use()?.name ?? "signed out"}</p>;
    }
    render(<Who />);
    expect(screen.getByText("signed out")).toBeTruthy();
    await act(async () => {
      await Promise.all([store.load(), store.load()]);
    });
    expect(calls).toBe(1);
    expect(screen.getByText("Ada")).toBeTruthy();
    await store.load();
    expect(calls).toBe(1);
    act(() => store.set(null));
    expect(screen.getByText("signed out")).toBeTruthy();
  });

  it("does not remember a failed request", async () => {
    let fail = true;
    const store = createSessionStore(async () => {
      if (fail) throw new Error("offline");
      return { name: "Grace" };
    });
    await expect(store.load()).rejects.toThrow("offline");
    fail = false;
    await expect(store.load()).resolves.toEqual({ name: "Grace" });
  });
});

describe("the admin data table", () => {
  const people = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }));
  const PAGE = 10;

  // A list screen as the admin pages build one, over an in-memory list in place of the API.
  function Screen({ state }: { state: { error: string | null; loading: boolean; reloads: number } }) {
    const { q, page } = useTableSearch();
    const matching = people.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
    const rows = state.loading ? undefined : matching.slice((page - 1) * PAGE, page * PAGE);
    const [, rerender] = useState(0);
    return (
      <>
        <TableSearchBox label="Search people" placeholder="Name" />
        <DataTable
          columns={[{ id: "Name", cell: (p) => p.name }]}
          rows={state.error ? undefined : rows}
          rowKey={(p) => p.id}
          loading={state.loading}
          error={state.error}
          onRetry={() => {
            state.reloads++;
            state.error = null;
            rerender((n) => n + 1);
          }}
          page={{ page, pageSize: PAGE, total: matching.length }}
          empty={<EmptyState icon={Inbox} title="No matching people" />}
        />
      </>
    );
  }

  function renderAt(path: string, state = { error: null as string | null, loading: false, reloads: 0 }) {
    const root = createRootRoute({ component: Outlet });
    const list = createRoute({
      getParentRoute: () => root,
      path: "/people",
      validateSearch: parseTableSearch,
      component: () => <Screen state={state} />,
    });
    const router = createRouter({
      routeTree: root.addChildren([list]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    render(<RouterProvider router={router} />);
    return { router, state };
  }
  const names = () =>
    screen
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);

  it("reads the search and the page from the URL and turns pages there", async () => {
    const { router } = renderAt("/people?q=person&page=2");
    expect(((await screen.findByLabelText("Search people")) as HTMLInputElement).value).toBe("person");
    expect(names()[0]).toBe("Person 11");
    expect(screen.getByText("11–20 of 23")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: "person", page: 3 }));
    expect(names()).toEqual(["Person 21", "Person 22", "Person 23"]);
  });

  it("writes a new search to the URL and goes back to the first page", async () => {
    const { router } = renderAt("/people?page=2");
    fireEvent.change(await screen.findByLabelText("Search people"), { target: { value: " Person 2 " } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: "Person 2" }));
    expect(names()).toEqual(["Person 2", "Person 20", "Person 21", "Person 22", "Person 23"]);
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("offers the first page when the URL's page is past the end", async () => {
    const { router } = renderAt("/people?q=person&page=9");
    fireEvent.click(await screen.findByRole("button", { name: "Go to the first page" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: "person" }));
    expect(names()[0]).toBe("Person 1");
  });

  it("says when nothing matches", async () => {
    renderAt("/people?q=nobody");
    expect(await screen.findByRole("heading", { name: "No matching people" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows placeholder rows while loading and the error with a retry", async () => {
    renderAt("/people", { error: null, loading: true, reloads: 0 });
    const body = (await screen.findByRole("table")).querySelector("tbody");
    expect(body?.getAttribute("aria-busy")).toBe("true");
    expect(body?.querySelectorAll("tr[aria-hidden]").length).toBeGreaterThan(0);
    cleanup();

    const { state } = renderAt("/people", { error: "Server unavailable", loading: false, reloads: 0 });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load this data: Server unavailable");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(state.reloads).toBe(1);
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(names()[0]).toBe("Person 1");
  });

  it("validates the URL: a bad page is dropped, a long query cut, a numeric one read as text", () => {
    expect(parseTableSearch({ q: 230, page: "abc", plan: "pro" })).toEqual({ q: "230", page: undefined, plan: "pro" });
    expect(parseTableSearch({ q: "x".repeat(150), page: 1 })).toEqual({ q: "x".repeat(100), page: undefined });
    expect(parseTableSearch({ q: "  ", page: 4 })).toEqual({ q: undefined, page: 4 });
    expect(parseTableSearch({ page: 2.5 }).page).toBeUndefined();
  });
});
