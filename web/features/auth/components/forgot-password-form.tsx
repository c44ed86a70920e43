import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { PasswordReset } from "#db/validation/auth";
import { emailField } from "#db/validation/common";
import { Button } from "#web/components/ui/button";
import { Field, FormAlert, PasswordInput, TextInput } from "#web/components/ui/form";
import { toast } from "#web/components/ui/toast";
import { ApiRequestError, requestCode, resetPassword } from "../api/auth";
import { setSession } from "../session-store";
import { fieldErrors } from "../validate";
import { AuthCard } from "./auth-card";

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<"email" | "reset">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function send(e?: FormEvent) {
    e?.preventDefault();
    setMessage(null);
    const invalid = fieldErrors(v.object({ email: emailField }), { email });
    if (invalid) return setErrors(invalid);
    setErrors({});
    setBusy(true);
    try {
      await requestCode({ email, purpose: "password_reset" });
      setStep("reset");
    } catch (err) {
      setMessage(err instanceof ApiRequestError ? err.message : "Failed to send OTP. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  async function reset(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const invalid = fieldErrors(PasswordReset, { email, code, password });
    if (invalid) return setErrors(invalid);
    setErrors({});
    setBusy(true);
    try {
      const me = await resetPassword({ email, code: code.trim(), password });
      setSession(me);
      toast({ title: "Password changed", description: "You are signed in with your new password." });
      await navigate({ to: "/dashboard" });
    } catch (err) {
      setMessage(err instanceof ApiRequestError ? err.message : "Verification failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle={
        step === "email" ? (
          "We will e-mail you a 6-digit code."
        ) : (
          <>
            If an account exists for <strong>{email}</strong>, a code is on its way.
          </>
        )
      }
      footer={
        <Link to="/sign-in" className="text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {step === "email" ? (
        <form onSubmit={send} noValidate className="space-y-4">
          {message && <FormAlert>{message}</FormAlert>}
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
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send code"}
          </Button>
        </form>
      ) : (
        <form onSubmit={reset} noValidate className="space-y-4">
          {message && <FormAlert>{message}</FormAlert>}
          <Field label="Code" error={errors.code}>
            {(p) => (
              <TextInput
                {...p}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
          <Field
            label="New password"
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
            {busy ? "Saving..." : "Set new password"}
          </Button>
          <button
            type="button"
            onClick={() => send()}
            className="w-full text-center text-sm text-brand-700 hover:underline"
          >
            Send a new code
          </button>
        </form>
      )}
    </AuthCard>
  );
}
