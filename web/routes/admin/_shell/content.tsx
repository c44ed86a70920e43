import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "#web/features/admin-content/components/content-page";
import {
  type ContentSearch,
  type ContentTab,
  parseContentSearch,
  parseContentTab,
  parseTrainingSearch,
  type TrainingSearch,
} from "#web/features/admin-content/search";

export const Route = createFileRoute("/admin/_shell/content")({
  // The prospect list's keys, the open tab, and the training-data tab's label and page.
  validateSearch: (search: Record<string, unknown>): ContentSearch & TrainingSearch & { tab?: ContentTab } => ({
    ...parseContentSearch(search),
    tab: parseContentTab(search.tab),
    ...parseTrainingSearch(search),
  }),
  component: ContentPage,
});
