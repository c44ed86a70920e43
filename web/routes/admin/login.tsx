import { createFileRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { AdminLoginForm } from "#web/features/admin/components/admin-login-form";
import { loadAdmin, safeAdminRedirect } from "#web/features/admin/session-store";

export const Route = createFileRoute("/admin/login")({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  // An admin who is already signed in goes straight on.
  beforeLoad: async ({ search }) => {
    if (await loadAdmin()) throw redirect({ to: safeAdminRedirect(search.redirect) });
  },
  component: () => <AdminLoginForm redirect={Route.useSearch().redirect} />,
});
