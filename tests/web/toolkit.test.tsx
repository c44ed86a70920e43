import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SignUp } from "#db/validation/auth";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { createSessionStore } from "#web/components/session/session-store";
import { ConfirmDialog, Dialog } from "#web/components/ui/dialog";
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
  function Confirming({ busy }: { busy: boolean }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        title="Remove demo data?"
        confirmLabel="Remove"
        busy={busy}
        error={busy ? null : "Nothing to remove"}
        onConfirm={() => {}}
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

  it("stays open while its change runs", async () => {
    render(<Confirming busy />);
    const dialog = await screen.findByRole("dialog", { name: "Remove demo data?" });
    await act(async () => fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" }));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
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
