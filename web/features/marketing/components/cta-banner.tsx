import type { LinkProps } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { ButtonLink } from "#web/components/ui/button";

/** The closing call to action shared by the marketing pages. */
export function CtaBanner({
  title,
  children,
  cta,
  to = "/sign-up",
  note,
}: {
  title: string;
  children?: ReactNode;
  cta: string;
  to?: LinkProps["to"];
  note?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-linear-to-br from-brand-700 via-brand-600 to-violet-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        {children && <div className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{children}</div>}
        <div className="mt-8">
          <ButtonLink
            to={to}
            size="lg"
            variant="secondary"
            className="border-transparent text-brand-700 focus-visible:outline-white"
          >
            {cta} <ArrowRight className="size-5" aria-hidden />
          </ButtonLink>
        </div>
        {note && <p className="mt-4 text-sm text-brand-100">{note}</p>}
      </div>
    </section>
  );
}
