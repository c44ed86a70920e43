import { BellRing, Copy, Gauge, Handshake, Search } from "lucide-react";
import type { ReactNode } from "react";
import { usePageMeta } from "#web/lib/use-document-title";
import { CtaBanner } from "./cta-banner";
import { PageHero } from "./page-hero";

type TourStep = { id: string; icon: typeof Search; title: string; text: string; points: string[]; example: ReactNode };

const steps: TourStep[] = [
  {
    id: "step-1",
    icon: Search,
    title: "Describe your ideal client",
    text: "Open the search and write who you want to work with in your own words. There are no filters to learn: describe the kind of business, the problem you solve and anything else that matters to you.",
    points: [
      "Start from an example if you are not sure what to write",
      "Each search is built to find 5-10 leads",
      "Your searches left are shown next to the box",
    ],
    example: (
      <div className="rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-sm">
        <span className="text-slate-500">Search: </span>
        Funded startups that need a faster marketing website
      </div>
    ),
  },
  {
    id: "step-2",
    icon: Gauge,
    title: "Review qualified prospects",
    text: "Leadsmith returns prospects who are showing a buying signal right now. Each card tells you why they came up and how well they match you.",
    points: [
      "The signal (funding, hiring, a launch or a pain point) and where it was seen",
      "A match score, their pain points and AI insights",
      "A predicted response rate to help you prioritise",
    ],
    example: (
      <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
        <div className="flex items-center justify-between">
          <span className="font-semibold text-slate-900">Fintech startup, seed stage</span>
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-bold text-emerald-800">94%</span>
        </div>
        <p className="mt-1 text-slate-600">Signal: hiring a product designer · Source: LinkedIn</p>
      </div>
    ),
  },
  {
    id: "step-3",
    icon: Copy,
    title: "Copy a personalised pitch",
    text: "Open a prospect and create a pitch. The draft already refers to their situation; choose a tone, adjust anything you like and copy it to send wherever you talk to them.",
    points: [
      "Four tones: Professional, Casual, Friendly and Direct",
      "Regenerate until it sounds like you",
      "Every pitch is saved to your pitch list",
    ],
    example: (
      <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm">
        <p className="font-semibold text-slate-900">Tone: Friendly</p>
        <p className="mt-1">Hi Ada, congratulations on the new round! I noticed you are hiring for design…</p>
      </div>
    ),
  },
  {
    id: "step-4",
    icon: Handshake,
    title: "Track and close the deal",
    text: "As the conversation moves on, move the client through your stages and note the likely deal size. Leadsmith reminds you to follow up 3 days after each pitch.",
    points: [
      "Stages from New Lead to Hired",
      "Revenue ranges from $0-$1K to $50K+",
      "Follow-ups due and overdue on your dashboard",
    ],
    example: (
      <div className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm">
        <BellRing className="size-4 text-brand-700" aria-hidden />
        Follow up with Ada in 3 days
      </div>
    ),
  },
];

/** /demo: a written, step-by-step guided tour (there is no video). */
export function DemoPage() {
  usePageMeta("/demo");
  return (
    <div className="bg-white">
      <PageHero eyebrow="Demo" title="A guided tour of Leadsmith">
        <p>
          There is no video here: this is a short written tour of the four steps from search to signed contract. It
          takes about two minutes to read.
        </p>
      </PageHero>

      <nav aria-label="Tour steps" className="border-b border-slate-200 bg-white px-4 py-4 sm:px-6">
        <ol className="mx-auto flex max-w-5xl flex-wrap justify-center gap-2">
          {steps.map((s, i) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-block rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <ol className="mx-auto max-w-5xl space-y-16 px-4 py-16 sm:px-6">
        {steps.map(({ id, icon: Icon, title, text, points, example }, i) => (
          <li key={id}>
            <section
              id={id}
              aria-labelledby={`${id}-heading`}
              className="grid scroll-mt-24 items-center gap-8 md:grid-cols-2"
            >
              <div>
                <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
                  <Icon className="size-5" aria-hidden /> Step {i + 1} of {steps.length}
                </p>
                <h2 id={`${id}-heading`} className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
                  {title}
                </h2>
                <p className="mt-4 text-slate-600">{text}</p>
                <ul className="mt-4 space-y-2 text-slate-700">
                  {points.map((p) => (
                    <li key={p} className="flex gap-2">
                      <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
              <figure className="rounded-2xl bg-linear-to-br from-brand-50 to-violet-50 p-6">
                {example}
                <figcaption className="mt-3 text-xs text-slate-600">Example, for illustration</figcaption>
              </figure>
            </section>
          </li>
        ))}
      </ol>

      <CtaBanner title="Ready to try it yourself?" cta="Start your free search" note="5 free searches. No credit card.">
        <p>The fastest way to see Leadsmith is on your own niche.</p>
      </CtaBanner>
    </div>
  );
}
