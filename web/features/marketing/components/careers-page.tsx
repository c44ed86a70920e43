import { Mail } from "lucide-react";
import { ButtonLink } from "#web/components/ui/button";
import { usePageMeta } from "#web/lib/use-document-title";
import { PageHero } from "./page-hero";

/** /careers: no open roles right now, and an honest invitation to get in touch. */
export function CareersPage() {
  usePageMeta("/careers");
  return (
    <div className="bg-white">
      <PageHero eyebrow="Careers" title="Work with us">
        <p>We are a small team helping freelancers find the clients who need them.</p>
      </PageHero>
      <section aria-labelledby="careers-open-roles" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h2 id="careers-open-roles" className="text-2xl font-bold text-slate-900">
            No open roles right now
          </h2>
          <p className="mt-4 text-slate-600">
            We are not hiring at the moment, and we would rather tell you that plainly than leave old job posts up. If
            you care about freelancers and think you could help us build Leadsmith, we would still love to hear from
            you. Tell us a little about yourself and what you would like to work on.
          </p>
          <ButtonLink to="/contact" size="lg" className="mt-8">
            <Mail className="size-5" aria-hidden /> Write to us
          </ButtonLink>
          <p className="mt-4 text-sm text-slate-500">
            We read every message, and we will reach out when a role opens that fits.
          </p>
        </div>
      </section>
    </div>
  );
}
