import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { OtpVerify } from "#db/validation/auth";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { AuthCard } from "#web/components/ui/auth-card";
import { Button } from "#web/components/ui/button";
import { Field, FormAlert, TextInput } from "#web/components/ui/form";
import { toast } from "#web/components/ui/toast";
import { loadSession } from "#web/lib/session";
import { ApiRequestError, requestCode, verifyEmailCode } from "../api/auth";

const CodeOnly = v.pick(OtpVerify, ["code"]);

export function VerifyEmailForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [info, setInfo] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: CodeOnly,
    initial: { code: "" },
    async onSubmit({ code }) {
      setInfo(null);
      await verifyEmailCode({ email, code });
      await loadSession(true);
      toast({ title: "Email verified", description: "Thanks, your address is confirmed." });
      await navigate({ to: "/dashboard" });
    },
    onError: (err) => (err instanceof ApiRequestError ? err.message : "Verification failed. Please try again."),
  });

  async function resend() {
    form.setMessage(null);
    setInfo(null);
    try {
      await requestCode({ email, purpose: "verify_email" });
      setInfo(`A new code is on its way to ${email}.`);
    } catch (err) {
      form.setMessage(err instanceof ApiRequestError ? err.message : "Failed to send OTP. Please try again.");
    }
  }

  return (
    <AuthCard
      title="Verify your e-mail"
      subtitle={
        <>
          We sent a 6-digit code to <strong>{email}</strong>. It is valid for 15 minutes.
        </>
      }
    >
      <form onSubmit={form.handleSubmit} noValidate className="space-y-4">
        {form.message && <FormAlert>{form.message}</FormAlert>}
        {info && <FormAlert tone="info">{info}</FormAlert>}
        <Field label="Verification code" error={form.errors.code}>
          {(p) => (
            <TextInput
              {...p}
              {...form.text("code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              className="text-center text-lg tracking-[0.5em]"
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={form.busy}>
          {form.busy ? "Verifying..." : "Verify"}
        </Button>
        <div className="flex justify-between text-sm">
          <button type="button" onClick={resend} className="text-brand-700 hover:underline">
            Send a new code
          </button>
          <button
            type="button"
            onClick={() => navigate({ to: "/dashboard" })}
            className="text-slate-500 hover:underline"
          >
            Later
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
