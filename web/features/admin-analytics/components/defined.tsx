import { Info } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Card } from "#web/components/ui/card";

/**
 * A figure's name with its definition one hover (or one Tab) away: the name is
 * a focusable button described by the tooltip, so screen readers read the
 * definition too.
 */
export function Defined({
  term,
  children,
  className = "",
  termClassName = "",
}: {
  term: ReactNode;
  children: ReactNode;
  className?: string;
  /** Buttons do not inherit text-transform: a table header passes its uppercase here. */
  termClassName?: string;
}) {
  const id = useId();
  return (
    <span className={`group relative inline-flex ${className}`}>
      <button
        type="button"
        aria-describedby={id}
        className={`inline-flex cursor-help items-center gap-1 rounded text-left ${termClassName} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
      >
        {term}
        <Info className="size-3.5 shrink-0 text-slate-400" aria-hidden />
      </button>
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none invisible absolute top-full left-0 z-20 mt-1 w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs font-normal normal-case tracking-normal text-white shadow-lg group-focus-within:visible group-hover:visible"
      >
        {children}
      </span>
    </span>
  );
}

/** One figure of a report: its defined name, the value and an optional line under it. */
export function Figure({
  label,
  definition,
  value,
  hint,
  loading,
  testId,
}: {
  label: string;
  definition: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  loading?: boolean;
  testId?: string;
}) {
  return (
    <Card className="p-5">
      <p className="text-sm font-medium text-slate-600">
        <Defined term={label}>{definition}</Defined>
      </p>
      {loading ? (
        <div className="mt-2 h-8 w-20 animate-pulse rounded bg-slate-200" aria-hidden />
      ) : (
        <p className="mt-1 text-2xl font-bold text-slate-900" data-testid={testId}>
          {value}
        </p>
      )}
      {hint && !loading && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </Card>
  );
}

/** A titled section of a report page. */
export function Section({
  title,
  definition,
  children,
}: {
  title: string;
  definition?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="mt-8">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">
        {definition ? <Defined term={title}>{definition}</Defined> : title}
      </h2>
      {children}
    </section>
  );
}
