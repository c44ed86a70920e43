import { Link, useNavigate } from "@tanstack/react-router";
import { SignUp } from "#db/validation/auth";
import { useSchemaForm } from "#web/components/form/use-schema-form";
import { AuthCard } from "#web/components/ui/auth-card";
import { Button } from "#web/components/ui/button";
import { Field, FormAlert, PasswordInput, TextInput } from "#web/components/ui/form";
import { setSession } from "#web/lib/session";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { ApiRequestError, signUp } from "../api/auth";
import { oauthErrors } from "../oauth-errors";
import { ProviderButtons } from "./provider-buttons";

export function SignUpForm({ oauthError, query }: { oauthError?: string; query?: string }) {
  useDocumentTitle("Create your account");
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: SignUp,
    initial: { name: "", email: "", password: "" },
    initialMessage: oauthError ? (oauthErrors[oauthError] ?? "Sign up failed. Please try again.") : null,
    async onSubmit(values) {
      const me = await signUp(values);
      setSession(me);
      await navigate({ to: "/onboarding", search: query ? { q: query } : {} });
    },
    onError: (err) =>
      err instanceof ApiRequestError && (err.status === 400 || err.status === 409)
        ? err.message
        : "Sign up failed. Please try again.",
  });

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
      <ProviderButtons />
      <form onSubmit={form.handleSubmit} noValidate className="space-y-4">
        {form.message && <FormAlert>{form.message}</FormAlert>}
        <Field label="Full name" error={form.errors.name}>
          {(p) => <TextInput {...p} {...form.text("name")} autoComplete="name" />}
        </Field>
        <Field label="Email" error={form.errors.email}>
          {(p) => <TextInput {...p} {...form.text("email")} type="email" autoComplete="email" />}
        </Field>
        <Field
          label="Password"
          error={form.errors.password}
          hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
        >
          {(p) => <PasswordInput {...p} {...form.text("password")} autoComplete="new-password" />}
        </Field>
        <Button type="submit" className="w-full" disabled={form.busy}>
          {form.busy ? "Creating account..." : "Create Account"}
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
