import { useNavigate } from "@tanstack/react-router";
import { KeyRound, Loader2, LogOut, Mail, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field, FormAlert, PasswordInput, TextInput } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import type { Me } from "#web/features/auth/api/auth";
import { setSession } from "#web/features/auth/session-store";
import { changePassword, confirmEmailChange, deleteAccount, signOutEverywhere, startEmailChange } from "../api/account";

/** Runs a form's request with busy and error state; the error is the server's sentence. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        {icon} {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** /settings: password, sessions, e-mail address, and deleting the account. */
export function SettingsPage({ me }: { me: Me }) {
  const hasPassword = me.user.signUpMethod === "email";
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Settings" subtitle="Sign-in, e-mail and your account." />
      <PasswordSection hasPassword={hasPassword} />
      <EmailSection me={me} />
      <SessionsSection />
      <DeleteSection me={me} hasPassword={hasPassword} />
    </div>
  );
}

function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const { busy, error, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await changePassword(current, next);
      setCurrent("");
      setNext("");
      toast({ title: "Password changed", description: "Every other session has been signed out." });
    });
  };
  return (
    <Section title="Change password" icon={<KeyRound className="size-4 text-brand-600" aria-hidden />}>
      <form onSubmit={submit} className="space-y-4">
        {!hasPassword && (
          <FormAlert tone="info">
            You sign in with Google or LinkedIn. If you set a password with 'Forgot password', you can change it here.
          </FormAlert>
        )}
        <Field label="Current password">
          {(p) => (
            <PasswordInput
              {...p}
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              required
            />
          )}
        </Field>
        <Field
          label="New password"
          hint="At least 8 characters with an upper-case letter, a lower-case letter and a number."
        >
          {(p) => (
            <PasswordInput
              {...p}
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
              required
            />
          )}
        </Field>
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" disabled={busy}>
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Change password
        </Button>
      </form>
    </Section>
  );
}

function EmailSection({ me }: { me: Me }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const start = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await startEmailChange(email, password);
      setSentTo(email.trim().toLowerCase());
      setPassword("");
    });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const updated = await confirmEmailChange(code.trim());
      setSession(updated);
      setSentTo(null);
      setCode("");
      setEmail("");
      toast({ title: "E-mail changed", description: `You now sign in as ${updated.user.email}.` });
    });
  };
  return (
    <Section title="E-mail address" icon={<Mail className="size-4 text-brand-600" aria-hidden />}>
      <p className="mb-4 text-sm text-slate-600">
        You sign in as <span className="font-medium text-slate-900">{me.user.email}</span>.
      </p>
      {sentTo ? (
        <form onSubmit={confirm} className="space-y-4">
          <p className="text-sm text-slate-700">
            We sent a 6-digit code to {sentTo}. It is valid for 15 minutes; your address changes once you enter it.
          </p>
          <Field label="Code">
            {(p) => (
              <TextInput
                {...p}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                required
              />
            )}
          </Field>
          {error && <FormAlert>{error}</FormAlert>}
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Confirm new address
            </Button>
            <Button variant="ghost" onClick={() => setSentTo(null)} disabled={busy}>
              Use another address
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={start} className="space-y-4">
          <Field label="New e-mail address">
            {(p) => (
              <TextInput
                {...p}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
            )}
          </Field>
          <Field label="Your password">
            {(p) => (
              <PasswordInput
                {...p}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            )}
          </Field>
          {error && <FormAlert>{error}</FormAlert>}
          <Button type="submit" disabled={busy}>
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Send a code to the new address
          </Button>
        </form>
      )}
    </Section>
  );
}

function SessionsSection() {
  const navigate = useNavigate();
  const { busy, error, run } = useAction();
  const signOutAll = () =>
    void run(async () => {
      await signOutEverywhere();
      setSession(null);
      await navigate({ to: "/sign-in" });
    });
  return (
    <Section title="Sessions" icon={<LogOut className="size-4 text-brand-600" aria-hidden />}>
      <p className="text-sm text-slate-600">
        Signed in on a computer you no longer use? This signs you out on every device, this one included.
      </p>
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <Button variant="secondary" className="mt-4" onClick={signOutAll} disabled={busy}>
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Sign out everywhere
      </Button>
    </Section>
  );
}

function DeleteSection({ me, hasPassword }: { me: Me; hasPassword: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const { busy, error, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await deleteAccount(hasPassword ? { password: value } : { confirmEmail: value });
      setSession(null);
      toast({ title: "Account deleted", description: "Your data has been deleted. Thank you for trying Leadsmith." });
      await navigate({ to: "/" });
    });
  };
  return (
    <Section title="Delete account" icon={<Trash2 className="size-4 text-red-600" aria-hidden />}>
      <p className="text-sm text-slate-600">
        Deletes your profile, searches, pitches, clients and follow-ups for good, and cancels a paid subscription so it
        is not charged again. This cannot be undone.
      </p>
      {open ? (
        <form onSubmit={submit} className="mt-4 space-y-4">
          <Field label={hasPassword ? "Your password" : `Type ${me.user.email} to confirm`}>
            {(p) =>
              hasPassword ? (
                <PasswordInput
                  {...p}
                  autoComplete="current-password"
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  required
                />
              ) : (
                <TextInput {...p} type="email" value={value} onChange={(e) => setValue(e.target.value)} required />
              )
            }
          </Field>
          {error && <FormAlert>{error}</FormAlert>}
          <div className="flex gap-2">
            <Button type="submit" variant="danger" disabled={busy}>
              {busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Delete my account
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
              Keep my account
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
          Delete account…
        </Button>
      )}
    </Section>
  );
}
