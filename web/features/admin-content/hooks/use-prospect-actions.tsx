import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/dialog";
import { toast } from "#web/components/ui/toast";
import { AdminApiError } from "#web/lib/admin/api";
import { useSessionEnded } from "#web/lib/admin/use-admin-query";
import { type AdminProspectRow, deleteAdminProspect, setAdminProspectHidden } from "../api";

type Target = Pick<AdminProspectRow, "id" | "company" | "name" | "hidden">;

const nameOf = (p: Target) => p.company || p.name || `Prospect ${p.id}`;

/**
 * Hide, unhide and delete, shared by the list and the detail view. Hiding is
 * reversible and happens at once; a delete asks first, and when the server
 * refuses it (a user works with the prospect) the dialog offers to hide instead.
 */
export function useProspectActions({
  onChanged,
  onDeleted,
}: {
  onChanged: () => void;
  onDeleted?: (id: number) => void;
}) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<{ message: string; inUse: boolean } | null>(null);
  const onSessionEnded = useSessionEnded();

  const failed = (err: unknown, what: string) => {
    if (err instanceof AdminApiError && err.status === 401) return onSessionEnded();
    toast({ title: `Could not ${what}`, description: (err as Error).message, variant: "destructive" });
  };

  async function setHidden(p: Target, hidden: boolean) {
    setBusyId(p.id);
    try {
      await setAdminProspectHidden(p.id, hidden);
      toast({
        title: hidden ? "Prospect hidden" : "Prospect visible again",
        description: hidden
          ? `${nameOf(p)} no longer appears in any search. The record is kept.`
          : `${nameOf(p)} can appear in searches again.`,
      });
      onChanged();
      return true;
    } catch (err) {
      failed(err, hidden ? "hide the prospect" : "unhide the prospect");
      return false;
    } finally {
      setBusyId(null);
    }
  }

  const askDelete = (p: Target) => {
    setDeleteError(null);
    setDeleting(p);
  };
  const closeDelete = () => setDeleting(null);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteAdminProspect(deleting.id);
      toast({ title: "Prospect deleted", description: `${nameOf(deleting)} was deleted.` });
      const id = deleting.id;
      setDeleting(null);
      onDeleted?.(id);
      onChanged();
    } catch (err) {
      if (err instanceof AdminApiError && err.status === 401) return onSessionEnded();
      setDeleteError({
        message: (err as Error).message,
        inUse: err instanceof AdminApiError && err.status === 409,
      });
    } finally {
      setDeleteBusy(false);
    }
  }

  async function hideInstead() {
    if (!deleting) return;
    if (await setHidden(deleting, true)) setDeleting(null);
  }

  const deleteDialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={deleting ? `Delete ${nameOf(deleting)}?` : ""}
      confirmLabel="Delete prospect"
      busy={deleteBusy || busyId !== null}
      error={deleteError?.message}
      extraAction={
        deleteError?.inUse && !deleting?.hidden ? (
          <Button variant="secondary" onClick={hideInstead} disabled={busyId !== null}>
            Hide instead
          </Button>
        ) : undefined
      }
      onConfirm={confirmDelete}
      onClose={closeDelete}
    >
      <p>The record is removed for good and leaves the search history of the users who were shown it.</p>
      <p>
        If a user has it as a client or has written a pitch to it, it cannot be deleted; hide it instead to keep it out
        of every search.
      </p>
    </ConfirmDialog>
  );

  return { busyId, setHidden, askDelete, deleteDialog };
}
