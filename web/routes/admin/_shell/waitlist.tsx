import { createFileRoute } from "@tanstack/react-router";
import { AdminWaitlistPage } from "#web/features/admin/components/admin-waitlist-page";

export const Route = createFileRoute("/admin/_shell/waitlist")({
  component: AdminWaitlistPage,
});
