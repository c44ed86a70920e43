import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { SignUp } from "#db/validation/auth";
import { Button, buttonClass } from "#web/components/ui/button";
import { Field, FormAlert, PasswordInput, TextInput } from "#web/components/ui/form";
import { ApiRequestError, fetchProviders, signUp } from "../api/auth";
import { setSession } from "../session-store";
import { fieldErrors, oauthErrors } from "../validate";
import { AuthCard } from "./auth-card";

type Providers = { google: boolean; linkedin: boolean };

function ProviderButton({
  provider,
  label,
  configured,
}: {
  provider: "google" | "linkedin";
  label: string;
  configured: boolean | null;
}) {
  if (configured === null) {
    return <div className="h-10 animate-pulse rounded-lg bg-slate-100" aria-hidden />;
  }
  if (!configured) {
    return (
      <button
        type="button"
        disabled
        className={buttonClass("secondary", "md", "w-full")}
        title={`${label} sign-up is not configured on this server`}
      >
        {label} (not configured)
      </button>
    );
  }
  // A full navigation: the provider's page, then our callback, which sets the session cookie.
  return (
    <a href={`/api/auth/oauth/${provider}/start`} className={buttonClass("secondary", "md", "w-full")}>
      Continue with {label}
    </a>
  );
}

export function SignUpForm({ oauthError, query }: { oauthError?: string; query?: string }) {
  const navigate = useNavigate();
  const [providers, setProviders] = useState<Providers | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(
    oauthError ? (oauthErrors[oauthError] ?? "Sign up failed. Please try again.") : null,
  );

  useEffect(() => {
    fetchProviders().then(setProviders, () => setProviders({ google: false, linkedin: false }));
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const invalid = fieldErrors(SignUp, { name, email, password });
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const me = await signUp({ name, email, password });
      setSession(me);
      await navigate({ to: "/onboarding", search: query ? { q: query } : {} });
    } catch (err) {
      if (err instanceof ApiRequestError && (err.status === 400 || err.status === 409)) setMessage(err.message);
      else setMessage("Sign up failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="5 free searches. No credit card."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/sign-in" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <div className="space-y-2">
        <ProviderButton provider="linkedin" label="LinkedIn" configured={providers ? providers.linkedin : null} />
        <ProviderButton provider="google" label="Google" configured={providers ? providers.google : null} />
      </div>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" /> or with e-mail <span className="h-px flex-1 bg-slate-200" />
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {message && <FormAlert>{message}</FormAlert>}
        <Field label="Full name" error={errors.name}>
          {(p) => <TextInput {...p} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Email" error={errors.email}>
          {(p) => (
            <TextInput
              {...p}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Password"
          error={errors.password}
          hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
        >
          {(p) => (
            <PasswordInput
              {...p}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Creating account..." : "Create Account"}
        </Button>
        <p className="text-center text-xs text-slate-500">
          By signing up you agree to our{" "}
          <Link to="/terms-of-use" className="underline">
            Terms of Use
          </Link>{" "}
          and{" "}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthCard>
  );
}
