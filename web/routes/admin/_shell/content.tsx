import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "#web/features/admin-content/components/content-page";

export const Route = createFileRoute("/admin/_shell/content")({
  component: ContentPage,
});
