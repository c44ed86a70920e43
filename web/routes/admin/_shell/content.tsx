import { createFileRoute } from "@tanstack/react-router";
import { ContentPage, type ContentTab, parseContentTab } from "#web/features/admin-content/components/content-page";
import { parseTrainingSearch, type TrainingSearch } from "#web/features/admin-content/components/training-data-tab";
import { type ContentSearch, parseContentSearch } from "#web/features/admin-content/search";

export const Route = createFileRoute("/admin/_shell/content")({
  // The prospect list's keys, the open tab, and the training-data tab's label and page.
  validateSearch: (search: Record<string, unknown>): ContentSearch & TrainingSearch & { tab?: ContentTab } => ({
    ...parseContentSearch(search),
    tab: parseContentTab(search.tab),
    ...parseTrainingSearch(search),
  }),
  component: ContentPage,
});
