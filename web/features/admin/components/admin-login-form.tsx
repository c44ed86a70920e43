import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, Lock, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { AdminSignIn, AdminVerify } from "#db/validation/admin";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { Button } from "#web/components/ui/button";
import { Field, FormAlert, PasswordInput, TextInput } from "#web/components/ui/form";
import { AdminApiError } from "#web/lib/admin/api";
import { safeAdminRedirect, setAdmin } from "#web/lib/admin/session";
import { adminResendCode, adminSignIn, adminVerifyCode } from "../api/admin";

const MAX_ATTEMPTS = 5;
const LOCK_MESSAGE = "Too many failed login attempts. Please wait 15 minutes before trying again.";
const FAILED_LOGIN = "Login failed. Please try again.";

function attemptsFrom(err: AdminApiError, fallback: number) {
  const d = err.details as { failedAttempts?: unknown } | undefined;
  return typeof d?.failedAttempts === "number" ? d.failedAttempts : fallback;
}

/**
 * The admin login: e-mail and password first (the server counts failures and
 * locks after 5), then the 6-digit code it e-mailed. At 5 failures the form
 * stays disabled until the page is reloaded, by design; the server's
 * 15-minute lock is what actually holds.
 */
export function AdminLoginForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<"password" | "code">("password");
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(0);
  const locked = failed >= MAX_ATTEMPTS;

  const passwordForm = useSchemaForm({
    schema: AdminSignIn,
    initial: { email: "", password: "" },
    async onSubmit(values) {
      if (locked) return;
      const res = await adminSignIn(values);
      setFailed(0);
      setNotice(res.message);
      codeForm.reset();
      setStep("code");
    },
    onError(err) {
      if (err instanceof AdminApiError && err.status === 401) {
        setFailed((n) => attemptsFrom(err, n + 1));
        return err.message;
      }
      if (err instanceof AdminApiError && err.code === "account_locked") {
        setFailed(MAX_ATTEMPTS);
        return LOCK_MESSAGE;
      }
      // The server's text: validation, or the code service's limits.
      return err instanceof AdminApiError && err.status < 500 ? err.message : FAILED_LOGIN;
    },
  });

  const codeForm = useSchemaForm({
    schema: AdminVerify,
    initial: { code: "" },
    async onSubmit({ code }) {
      const me = await adminVerifyCode(code);
      setAdmin(me);
      await navigate({ to: safeAdminRedirect(redirect) });
    },
    onError(err) {
      if (err instanceof AdminApiError && err.code === "sign_in_expired") {
        backToPassword(err.message);
        return null;
      }
      return err instanceof AdminApiError && err.status < 500 ? err.message : FAILED_LOGIN;
    },
  });
  const [resending, setResending] = useState(false);
  const busy = passwordForm.busy || codeForm.busy || resending;

  async function onResend() {
    codeForm.setMessage(null);
    setResending(true);
    try {
      await adminResendCode();
      setNotice("A new code is on its way. It replaces the previous one.");
    } catch (err) {
      if (err instanceof AdminApiError && err.code === "sign_in_expired") backToPassword(err.message);
      else codeForm.setMessage(err instanceof AdminApiError ? err.message : "Failed to send OTP. Please try again.");
    } finally {
      setResending(false);
    }
  }

  function backToPassword(why: string | null) {
    setStep("password");
    passwordForm.set("password", "");
    passwordForm.setMessage(why);
    codeForm.reset();
    setNotice(null);
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-900 px-4 py-12">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mb-6 inline-flex items-center gap-1.5 text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to site
        </Link>
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-white">
              <ShieldCheck className="size-6" aria-hidden />
            </span>
            <div>
              <h1 className="text-xl font-bold text-slate-900">Admin Portal</h1>
              <p className="text-sm text-slate-600">
                {step === "password" ? "Sign in to manage Leadsmith." : "Enter the code we e-mailed you."}
              </p>
            </div>
          </div>

          {step === "password" ? (
            <form onSubmit={passwordForm.handleSubmit} noValidate className="space-y-4">
              {locked && (
                <FormAlert tone="warning">
                  <span className="flex items-center gap-2 font-medium">
                    <Lock className="size-4" aria-hidden /> Login temporarily locked.
                  </span>
                </FormAlert>
              )}
              {passwordForm.message && <FormAlert>{passwordForm.message}</FormAlert>}
              {failed > 0 && !locked && (
                <p className="text-sm text-amber-700">
                  Failed login attempt {failed}/{MAX_ATTEMPTS}. Account will be temporarily locked after {MAX_ATTEMPTS}{" "}
                  attempts.
                </p>
              )}
              <Field label="Email" error={passwordForm.errors.email}>
                {(p) => (
                  <TextInput
                    {...p}
                    {...passwordForm.text("email")}
                    type="email"
                    autoComplete="username"
                    disabled={locked}
                  />
                )}
              </Field>
              <Field label="Password" error={passwordForm.errors.password}>
                {(p) => (
                  <PasswordInput
                    {...p}
                    {...passwordForm.text("password")}
                    autoComplete="current-password"
                    disabled={locked}
                  />
                )}
              </Field>
              <Button type="submit" className="w-full" disabled={busy || locked}>
                {busy ? "Signing In..." : "Sign In"}
              </Button>
            </form>
          ) : (
            <form onSubmit={codeForm.handleSubmit} noValidate className="space-y-4">
              {notice && <FormAlert tone="info">{notice}</FormAlert>}
              {codeForm.message && <FormAlert>{codeForm.message}</FormAlert>}
              <Field
                label="Verification code"
                error={codeForm.errors.code}
                hint={`Sent to ${(passwordForm.values.email ?? "").trim()}`}
              >
                {(p) => (
                  <TextInput
                    {...p}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={codeForm.values.code}
                    // No maxLength: a pasted " 123456 " would be cut to " 12345" before the spaces go.
                    onChange={(e) => codeForm.set("code", e.target.value.replace(/\D/g, "").slice(0, 6))}
                    className="tracking-[0.5em]"
                  />
                )}
              </Field>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? "Verifying..." : "Verify and Sign In"}
              </Button>
              <div className="flex items-center justify-between text-sm">
                <button
                  type="button"
                  onClick={() => backToPassword(null)}
                  className="text-slate-600 hover:text-slate-900 hover:underline"
                >
                  Use a different account
                </button>
                <button
                  type="button"
                  onClick={onResend}
                  disabled={busy}
                  className="font-medium text-brand-700 hover:underline disabled:opacity-60"
                >
                  Resend code
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}
