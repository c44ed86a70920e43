import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What a screen shows when it has nothing to show yet, saying why and what to do. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  headingLevel = 2,
}: {
  headingLevel?: 1 | 2;
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon aria-hidden className="size-10 text-slate-400" />
      {headingLevel === 1 ? (
        <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      ) : (
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      )}
      {children && <div className="mt-2 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
