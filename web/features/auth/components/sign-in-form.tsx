import { Link, useNavigate } from "@tanstack/react-router";
import { Lock } from "lucide-react";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { SignIn } from "#db/validation/auth";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { AuthCard } from "#web/components/ui/auth-card";
import { Button } from "#web/components/ui/button";
import { Field, FormAlert, PasswordInput, TextInput } from "#web/components/ui/form";
import { setSession } from "#web/lib/session";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { ApiRequestError, signIn } from "../api/auth";
import { safeRedirect } from "../guards";
import { oauthErrors } from "../oauth-errors";
import { ProviderButtons } from "./provider-buttons";

// What the server says with a refusal (routes/auth.ts): its own count of failures in a row, and
// when a lock ends. A reload or another tab does not reset them, as a count kept here would.
const Failure = v.object({ failedAttempts: v.number() });
const LockEnd = v.object({ lockedUntil: v.pipe(v.string(), v.isoTimestamp()) });

export function SignInForm({ redirect, oauthError }: { redirect?: string; oauthError?: string }) {
  useDocumentTitle("Sign in");
  const navigate = useNavigate();
  const [failed, setFailed] = useState(0);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [, tick] = useState(0);
  const form = useSchemaForm({
    schema: SignIn,
    initial: { email: "", password: "" },
    initialMessage: oauthError ? (oauthErrors[oauthError] ?? "Sign in failed. Please try again.") : null,
    async onSubmit(values) {
      const me = await signIn(values);
      setSession(me);
      await navigate({ to: me.profile.onboarded ? safeRedirect(redirect) : "/onboarding" });
    },
    onError(err) {
      if (err instanceof ApiRequestError && err.status === 401) {
        const told = v.safeParse(Failure, err.details);
        setFailed((n) => (told.success ? told.output.failedAttempts : n + 1));
        return err.message;
      }
      if (err instanceof ApiRequestError && err.code === "account_locked") {
        const told = v.safeParse(LockEnd, err.details);
        setFailed(5);
        setLockedUntil(told.success ? Date.parse(told.output.lockedUntil) : Date.now() + 15 * 60 * 1000);
        return err.message;
      }
      // A 429 without a lock is the limit on sign-ins from one network: said as the server says it.
      if (err instanceof ApiRequestError && [400, 403, 429].includes(err.status)) return err.message;
      return "Sign in failed. Please try again.";
    },
  });
  const { setMessage } = form;

  useEffect(() => {
    if (!lockedUntil) return;
    const t = setInterval(() => {
      if (Date.now() >= lockedUntil) {
        setLockedUntil(null);
        setFailed(0);
        setMessage(null);
      }
      tick((n) => n + 1);
    }, 1000);
    return () => clearInterval(t);
  }, [lockedUntil, setMessage]);

  const locked = lockedUntil !== null && Date.now() < lockedUntil;

  const minutesLeft = lockedUntil ? Math.max(1, Math.ceil((lockedUntil - Date.now()) / 60000)) : 0;

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to find your next client."
      footer={
        <>
          New to Leadsmith?{" "}
          <Link to="/sign-up" className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      {/* An account made with Google or LinkedIn has no password to type here. */}
      <ProviderButtons returnTo={redirect === undefined ? undefined : safeRedirect(redirect)} />
      <form onSubmit={form.handleSubmit} noValidate className="space-y-4">
        {locked && (
          <FormAlert tone="warning">
            <span className="flex items-center gap-2 font-medium">
              <Lock className="size-4" aria-hidden /> Account temporarily locked due to multiple failed attempts.
            </span>
            <span className="mt-1 block">
              Try again in about {minutesLeft} minute{minutesLeft === 1 ? "" : "s"}.
            </span>
          </FormAlert>
        )}
        {form.message && <FormAlert>{form.message}</FormAlert>}
        {!locked && failed > 0 && failed < 5 && (
          <p className="text-sm text-amber-700">
            Failed attempt {failed}/5. The account is locked for 15 minutes after 5 failed attempts.
          </p>
        )}
        <Field label="Email" error={form.errors.email}>
          {(p) => <TextInput {...p} {...form.text("email")} type="email" autoComplete="email" disabled={locked} />}
        </Field>
        <Field label="Password" error={form.errors.password}>
          {(p) => <PasswordInput {...p} {...form.text("password")} autoComplete="current-password" disabled={locked} />}
        </Field>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={form.busy || locked}>
          {form.busy ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </AuthCard>
  );
}
