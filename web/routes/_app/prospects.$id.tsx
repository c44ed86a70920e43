import { createFileRoute } from "@tanstack/react-router";
import { UserX } from "lucide-react";
import { ButtonLink } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { PitchComposer } from "#web/features/pitches/components/pitch-composer";
import { ProspectDetailPage } from "#web/features/prospects/components/prospect-detail-page";
import { ApiRequestError } from "#web/lib/api";
import { fetchProspect } from "#web/lib/prospect";
import { useSession } from "#web/lib/session";

export const Route = createFileRoute("/_app/prospects/$id")({
  loader: async ({ params }) => {
    try {
      return { prospect: await fetchProspect(params.id) };
    } catch (err) {
      if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return { prospect: null };
      throw err;
    }
  },
  pendingComponent: () => (
    <div
      className="h-64 animate-pulse rounded-xl bg-slate-100"
      role="status"
      aria-busy="true"
      aria-label="Loading prospect"
    />
  ),
  component: ProspectRoute,
});

function ProspectRoute() {
  const { prospect } = Route.useLoaderData();
  const me = useSession();
  if (!prospect) {
    return (
      <EmptyState
        headingLevel={1}
        icon={UserX}
        title="Client Not Found"
        action={<ButtonLink to="/prospects">Back to Clients</ButtonLink>}
      >
        No prospect with this id is available.
      </EmptyState>
    );
  }
  return me ? (
    // Keyed by prospect: its client state starts from that prospect's answer, not the previous page's.
    <ProspectDetailPage
      key={prospect.id}
      p={prospect}
      me={me}
      renderComposer={({ onClose, onClientId }) => (
        <PitchComposer
          target={{ prospectId: prospect.id, company: prospect.company }}
          onClose={onClose}
          onChange={(pitch) => {
            if (pitch.clientId !== null) onClientId(pitch.clientId);
          }}
        />
      )}
    />
  ) : null;
}
