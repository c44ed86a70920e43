import { useState } from "react";
import { AdminCreate } from "#db/validation/admin";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/dialog";
import { Field, PasswordInput, Select, TextInput } from "#web/components/ui/form";
import { roleLabels } from "#web/lib/admin/api";
import { useAdmin } from "#web/lib/admin/session";
import { useAdminQuery, useSessionEnded } from "#web/lib/admin/use-admin-query";
import { type AdminAccounts, changeAdminRole, createAdmin, fetchAdmins, removeAdmin } from "./api";
import { FormOutcome, SettingsPanel } from "./settings-panel";

type Role = "super_admin" | "moderator";
type Asked = { title: string; text: string; confirmLabel: string; run: () => Promise<unknown> };

function AdminRow({ a, me, onChanged }: { a: AdminAccounts[number]; me: number | undefined; onChanged: () => void }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSessionEnded = useSessionEnded();

  function ask(next: Asked) {
    setError(null);
    setAsked(next);
  }

  async function confirm() {
    if (!asked) return;
    setBusy(true);
    setError(null);
    try {
      await asked.run();
      setAsked(null);
      // Changing or removing your own account ends your own session.
      if (a.id === me) return onSessionEnded();
      onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const other: Role = a.role === "super_admin" ? "moderator" : "super_admin";
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">
          {a.name} {a.id === me && <span className="text-sm text-slate-600">(you)</span>}
        </p>
        <p className="text-sm break-all text-slate-600">
          {a.email} · {roleLabels[a.role]}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() =>
            ask({
              title: `Make ${a.name} ${roleLabels[other]}?`,
              text: "Their sessions end and they sign in again.",
              confirmLabel: `Make ${roleLabels[other]}`,
              run: () => changeAdminRole(a.id, other),
            })
          }
        >
          Make {roleLabels[other]}
          {/* Each row has the same two buttons: the name tells them apart in a list of buttons. */}
          <span className="sr-only"> ({a.name})</span>
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() =>
            ask({
              title: `Remove ${a.name}'s admin account?`,
              text: "They are signed out at once.",
              confirmLabel: "Remove",
              run: () => removeAdmin(a.id),
            })
          }
        >
          Remove<span className="sr-only"> ({a.name})</span>
        </Button>
      </div>
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title ?? ""}
        confirmLabel={asked?.confirmLabel ?? ""}
        busy={busy}
        error={error}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      >
        <p>{asked?.text}</p>
      </ConfirmDialog>
    </li>
  );
}

const empty = { name: "", email: "", role: "moderator" as Role, password: "" };

function AddAdmin({ onAdded }: { onAdded: () => void }) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: AdminCreate,
    initial: empty,
    async onSubmit(values) {
      setSaved(null);
      await createAdmin(values);
      form.reset();
      setSaved(`${values.email} can now sign in at /admin/login with this password and a code sent to that address.`);
      onAdded();
    },
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      className="grid gap-3 border-t border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-start"
    >
      <h3 className="font-semibold text-slate-900 sm:col-span-2 lg:col-span-5">Add an admin</h3>
      <Field label="Name" error={form.errors.name}>
        {(p) => <TextInput {...p} {...form.text("name")} />}
      </Field>
      <Field label="Email" error={form.errors.email}>
        {(p) => <TextInput {...p} {...form.text("email")} type="email" />}
      </Field>
      <Field label="Role" error={form.errors.role}>
        {(p) => (
          <Select
            {...p}
            value={form.values.role}
            onChange={(e) => form.set("role", e.target.value === "super_admin" ? "super_admin" : "moderator")}
          >
            <option value="moderator">Moderator</option>
            <option value="super_admin">Super Admin</option>
          </Select>
        )}
      </Field>
      <Field label="First password" error={form.errors.password}>
        {(p) => <PasswordInput {...p} {...form.text("password")} autoComplete="new-password" />}
      </Field>
      <div className="lg:pt-6">
        <Button type="submit" size="sm" disabled={form.busy}>
          {form.busy ? "Adding…" : "Add admin"}
        </Button>
      </div>
      <div className="sm:col-span-2 lg:col-span-5">
        <FormOutcome message={form.message} saved={saved} />
      </div>
    </form>
  );
}

/** Staff accounts: add, change role, remove (the server keeps at least one super admin). */
export function AdminsPanel() {
  const query = useAdminQuery("admins", fetchAdmins);
  const me = useAdmin()?.id;
  return (
    <SettingsPanel
      title="Admins"
      description="A role change or removal signs that admin out at once. There is always at least one super admin."
      query={query}
      isEmpty={(d) => d.length === 0}
      loadingText="Loading admins…"
      emptyText="No admin accounts."
      after={<AddAdmin onAdded={query.reload} />}
    >
      {(data) => (
        <ul className="divide-y divide-slate-100">
          {data.map((a) => (
            <AdminRow key={a.id} a={a} me={me} onChanged={query.reload} />
          ))}
        </ul>
      )}
    </SettingsPanel>
  );
}
