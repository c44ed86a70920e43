import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Button } from "#web/components/ui/button";
import { Field, FormAlert, TextInput } from "#web/components/ui/form";
import { toast } from "#web/components/ui/toast";
import { ApiRequestError, requestCode, verifyEmailCode } from "../api/auth";
import { loadSession } from "../session-store";
import { AuthCard } from "./auth-card";

export function VerifyEmailForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setError("Enter the 6-digit code");
      return;
    }
    setBusy(true);
    try {
      await verifyEmailCode({ email, code: code.trim() });
      await loadSession(true);
      toast({ title: "Email verified", description: "Thanks, your address is confirmed." });
      await navigate({ to: "/dashboard" });
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : "Verification failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setError(null);
    setInfo(null);
    try {
      await requestCode({ email, purpose: "verify_email" });
      setInfo(`A new code is on its way to ${email}.`);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : "Failed to send OTP. Please try again.");
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
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        {info && <FormAlert tone="info">{info}</FormAlert>}
        <Field label="Verification code">
          {(p) => (
            <TextInput
              {...p}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className="text-center text-lg tracking-[0.5em]"
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Verifying..." : "Verify"}
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
