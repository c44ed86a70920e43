import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { X } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The pitch dialogs' frame: a centred dialog from the small breakpoint up, a
 * bottom sheet on a phone. The body scrolls; the footer (the actions) stays in view.
 */
export function Sheet({
  onClose,
  title,
  subtitle,
  children,
  footer,
  size = "lg",
}: {
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: "md" | "lg";
}) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex w-screen items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          className={`flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl sm:max-h-[90vh] sm:rounded-2xl ${size === "lg" ? "max-w-2xl" : "max-w-md"}`}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 pt-5 pb-3 sm:px-6">
            <div className="min-w-0">
              <DialogTitle className="text-lg font-semibold break-words text-slate-900">{title}</DialogTitle>
              {subtitle && <div className="mt-1 text-sm text-slate-600">{subtitle}</div>}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
          {footer && <div className="border-t border-slate-100 px-5 py-3 sm:px-6">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
