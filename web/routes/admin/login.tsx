import { createFileRoute } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { ButtonLink } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";

export const Route = createFileRoute("/admin/login")({
  component: () => (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md">
        <EmptyState
          headingLevel={1}
          icon={ShieldCheck}
          title="Admin sign-in"
          action={
            <ButtonLink to="/" variant="secondary">
              Back to site
            </ButtonLink>
          }
        >
          Staff sign in here with their e-mail, password and an e-mailed one-time code.
        </EmptyState>
      </div>
    </main>
  ),
});
