import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export type Faq = { question: string; answer: ReactNode };

/** Questions that open one at a time to show their answer (Headless UI Disclosure). */
export function FaqList({ items, headingLevel = 3 }: { items: readonly Faq[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <Disclosure key={item.question} as="div">
          <Heading className="text-base font-medium">
            <DisclosureButton className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
              <span>{item.question}</span>
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-data-open:rotate-180"
                aria-hidden
              />
            </DisclosureButton>
          </Heading>
          <DisclosurePanel className="px-5 pb-5 text-slate-600">{item.answer}</DisclosurePanel>
        </Disclosure>
      ))}
    </div>
  );
}
