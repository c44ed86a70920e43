import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordForm } from "#web/features/auth/components/forgot-password-form";

export const Route = createFileRoute("/_public/forgot-password")({
  component: ForgotPasswordForm,
});
