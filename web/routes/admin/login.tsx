import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminLoginForm } from "#web/features/admin/components/admin-login-form";
import { loadAdmin, safeAdminRedirect } from "#web/lib/admin/session";
import { textParams } from "#web/lib/search-params";

// Declared apart: typed inside the route object, it would be inferred from the route that reads it.
const validateSearch = textParams("redirect");

export const Route = createFileRoute("/admin/login")({
  validateSearch,
  // An admin who is already signed in goes straight on.
  beforeLoad: async ({ search }) => {
    if (await loadAdmin()) throw redirect({ to: safeAdminRedirect(search.redirect) });
  },
  component: () => <AdminLoginForm redirect={Route.useSearch().redirect} />,
});
