import { Info, type LucideIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Card } from "#web/components/ui/card";

/**
 * A figure with its definition one hover or focus away: the (i) button is
 * described by the definition, which shows while it is hovered or focused,
 * stays while the pointer is over it, and Escape hides it (WCAG 1.4.13).
 */
export function StatCard({
  label,
  value,
  definition,
  detail,
  icon: Icon,
}: {
  label: string;
  value: ReactNode;
  definition: string;
  detail?: ReactNode;
  icon?: LucideIcon;
}) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setDismissed(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <Card className="relative p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-slate-600">
          {Icon && <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />}
          <span>{label}</span>
        </p>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only keeps the tooltip open; the button is the control */}
        <span
          onMouseEnter={() => {
            setHovered(true);
            setDismissed(false);
          }}
          onMouseLeave={() => setHovered(false)}
        >
          <button
            type="button"
            aria-describedby={id}
            onFocus={() => {
              setFocused(true);
              setDismissed(false);
            }}
            onBlur={() => setFocused(false)}
            className="-m-1 rounded-full p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Info className="size-4" aria-hidden />
            <span className="sr-only">What “{label}” means</span>
          </button>
          <span
            role="tooltip"
            id={id}
            className={`${open ? "block" : "hidden"} absolute inset-x-2 top-10 z-20 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-relaxed text-white shadow-lg`}
          >
            {definition}
          </span>
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
      {detail && <p className="mt-1 text-xs text-slate-600">{detail}</p>}
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card className="p-4">
      <div className="h-4 w-24 animate-pulse rounded bg-slate-100" />
      <div className="mt-3 h-7 w-16 animate-pulse rounded bg-slate-100" />
    </Card>
  );
}
