import { useNavigate } from "@tanstack/react-router";
import { KeyRound, Loader2, LogOut, Mail, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { AccountDelete, EmailChange, EmailChangeConfirm, PasswordChange } from "#db/validation/account";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field, FormAlert, PasswordInput, TextInput } from "#web/components/ui/form";
import { PageHeader } from "#web/components/ui/page-header";
import { toast } from "#web/components/ui/toast";
import type { Me } from "#web/lib/session";
import { setSession } from "#web/lib/session";
import { changePassword, confirmEmailChange, deleteAccount, signOutEverywhere, startEmailChange } from "../api/account";

/** Runs a one-button action (no fields) with busy and error state; the error is the server's sentence. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err instanceof Error ? err.message : "Something went wrong. Please try again.");
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
  // What the server checks (a password is stored), not how the account was made.
  const hasPassword = me.user.hasPassword;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Settings" subtitle="Sign-in, e-mail and your account." />
      <PasswordSection hasPassword={hasPassword} />
      <EmailSection me={me} hasPassword={hasPassword} />
      <SessionsSection />
      <DeleteSection me={me} hasPassword={hasPassword} />
    </div>
  );
}

/**
 * A part of a section that swaps one form or button for another: the control the keyboard was on is
 * gone, so after each swap focus moves to the first field or button of what took its place.
 */
function useFocusAfterSwap(state: unknown) {
  const box = useRef<HTMLDivElement>(null);
  const last = useRef(state);
  useEffect(() => {
    if (last.current === state) return;
    last.current = state;
    box.current?.querySelector<HTMLElement>("input, button")?.focus();
  }, [state]);
  return box;
}

function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const form = useSchemaForm({
    schema: PasswordChange,
    initial: { currentPassword: "", newPassword: "" },
    async onSubmit({ currentPassword, newPassword }) {
      await changePassword(currentPassword, newPassword);
      form.reset();
      toast({ title: "Password changed", description: "Every other session has been signed out." });
    },
  });
  return (
    <Section title="Change password" icon={<KeyRound className="size-4 text-brand-600" aria-hidden />}>
      <form onSubmit={form.handleSubmit} noValidate className="space-y-4">
        {!hasPassword && (
          <FormAlert tone="info">
            You sign in with Google or LinkedIn. If you set a password with 'Forgot password', you can change it here.
          </FormAlert>
        )}
        <Field label="Current password" error={form.errors.currentPassword}>
          {(p) => <PasswordInput {...p} {...form.text("currentPassword")} autoComplete="current-password" />}
        </Field>
        <Field
          label="New password"
          error={form.errors.newPassword}
          hint="At least 8 characters with an upper-case letter, a lower-case letter and a number."
        >
          {(p) => <PasswordInput {...p} {...form.text("newPassword")} autoComplete="new-password" />}
        </Field>
        {form.message && <FormAlert>{form.message}</FormAlert>}
        <Button type="submit" disabled={form.busy}>
          {form.busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Change password
        </Button>
      </form>
    </Section>
  );
}

