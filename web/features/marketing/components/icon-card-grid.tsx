import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Reveal } from "./reveal";

export type IconCard = { icon: LucideIcon; title: string; description: ReactNode };

/** Cards with an icon, a title and a short text, three to a row on wide screens. */
export function IconCardGrid({ items, columns = 3 }: { items: readonly IconCard[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map(({ icon: Icon, title, description }, i) => (
        <li key={title}>
          <Reveal delayMs={(i % 3) * 100} className="h-full">
            <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <div className="mt-2 text-slate-600">{description}</div>
            </div>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
