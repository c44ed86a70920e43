import { CheckCircle2, XCircle } from "lucide-react";
import { useSyncExternalStore } from "react";

export type Toast = { id: number; title: string; description?: string; variant: "default" | "destructive" };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** At most this many show at once; a new one pushes the oldest out (docs/frontend.md, toasts). */
export const MAX_TOASTS = 3;

/**
 * Shows a toast for 5 seconds, newest first. `variant: "destructive"` is the error toast. The same
 * toast again (pressing Regenerate twice) replaces the one showing rather than stacking a copy.
 */
export function toast(t: Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] }) {
  const id = nextId++;
  const next: Toast = { id, variant: "default", ...t };
  const same = (o: Toast) => o.title === next.title && o.description === next.description && o.variant === next.variant;
  toasts = [next, ...toasts.filter((o) => !same(o))].slice(0, MAX_TOASTS);
  emit();
  setTimeout(() => dismiss(id), 5000);
  return id;
}

export function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * The one toast region, rendered once at the root; announces toasts to screen
 * readers. It sits in the bottom corner (above the phone's bottom bar) and only
 * the toasts themselves take pointer events, so the page under it stays usable.
 */
export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <section
      aria-live="polite"
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 md:inset-x-auto md:right-6 md:bottom-6 md:items-end md:px-0"
    >
      {list.map((t) => (
        <div
          key={t.id}
          data-toast-id={t.id}
          role={t.variant === "destructive" ? "alert" : "status"}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
            t.variant === "destructive"
              ? "border-red-200 bg-red-50 text-red-900"
              : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          {t.variant === "destructive" ? (
            <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
          ) : (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          )}
          <div className="flex-1">
            <p className="font-semibold">{t.title}</p>
            {t.description && <p className="mt-0.5 text-sm opacity-90">{t.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            className="text-sm opacity-60 hover:opacity-100"
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
