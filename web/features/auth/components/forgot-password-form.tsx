import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { OtpRequest, PasswordReset } from "#db/validation/auth";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { AuthCard } from "#web/components/ui/auth-card";
import { Button } from "#web/components/ui/button";
import { Field, FormAlert, PasswordInput, TextInput } from "#web/components/ui/form";
import { toast } from "#web/components/ui/toast";
import { setSession } from "#web/lib/session";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { ApiRequestError, requestCode, resetPassword } from "../api/auth";

const EmailStep = v.pick(OtpRequest, ["email"]);
const ResetStep = v.omit(PasswordReset, ["email"]);
const SEND_FAILED = "Failed to send OTP. Please try again.";

export function ForgotPasswordForm() {
  useDocumentTitle("Reset your password");
  const navigate = useNavigate();
  // The address the code went to, as the server read it; null until it is sent.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const emailForm = useSchemaForm({
    schema: EmailStep,
    initial: { email: "" },
    async onSubmit({ email }) {
      await requestCode({ email, purpose: "password_reset" });
      setSentTo(email);
    },
    onError: (err) => (err instanceof ApiRequestError ? err.message : SEND_FAILED),
  });

  const resetForm = useSchemaForm({
    schema: ResetStep,
    initial: { code: "", password: "" },
    async onSubmit({ code, password }) {
      const me = await resetPassword({ email: sentTo ?? "", code, password });
      setSession(me);
      toast({ title: "Password changed", description: "You are signed in with your new password." });
      await navigate({ to: "/dashboard" });
    },
    onError: (err) => (err instanceof ApiRequestError ? err.message : "Verification failed. Please try again."),
  });

  async function resend() {
    resetForm.setMessage(null);
    try {
      await requestCode({ email: sentTo ?? "", purpose: "password_reset" });
    } catch (err) {
      resetForm.setMessage(err instanceof ApiRequestError ? err.message : SEND_FAILED);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle={
        sentTo === null ? (
          "We will e-mail you a 6-digit code."
        ) : (
          <>
            If an account exists for <strong>{sentTo}</strong>, a code is on its way.
          </>
        )
      }
      footer={
        <Link to="/sign-in" className="text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {sentTo === null ? (
        <form onSubmit={emailForm.handleSubmit} noValidate className="space-y-4">
          {emailForm.message && <FormAlert>{emailForm.message}</FormAlert>}
          <Field label="Email" error={emailForm.errors.email}>
            {(p) => <TextInput {...p} {...emailForm.text("email")} type="email" autoComplete="email" />}
          </Field>
          <Button type="submit" className="w-full" disabled={emailForm.busy}>
            {emailForm.busy ? "Sending..." : "Send code"}
          </Button>
        </form>
      ) : (
        <form onSubmit={resetForm.handleSubmit} noValidate className="space-y-4">
          {resetForm.message && <FormAlert>{resetForm.message}</FormAlert>}
          <Field label="Code" error={resetForm.errors.code}>
            {(p) => <TextInput {...p} {...resetForm.text("code")} inputMode="numeric" autoComplete="one-time-code" />}
          </Field>
          <Field
            label="New password"
            error={resetForm.errors.password}
            hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
          >
            {(p) => <PasswordInput {...p} {...resetForm.text("password")} autoComplete="new-password" />}
          </Field>
          <Button type="submit" className="w-full" disabled={resetForm.busy}>
            {resetForm.busy ? "Saving..." : "Set new password"}
          </Button>
          <button
            type="button"
            onClick={() => void resend()}
            className="w-full text-center text-sm text-brand-700 hover:underline"
          >
            Send a new code
          </button>
        </form>
      )}
    </AuthCard>
  );
}
