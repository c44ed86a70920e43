import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card";

export function SectionCard({
  title,
  icon: Icon,
  children,
  description,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  description?: string;
}) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon className="size-4 text-brand-600" aria-hidden /> {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-3">{children}</div>
    </Card>
  );
}
