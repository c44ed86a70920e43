import { Info } from "lucide-react";
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { Card } from "#web/components/ui/card";

/** Space kept between a tooltip and the window's edges, and between it and its term. */
const EDGE = 8;
const GAP = 4;

/**
 * Where a tooltip goes: under its term (above when there is no room below),
 * starting at the term's left edge but moved left as far as needed to stay
 * inside the window, so one near the right edge is neither cut off nor widens
 * the page.
 */
export function tooltipPosition(
  term: { left: number; top: number; bottom: number },
  tip: { width: number; height: number },
  view: { width: number; height: number },
) {
  const left = Math.max(EDGE, Math.min(term.left, view.width - tip.width - EDGE));
  const below = term.bottom + GAP;
  const above = term.top - GAP - tip.height;
  const top = below + tip.height > view.height - EDGE && above >= EDGE ? above : below;
  return { left, top };
}

/**
 * A figure's name with its definition one hover (or one Tab) away: the name is
 * a focusable button described by the tooltip, so screen readers read the
 * definition too. The tooltip is out of the layout until shown, then placed in
 * the window (position: fixed), so no scrolling box cuts it and a hidden one
 * never adds to the page's width; Escape hides it.
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
  const button = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const open = (hovered || focused) && !dismissed;

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!button.current || !tip.current) return;
      const view = document.documentElement;
      setPosition(
        tooltipPosition(button.current.getBoundingClientRect(), tip.current.getBoundingClientRect(), {
          width: view.clientWidth || window.innerWidth,
          height: view.clientHeight || window.innerHeight,
        }),
      );
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [open]);

  return (
    <span className={`inline-flex ${className}`}>
      <button
        ref={button}
        type="button"
        aria-describedby={id}
        onMouseEnter={() => {
          setHovered(true);
          setDismissed(false);
        }}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && open) {
            e.stopPropagation();
            setDismissed(true);
          }
        }}
        className={`inline-flex cursor-help items-center gap-1 rounded text-left ${termClassName} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
      >
        {term}
        <Info className="size-3.5 shrink-0 text-slate-400" aria-hidden />
      </button>
      <span
        ref={tip}
        role="tooltip"
        id={id}
        hidden={!open}
        style={position ?? undefined}
        className="pointer-events-none fixed z-50 w-64 max-w-[calc(100vw-1rem)] rounded-lg bg-slate-900 px-3 py-2 text-left text-xs font-normal normal-case tracking-normal text-white shadow-lg"
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
