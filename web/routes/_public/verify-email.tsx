import { createFileRoute } from "@tanstack/react-router";
import { VerifyEmailForm } from "#web/features/auth/components/verify-email-form";
import { requireSession } from "#web/features/auth/guards";

export const Route = createFileRoute("/_public/verify-email")({
  beforeLoad: async ({ location }) => ({ me: await requireSession(location.href) }),
  component: () => <VerifyEmailForm email={Route.useRouteContext().me.user.email} />,
});
