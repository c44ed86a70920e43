import type { LucideIcon } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Card } from "#web/components/ui/card";

export function SectionCard({
  title,
  icon: Icon,
  children,
  description,
  headingRef,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  description?: string;
  /** Given, the heading can take focus (tabIndex -1): where focus goes when the control that had it is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Card className="p-5">
      <h2
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="flex items-center gap-2 font-semibold text-slate-900 focus:outline-none"
      >
        <Icon className="size-4 text-brand-600" aria-hidden /> {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-3">{children}</div>
    </Card>
  );
}
