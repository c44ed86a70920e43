import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/dialog";
import { toast } from "#web/components/ui/toast";
import { AdminApiError } from "#web/lib/admin/api";
import { useSessionEnded } from "#web/lib/admin/use-admin-query";
import { removeDemoProspects } from "../api";

/** 'Remove demo data': the generated demo set, in one action, after saying how many rows it is. */
export function RemoveDemoButton({ count, onRemoved }: { count: number; onRemoved: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSessionEnded = useSessionEnded();

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      const { removed, kept } = await removeDemoProspects();
      setOpen(false);
      toast({
        title: `Removed ${removed.toLocaleString()} demo ${removed === 1 ? "prospect" : "prospects"}`,
        description: kept
          ? `${kept.toLocaleString()} that users have as clients or pitches were kept and hidden.`
          : undefined,
      });
      onRemoved();
    } catch (err) {
      if (err instanceof AdminApiError && err.status === 401) return onSessionEnded();
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const rows = `${count.toLocaleString()} demo ${count === 1 ? "prospect" : "prospects"}`;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <Trash2 className="size-4" aria-hidden /> Remove demo data
      </Button>
      <ConfirmDialog
        open={open}
        title={`Remove ${rows}?`}
        confirmLabel={`Remove ${rows}`}
        busy={busy}
        error={error}
        onConfirm={remove}
        onClose={() => setOpen(false)}
      >
        <p>The generated demo data set ({rows}) is deleted. Real prospects from sources and imports are not touched.</p>
        <p>
          Demo rows a user has saved as a client or pitched are kept, hidden from search, so their work stays intact.
        </p>
      </ConfirmDialog>
    </>
  );
}
