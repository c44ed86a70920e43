import { useId } from "react";
import { sampleMatches, scoreTone } from "../content/sample-matches";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-heading";

/** 'Smart Matches, Real Results': ten illustrative matches, clearly marked as examples. */
export function SampleMatches() {
  const headingId = useId();
  const noteId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={headingId} eyebrow="See it in action" title="Smart Matches, Real Results">
          <p id={noteId}>
            Example matches showing what a search returns: every lead gets a match score, a short reason and whether
            they are asking for help right now.
          </p>
        </SectionHeading>
        <ul
          aria-label="Example matches"
          aria-describedby={noteId}
          className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
        >
          {sampleMatches.map((m, i) => {
            const tone = scoreTone(m.matchScore);
            return (
              <li key={m.title}>
                <Reveal delayMs={(i % 5) * 60} className="h-full">
                  <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                    <div className="flex items-center justify-between gap-2">
                      <span
                        className={`inline-flex items-center rounded-full px-2.5 py-1 text-sm font-bold ring-1 ring-inset ${tone.className}`}
                        title={tone.label}
                      >
                        {m.matchScore}
                        <span className="sr-only">% match, {tone.label.toLowerCase()}</span>
                        <span aria-hidden>%</span>
                      </span>
                      <span className="text-xs font-medium uppercase tracking-wide text-slate-500">Example</span>
                    </div>
                    <h3 className="mt-3 font-semibold text-slate-900">{m.title}</h3>
                    <p className="mt-1 flex-1 text-sm text-slate-600">{m.subtitle}</p>
                    <p
                      className={`mt-3 self-start rounded-full px-2.5 py-0.5 text-xs font-medium ${
                        m.status === "Needs Help" ? "bg-rose-50 text-rose-800" : "bg-amber-50 text-amber-900"
                      }`}
                    >
                      {m.status}
                    </p>
                  </article>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
