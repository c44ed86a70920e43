import { useState } from "react";
import { LoadError } from "#web/components/admin/admin-ui";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { roleLabels } from "#web/lib/admin/api";
import { useAdmin } from "#web/lib/admin/session";
import { useAdminQuery, useSessionEnded } from "#web/lib/admin/use-admin-query";
import { type AdminAccounts, changeAdminRole, createAdmin, fetchAdmins, removeAdmin } from "./api";

type Role = "super_admin" | "moderator";
const field =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

function AdminRow({ a, me, onChanged }: { a: AdminAccounts[number]; me: number | undefined; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const onSessionEnded = useSessionEnded();

  async function act(run: () => Promise<unknown>, confirmText: string) {
    if (!window.confirm(confirmText)) return;
    setBusy(true);
    setMessage(null);
    try {
      await run();
      // Changing or removing your own account ends your own session.
      if (a.id === me) return onSessionEnded();
      onChanged();
    } catch (err) {
      setMessage((err as Error).message);
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
            act(
              () => changeAdminRole(a.id, other),
              `Make ${a.name} ${roleLabels[other]}? Their sessions end and they sign in again.`,
            )
          }
        >
          Make {roleLabels[other]}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => act(() => removeAdmin(a.id), `Remove ${a.name}'s admin account? They are signed out at once.`)}
        >
          Remove
        </Button>
      </div>
      {message && (
        <p role="alert" className="w-full text-sm text-red-700">
          {message}
        </p>
      )}
    </li>
  );
}

function AddAdmin({ onAdded }: { onAdded: () => void }) {
  const [form, setForm] = useState({ name: "", email: "", role: "moderator" as Role, password: "" });
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({
    busy: false,
    message: null,
    ok: false,
  });
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setState({ busy: true, message: null, ok: false });
    try {
      await createAdmin(form);
      setState({
        busy: false,
        ok: true,
        message: `${form.email} can now sign in at /admin/login with this password and a code sent to that address.`,
      });
      setForm({ name: "", email: "", role: "moderator", password: "" });
      onAdded();
    } catch (err) {
      setState({ busy: false, ok: false, message: (err as Error).message });
    }
  }
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 border-t border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <h3 className="font-semibold text-slate-900 sm:col-span-2 lg:col-span-5">Add an admin</h3>
      <label className="text-sm font-medium text-slate-700">
        Name
        <input
          className={field}
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Email
        <input
          className={field}
          type="email"
          required
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Role
        <select
          className={field}
          value={form.role}
          onChange={(e) => setForm({ ...form, role: e.target.value as Role })}
        >
          <option value="moderator">Moderator</option>
          <option value="super_admin">Super Admin</option>
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        First password
        <input
          className={field}
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
      </label>
      <Button type="submit" size="sm" disabled={state.busy}>
        {state.busy ? "Adding…" : "Add admin"}
      </Button>
      {state.message && (
        <p
          role={state.ok ? "status" : "alert"}
          className={`text-sm sm:col-span-2 lg:col-span-5 ${state.ok ? "text-green-800" : "text-red-700"}`}
        >
          {state.message}
        </p>
      )}
    </form>
  );
}

/** Staff accounts: add, change role, remove (the server keeps at least one super admin). */
export function AdminsPanel() {
  const { data, error, reload } = useAdminQuery("admins", fetchAdmins);
  const me = useAdmin()?.id;
  return (
    <Card className="p-0">
      <div className="border-b border-slate-200 p-4">
        <h2 className="text-lg font-semibold text-slate-900">Admins</h2>
        <p className="text-sm text-slate-600">
          A role change or removal signs that admin out at once. There is always at least one super admin.
        </p>
      </div>
      {error ? (
        <div className="p-4">
          <LoadError message={error} onRetry={reload} />
        </div>
      ) : !data ? (
        <p className="p-4 text-sm text-slate-600">Loading admins…</p>
      ) : data.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">No admin accounts.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.map((a) => (
            <AdminRow key={a.id} a={a} me={me} onChanged={reload} />
          ))}
        </ul>
      )}
      <AddAdmin onAdded={reload} />
    </Card>
  );
}
