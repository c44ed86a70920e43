import { createFileRoute } from "@tanstack/react-router";
import { fetchPitches, type PitchTab } from "#web/features/pitches/api/pitches";
import { PitchesError, PitchesLoading, PitchesPage } from "#web/features/pitches/components/pitches-page";
import { parsePitchesSearch } from "#web/features/pitches/search";

export const Route = createFileRoute("/_app/pitches")({
  validateSearch: parsePitchesSearch,
  loaderDeps: ({ search }): { tab: PitchTab; page: number } => ({ tab: search.tab ?? "all", page: search.page ?? 1 }),
  loader: ({ deps }) => fetchPitches({ status: deps.tab, page: deps.page }),
  pendingComponent: PitchesLoading,
  errorComponent: PitchesError,
  component: PitchesRoute,
});

function PitchesRoute() {
  const data = Route.useLoaderData();
  const { tab, page } = Route.useLoaderDeps();
  return <PitchesPage data={data} tab={tab} page={page} />;
}
