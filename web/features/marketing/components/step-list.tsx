import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Reveal } from "./reveal";

export type Step = { icon: LucideIcon; title: string; description: ReactNode; highlight?: string };

/** Numbered steps in reading order; a row on wide screens, a column on narrow ones. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  const cols = steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${cols}`}>
      {steps.map(({ icon: Icon, title, description, highlight }, i) => (
        <li key={title}>
          <Reveal delayMs={i * 100} className="h-full">
            <div className="relative h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white">
                  <span className="sr-only">Step </span>
                  {i + 1}
                </span>
                <Icon className="size-6 text-brand-700" aria-hidden />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <div className="mt-2 text-slate-600">{description}</div>
              {highlight && (
                <p className="mt-4 inline-block rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
                  {highlight}
                </p>
              )}
            </div>
          </Reveal>
        </li>
      ))}
    </ol>
  );
}
