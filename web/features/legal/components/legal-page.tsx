import { Link } from "@tanstack/react-router";
import type { PublicPath } from "#web/lib/page-meta";
import { usePageMeta } from "#web/lib/use-document-title";
import type { LegalDocument } from "../content/types";

const otherPages = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-use", label: "Terms of Use" },
  { to: "/cookie-policy", label: "Cookie Policy" },
] as const;

/**
 * A legal page: title, last-updated date, a table of contents (sticky beside
 * the text on wide screens, above it on narrow ones) and numbered sections.
 */
export function LegalPage({ document: doc, path }: { document: LegalDocument; path: PublicPath }) {
  usePageMeta(path);
  return (
    <div className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <header className="max-w-3xl border-b border-slate-200 pb-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Legal</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">{doc.title}</h1>
          <p className="mt-3 text-sm text-slate-600">Last updated: {doc.lastUpdated}</p>
          <p className="mt-4 text-lg text-slate-600">{doc.summary}</p>
        </header>

        <div className="mt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-12">
          <nav aria-labelledby="legal-toc-heading" className="mb-10 lg:sticky lg:top-24 lg:mb-0">
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto">
              <h2 id="legal-toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-900">
                On this page
              </h2>
              <ol className="mt-3 space-y-1 text-sm">
                {doc.sections.map((s, i) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <span className="w-5 shrink-0 text-right tabular-nums text-slate-500">{i + 1}.</span>
                      <span>{s.title}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>

          <article className="max-w-3xl">
            {doc.sections.map((s, i) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24 pb-10">
                <h2 id={`${s.id}-heading`} className="text-2xl font-bold text-slate-900">
                  {i + 1}. {s.title}
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                  {s.paragraphs.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                  {s.list && (
                    <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
                      {s.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            ))}

            <aside aria-label="Other legal pages" className="border-t border-slate-200 pt-8 text-sm text-slate-600">
              <p>
                Related:{" "}
                {otherPages
                  .filter((p) => p.label !== doc.title)
                  .map((p, i) => (
                    <span key={p.to}>
                      {i > 0 && " · "}
                      <Link
                        to={p.to}
                        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                      >
                        {p.label}
                      </Link>
                    </span>
                  ))}
                {" · "}
                <Link
                  to="/contact"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Contact us
                </Link>
              </p>
            </aside>
          </article>
        </div>
      </div>
    </div>
  );
}
