import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button";
import { FormAlert } from "#web/components/ui/form";

/**
 * A yes/no question before a change that cannot be undone. Stays open while the
 * change runs, and shows the server's refusal in place so the admin can act on it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  error,
  extraAction,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error?: string | null;
  extraAction?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-md rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl sm:p-6">
          <DialogTitle className="text-lg font-semibold break-words text-slate-900">{title}</DialogTitle>
          <div className="mt-2 space-y-2 text-sm text-slate-600">{children}</div>
          {error && (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {extraAction}
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
