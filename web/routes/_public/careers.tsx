import { createFileRoute } from "@tanstack/react-router";
import { CareersPage } from "#web/features/marketing/components/careers-page";

export const Route = createFileRoute("/_public/careers")({
  component: CareersPage,
});