function EmailSection({ me, hasPassword }: { me: Me; hasPassword: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const swapBox = useFocusAfterSwap(sentTo === null);
  const startForm = useSchemaForm({
    schema: EmailChange,
    initial: { email: "", password: "" },
    async onSubmit({ email, password }) {
      await startEmailChange(email, password);
      setSentTo(email.toLowerCase());
      startForm.set("password", "");
    },
  });
  const confirmForm = useSchemaForm({
    schema: EmailChangeConfirm,
    initial: { code: "" },
    async onSubmit({ code }) {
      const updated = await confirmEmailChange(code);
      setSession(updated);
      setSentTo(null);
      confirmForm.reset();
      startForm.reset();
      toast({ title: "E-mail changed", description: `You now sign in as ${updated.user.email}.` });
    },
  });
  return (
    <Section title="E-mail address" icon={<Mail className="size-4 text-brand-600" aria-hidden />}>
      <p className="mb-4 text-sm text-slate-600">
        You sign in as <span className="font-medium text-slate-900">{me.user.email}</span>.
      </p>
      <div ref={swapBox}>
        {!hasPassword ? (
          // The change is confirmed with the password (POST /api/account/email), which this account has not got.
          <FormAlert tone="info">
            Changing your address needs your password, and your account has none: you sign in with Google or LinkedIn.
            Set one with 'Forgot password' on the sign-in page, then change your address here.
          </FormAlert>
        ) : sentTo ? (
          <form onSubmit={confirmForm.handleSubmit} noValidate className="space-y-4">
            <p className="text-sm text-slate-700">
              We sent a 6-digit code to {sentTo}. It is valid for 15 minutes; your address changes once you enter it. If
              none arrives, that address may already belong to another account.
            </p>
            <Field label="Code" error={confirmForm.errors.code}>
              {(p) => (
                <TextInput {...p} {...confirmForm.text("code")} inputMode="numeric" autoComplete="one-time-code" />
              )}
            </Field>
            {confirmForm.message && <FormAlert>{confirmForm.message}</FormAlert>}
            <div className="flex gap-2">
              <Button type="submit" disabled={confirmForm.busy}>
                {confirmForm.busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Confirm new address
              </Button>
              <Button variant="ghost" onClick={() => setSentTo(null)} disabled={confirmForm.busy}>
                Use another address
              </Button>
            </div>
          </form>
        ) : (
          <form onSubmit={startForm.handleSubmit} noValidate className="space-y-4">
            <Field label="New e-mail address" error={startForm.errors.email}>
              {(p) => <TextInput {...p} {...startForm.text("email")} type="email" autoComplete="email" />}
            </Field>
            <Field label="Your password" error={startForm.errors.password}>
              {(p) => <PasswordInput {...p} {...startForm.text("password")} autoComplete="current-password" />}
            </Field>
            {startForm.message && <FormAlert>{startForm.message}</FormAlert>}
            <Button type="submit" disabled={startForm.busy}>
              {startForm.busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Send a code to the new address
            </Button>
          </form>
        )}
      </div>
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

// A password account confirms with its password; an account from Google or LinkedIn types its e-mail address.
const DeleteWithPassword = v.required(AccountDelete, ["password"], "Enter your current password.");
const DeleteWithEmail = v.required(AccountDelete, ["confirmEmail"], "Type your e-mail address to confirm.");

function DeleteSection({ me, hasPassword }: { me: Me; hasPassword: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const swapBox = useFocusAfterSwap(open);
  const field = hasPassword ? "password" : "confirmEmail";
  const form = useSchemaForm({
    schema: hasPassword ? DeleteWithPassword : DeleteWithEmail,
    initial: hasPassword ? { password: "" } : { confirmEmail: "" },
    async onSubmit(values) {
      await deleteAccount(values);
      setSession(null);
      toast({ title: "Account deleted", description: "Your data has been deleted. Thank you for trying Leadsmith." });
      await navigate({ to: "/" });
    },
  });
  return (
    <Section title="Delete account" icon={<Trash2 className="size-4 text-red-600" aria-hidden />}>
      <p className="text-sm text-slate-600">
        Deletes your profile, searches, pitches, clients and follow-ups for good, and cancels a paid subscription so it
        is not charged again. This cannot be undone.
      </p>
      <div ref={swapBox}>
        {open ? (
          <form onSubmit={form.handleSubmit} noValidate className="mt-4 space-y-4">
            <Field
              label={hasPassword ? "Your password" : `Type ${me.user.email} to confirm`}
              error={form.errors[field]}
            >
              {(p) =>
                hasPassword ? (
                  <PasswordInput {...p} {...form.text(field)} autoComplete="current-password" />
                ) : (
                  <TextInput {...p} {...form.text(field)} type="email" />
                )
              }
            </Field>
            {form.message && <FormAlert>{form.message}</FormAlert>}
            <div className="flex gap-2">
              <Button type="submit" variant="danger" disabled={form.busy}>
                {form.busy && <Loader2 className="size-4 animate-spin" aria-hidden />} Delete my account
              </Button>
              <Button variant="ghost" onClick={() => setOpen(false)} disabled={form.busy}>
                Keep my account
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
            Delete account…
          </Button>
        )}
      </div>
    </Section>
  );
}
