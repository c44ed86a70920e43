import {
  BellRing,
  Brain,
  CheckCircle2,
  Clock,
  Copy,
  DollarSign,
  Gauge,
  Handshake,
  ListChecks,
  MessageSquareText,
  Radar,
  Search,
  Sparkles,
  Target,
  TrendingUp,
  Trophy,
  Zap,
} from "lucide-react";
import { useId } from "react";
import { usePageMeta } from "#web/lib/use-document-title";
import { testimonials } from "../content/testimonials";
import { CtaBanner } from "./cta-banner";
import { HeroSearch } from "./hero-search";
import { type IconCard, IconCardGrid } from "./icon-card-grid";
import { SampleMatches } from "./sample-matches";
import { SectionHeading } from "./section-heading";
import { StatsStrip } from "./stats-strip";
import { type Step, StepList } from "./step-list";
import { TestimonialCarousel } from "./testimonial-carousel";

const whyCards: IconCard[] = [
  {
    icon: Radar,
    title: "Buying signals, not cold lists",
    description:
      "Leadsmith watches for funding, hiring, launches and people describing their pain points on Reddit, Product Hunt, Twitter, LinkedIn, Y Combinator and more.",
  },
  {
    icon: Target,
    title: "A match score for every lead",
    description:
      "Each prospect is scored against your niche and skills, so you spend your time on the ones most likely to say yes.",
  },
  {
    icon: MessageSquareText,
    title: "Pitches that sound like you",
    description:
      "Human-like, personalised pitches written from the prospect's own words, with response rates of 15-25%.",
  },
];

const featureCards: IconCard[] = [
  {
    icon: Search,
    title: "Search in plain English",
    description: "Describe your ideal client the way you would to a friend. Each search is built to find 5-10 leads.",
  },
  {
    icon: Brain,
    title: "AI insights on every prospect",
    description:
      "See the signal, where it came from, their pain points and a predicted response rate before you write a word.",
  },
  {
    icon: BellRing,
    title: "Follow-ups on autopilot",
    description: "Every pitch gets a follow-up reminder 3 days later, so a busy week never costs you a deal.",
  },
];

const benefits: IconCard[] = [
  {
    icon: Clock,
    title: "Leads in minutes, not days",
    description: "Go from search to a ready-to-send pitch in under 5 minutes for the whole process.",
  },
  {
    icon: DollarSign,
    title: "Clients worth $2,000+",
    description: "Find 10 ready-to-buy clients in 30 minutes, each worth $2,000+ to your business.",
  },
  {
    icon: TrendingUp,
    title: "More replies",
    description: "Personalised pitches built on real signals bring 5x higher response rates than generic templates.",
  },
  {
    icon: ListChecks,
    title: "A pipeline you can see",
    description: "Track every prospect from New Lead to Hired, with the revenue range you expect from each deal.",
  },
  {
    icon: Zap,
    title: "Momentum every week",
    description:
      "69% of freelancers pitch less than twice a month. With leads waiting for you, pitching becomes a habit.",
  },
  {
    icon: Trophy,
    title: "Pays for itself",
    description: "Guaranteed ROI: a single new client can pay for 12 months of Leadsmith.",
  },
];

const steps: Step[] = [
  {
    icon: Search,
    title: "Search in natural language",
    description: "Type who you want to work with, for example “funded startups that need a new website”.",
  },
  {
    icon: Gauge,
    title: "Get qualified prospects",
    description: "Review matched prospects with their buying signal, source, match score and AI insights.",
  },
  {
    icon: Copy,
    title: "Copy personalised pitches",
    description: "Pick a tone, tweak a line if you like, then copy the pitch and send it where the prospect is.",
  },
  {
    icon: Handshake,
    title: "Track and close deals",
    description: "Move each client through your stages and let the 3-day follow-ups keep conversations alive.",
  },
];

/** The marketing page at /landing: search-led hero, features, proof and a call to action. */
export function LandingPage() {
  usePageMeta("/landing");
  const whyId = useId();
  const featuresId = useId();
  const benefitsId = useId();
  const stepsId = useId();

  return (
    <div className="bg-white">
      <section className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white px-4 pt-16 pb-20 sm:px-6 sm:pt-24">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 -top-40 -z-0 mx-auto h-80 max-w-3xl rounded-full bg-linear-to-r from-brand-100 to-violet-100 opacity-70 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm font-medium text-brand-700 shadow-sm">
            <Sparkles className="size-4" aria-hidden /> Trusted by 2,847+ freelancers and consultants
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Find clients who are <span className="text-brand-700">ready to buy</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
            Describe your ideal client in plain English. Leadsmith finds 6 qualified leads who need you, writes a
            personalised pitch for each and reminds you to follow up.
          </p>
          <div className="mt-10">
            <HeroSearch />
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
            {["5 free searches", "No credit card", "Upgrade or cancel anytime"].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-emerald-600" aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby={whyId} className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id={whyId} eyebrow="Why Leadsmith" title="Stop guessing who needs you">
            <p>
              Most freelancers lose hours scrolling job boards. Leadsmith starts from the people already asking for
              help.
            </p>
          </SectionHeading>
          <div className="mt-12">
            <IconCardGrid items={whyCards} />
          </div>
        </div>
      </section>

      <section
        id="features"
        aria-labelledby={featuresId}
        className="scroll-mt-20 bg-slate-50 px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-7xl">
          <SectionHeading id={featuresId} eyebrow="Features" title="Everything between “who?” and “you're hired”">
            <p>Search, research, pitch and follow up, in one place built for people who work alone.</p>
          </SectionHeading>
          <div className="mt-12">
            <IconCardGrid items={featureCards} />
          </div>
        </div>
      </section>

      <section aria-labelledby={benefitsId} className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id={benefitsId}
            eyebrow="Benefits"
            title="Here's what happens when you start using the product"
          />
          <div className="mt-12">
            <IconCardGrid items={benefits} />
          </div>
        </div>
      </section>

      <section aria-labelledby={stepsId} className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id={stepsId} eyebrow="How it works" title="From search to signed contract in four steps" />
          <div className="mt-12">
            <StepList steps={steps} />
          </div>
        </div>
      </section>

      <SampleMatches />

      <TestimonialCarousel items={testimonials} title="Freelancers who stopped chasing and started closing" />

      <StatsStrip />

      <CtaBanner
        title="Your next client is already looking for you"
        cta="Start finding clients"
        note="5 free searches. No credit card. Cancel anytime."
      >
        <p>Find 10 ready-to-buy clients in 30 minutes, with AI-written pitches and automatic follow-up.</p>
      </CtaBanner>
    </div>
  );
}
