import { Link } from "@tanstack/react-router";
import { Clock, LifeBuoy, ShieldCheck } from "lucide-react";
import { usePageMeta } from "#web/lib/use-document-title";
import { ContactForm } from "./contact-form";
import { PageHero } from "./page-hero";

/** /contact: a working contact form with a few pointers alongside. */
export function ContactPage() {
  usePageMeta("/contact");
  return (
    <div className="bg-white">
      <PageHero eyebrow="Contact" title="Get in touch">
        <p>Questions about Leadsmith, your account or working with us? Send a message and a real person will answer.</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <aside aria-label="Before you write" className="space-y-6">
          <div className="flex gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <h2 className="font-semibold text-slate-900">Fast replies</h2>
              <p className="text-sm text-slate-600">We usually reply within one business day.</p>
            </div>
          </div>
          <div className="flex gap-3">
            <LifeBuoy className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <h2 className="font-semibold text-slate-900">Quick answers</h2>
              <p className="text-sm text-slate-600">
                Many questions are answered in the{" "}
                <Link
                  to="/help"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Help Center
                </Link>
                .
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <h2 className="font-semibold text-slate-900">Privacy requests</h2>
              <p className="text-sm text-slate-600">
                Use the subject “Privacy” for questions about your data; we answer them within 30 days. See our{" "}
                <Link
                  to="/privacy-policy"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Privacy Policy
                </Link>
                .
              </p>
            </div>
          </div>
        </aside>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-xl font-semibold text-slate-900">
            Write to us
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
