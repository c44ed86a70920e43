import type { LucideIcon } from "lucide-react";

/** A status in words and an icon, never by colour alone; screen readers hear "Status: …". */
export function StatusPill({ label, icon: Icon, className }: { label: string; icon: LucideIcon; className: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${className}`}
    >
      <Icon className="size-3.5" aria-hidden />
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}
