import { BarChart3, CheckCircle2, PlayCircle, Radar, Sparkles, WandSparkles } from "lucide-react";
import { useId } from "react";
import { ButtonLink } from "#web/components/ui/button";
import { usePageMeta } from "#web/lib/use-document-title";
import { testimonials } from "../content/testimonials";
import { CtaBanner } from "./cta-banner";
import { SectionHeading } from "./section-heading";
import { type Step, StepList } from "./step-list";
import { TestimonialCard } from "./testimonial-card";

const steps: Step[] = [
  {
    icon: Radar,
    title: "AI Discovers Prospects",
    description:
      "Tell Leadsmith who you serve. It scans funding news, hiring posts, launches and public pain points to find businesses that need you now.",
    highlight: "200+ qualified leads in 60 seconds",
  },
  {
    icon: WandSparkles,
    title: "Personalized Pitches",
    description:
      "Get a pitch written around each prospect's situation, in the tone you choose, ready to copy and send.",
    highlight: "340% higher response rates",
  },
  {
    icon: BarChart3,
    title: "Track & Convert",
    description:
      "Follow every conversation from first pitch to signed deal, with a reminder to follow up 3 days after each pitch.",
    highlight: "30 minutes average time to first client",
  },
];

const proof = [
  { value: "2847", label: "active freelancers" },
  { value: "$2.0M", label: "in contracts closed this month" },
  { value: "94%", label: "find qualified leads in their first search" },
  { value: "5.2", label: "average deals per month" },
] as const;

/** The marketing variant at /home. */
export function HomePage() {
  usePageMeta("/home");
  const stepsId = useId();
  const proofId = useId();
  const storiesId = useId();

  return (
    <div className="bg-white">
      <section className="bg-linear-to-br from-brand-50 via-white to-violet-50 px-4 pt-16 pb-20 sm:px-6 sm:pt-24">
        <div className="mx-auto max-w-4xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-700">
            <Sparkles className="size-4" aria-hidden /> AI-Powered Client Discovery
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Find High-Intent Clients with <span className="text-brand-700">AI-Driven Outreach</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
            Leadsmith finds businesses that are showing they need help right now, writes a pitch that speaks to their
            situation and keeps your follow-ups on schedule.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/sign-up" size="lg">
              Start Finding Clients Free
            </ButtonLink>
            <ButtonLink to="/demo" size="lg" variant="secondary">
              <PlayCircle className="size-5" aria-hidden /> Watch Demo
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
            {["5 free searches", "No credit card required", "Cancel anytime"].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-emerald-600" aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby={proofId} className="border-y border-slate-200 bg-white px-4 py-10 sm:px-6">
        <h2 id={proofId} className="sr-only">
          Results freelancers report
        </h2>
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {proof.map((p) => (
            <div key={p.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-600">{p.label}</dt>
              <dd className="text-3xl font-bold text-slate-900">{p.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={stepsId} className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id={stepsId} eyebrow="How it works" title="Three steps from stranger to client" />
          <div className="mt-12">
            <StepList steps={steps} />
          </div>
        </div>
      </section>

      <section aria-labelledby={storiesId} className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id={storiesId} eyebrow="Testimonials" title="Loved by freelancers and consultants" />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {testimonials.slice(0, 3).map((t) => (
              <li key={t.name}>
                <TestimonialCard t={t} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBanner
        title="Ready to meet your next client?"
        cta="Get Started Free - No Credit Card"
        note="Includes 5 free searches. Upgrade or cancel anytime."
      >
        <p>Join 2,847+ freelancers and consultants who find work that is already looking for them.</p>
      </CtaBanner>
    </div>
  );
}
