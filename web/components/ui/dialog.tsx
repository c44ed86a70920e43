import { DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from "@headlessui/react";
import { Loader2, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { FormAlert } from "./form";

const widths = { md: "max-w-md", lg: "max-w-2xl" } as const;
const sideWidths = { md: "max-w-md", lg: "max-w-xl" } as const;

// Where the panel sits: "center" is a centred dialog (a bottom sheet on a phone);
// "side" is a full-height panel at the right edge beside a list (the whole screen on a phone);
// "left" is a navigation drawer at the left edge, 18rem at any size, so the page stays in
// view beside it and a tap there closes it (the admin menu on a phone).
const frames = {
  center: {
    outer: "items-end justify-center sm:items-center sm:p-4",
    panel: (size: keyof typeof widths) => `max-h-[92dvh] rounded-t-2xl sm:max-h-[90vh] sm:rounded-2xl ${widths[size]}`,
  },
  side: { outer: "justify-end", panel: (size: keyof typeof widths) => `h-full ${sideWidths[size]}` },
  left: { outer: "justify-start", panel: () => "h-full max-w-72" },
} as const;

/**
 * The one dialog frame (docs/frontend.md): a centred dialog from the small
 * breakpoint up, a bottom sheet on a phone. Headless UI traps focus, closes on
 * Escape and the backdrop, and names the dialog by its title. The body scrolls;
 * the footer (the actions) stays in view.
 *
 * `locked` keeps it open while a change runs (Escape, the backdrop and the ×
 * do nothing), so a request is never left without its answer on screen.
 * `variant="side"` draws the same frame as a panel at the right edge, and
 * `variant="left"` as a navigation drawer at the left edge.
 */
export function Dialog({
  open = true,
  onClose,
  title,
  subtitle,
  children,
  footer,
  size = "lg",
  locked = false,
  variant = "center",
}: {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof widths;
  locked?: boolean;
  variant?: keyof typeof frames;
}) {
  return (
    <HeadlessDialog open={open} onClose={() => !locked && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className={`fixed inset-0 flex w-screen ${frames[variant].outer}`}>
        <DialogPanel className={`flex w-full flex-col bg-white shadow-xl ${frames[variant].panel(size)}`}>
          <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 pt-5 pb-3 sm:px-6">
            <div className="min-w-0">
              <DialogTitle className="text-lg font-semibold break-words text-slate-900">{title}</DialogTitle>
              {subtitle && <div className="mt-1 text-sm text-slate-600">{subtitle}</div>}
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={locked}
              aria-label="Close"
              className="shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          {children && <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>}
          {footer && <div className="border-t border-slate-100 px-5 py-3 sm:px-6">{footer}</div>}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

/**
 * A yes/no question before a change that cannot be undone, on the one dialog
 * frame. Stays open while the change runs, and shows the server's refusal in
 * place so the person can act on it.
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
    <Dialog
      open={open}
      onClose={onClose}
      locked={busy}
      size="md"
      title={title}
      footer={
        // While the change runs the buttons say so with aria-disabled and ignore presses, rather than
        // being disabled: a disabled button drops the focus to <body>, and a refused change would leave
        // a keyboard user there, outside the answer shown in the dialog.
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={busy ? undefined : onClose} aria-disabled={busy || undefined}>
            Cancel
          </Button>
          {extraAction}
          <Button variant="danger" onClick={busy ? undefined : onConfirm} aria-disabled={busy || undefined}>
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className="space-y-2 text-sm text-slate-600">{children}</div>
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </Dialog>
  );
}
