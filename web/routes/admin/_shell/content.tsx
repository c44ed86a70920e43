import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "#web/features/admin-content/components/content-page";
import { parseContentSearch } from "#web/features/admin-content/search";

export const Route = createFileRoute("/admin/_shell/content")({
  validateSearch: parseContentSearch,
  component: ContentPage,
});
