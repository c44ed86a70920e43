import {
  Code2,
  Compass,
  HeartHandshake,
  Hourglass,
  Lightbulb,
  Megaphone,
  Scale,
  SearchX,
  ShieldCheck,
  Users,
} from "lucide-react";
import { useId } from "react";
import { usePageMeta } from "#web/lib/use-document-title";
import { CtaBanner } from "./cta-banner";
import { type IconCard, IconCardGrid } from "./icon-card-grid";
import { PageHero } from "./page-hero";
import { SectionHeading } from "./section-heading";

const problems: IconCard[] = [
  {
    icon: SearchX,
    title: "Finding clients is a second job",
    description:
      "Freelancers spend hours on job boards and social feeds, competing with hundreds of others for the same posts.",
  },
  {
    icon: Hourglass,
    title: "Outreach keeps getting postponed",
    description:
      "69% of freelancers pitch less than twice a month. Client work always feels more urgent than finding the next client.",
  },
  {
    icon: Megaphone,
    title: "Generic pitches get ignored",
    description:
      "Copy-paste templates and cold lists rarely earn a reply, and a missed follow-up quietly ends the conversation.",
  },
];

const values: IconCard[] = [
  {
    icon: HeartHandshake,
    title: "Freelancers first",
    description:
      "We build for people who work alone or in small teams, and we measure ourselves by the clients they win.",
  },
  {
    icon: Scale,
    title: "Honest outreach",
    description:
      "Leadsmith helps you reach people who have shown a real need, with pitches you review before anything is sent.",
  },
  {
    icon: ShieldCheck,
    title: "Respect for data",
    description:
      "We collect what the product needs, never sell personal data and explain our choices in plain language.",
  },
  {
    icon: Lightbulb,
    title: "Useful AI, not magic",
    description: "AI does the research and the first draft. You stay in charge of the relationship and the final word.",
  },
];

const team: IconCard[] = [
  {
    icon: Code2,
    title: "Product and engineering",
    description:
      "Designs and builds the search, the pitch composer and the pipeline, and keeps the service fast and secure.",
  },
  {
    icon: Compass,
    title: "AI and research",
    description:
      "Tunes how prospects are found and scored, and how pitches are written, using feedback from real outreach.",
  },
  {
    icon: Users,
    title: "Customer success",
    description:
      "Answers your questions, helps early-access members get their first clients and turns feedback into fixes.",
  },
];

/** /about: mission, the problems we solve, values and the team. */
export function AboutPage() {
  usePageMeta("/about");
  const missionId = useId();
  const problemsId = useId();
  const valuesId = useId();
  const teamId = useId();

  return (
    <div className="bg-white">
      <PageHero eyebrow="About Leadsmith" title="We help freelancers find clients who need them">
        <p>
          Leadsmith is built by a small agency in Nigeria that knows the feast-and-famine cycle of freelance work from
          the inside.
        </p>
      </PageHero>

      <section aria-labelledby={missionId} className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h2 id={missionId} className="text-3xl font-bold tracking-tight text-slate-900">
            Our mission
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Every day, businesses announce funding, post jobs, launch products and describe problems in public. Many of
            them would happily hire a freelancer, if the right one reached out at the right moment. Our mission is to
            connect those moments with the freelancers, consultants and solo founders who can help, and to make reaching
            out feel natural instead of awkward.
          </p>
        </div>
      </section>

      <section aria-labelledby={problemsId} className="bg-slate-50 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id={problemsId} eyebrow="The problem" title="Why finding clients is so hard" />
          <div className="mt-12">
            <IconCardGrid items={problems} />
          </div>
        </div>
      </section>

      <section aria-labelledby={valuesId} className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <SectionHeading id={valuesId} eyebrow="Our values" title="What we stand for" />
          <div className="mt-12">
            <IconCardGrid items={values} columns={2} />
          </div>
        </div>
      </section>

      <section aria-labelledby={teamId} className="bg-slate-50 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id={teamId} eyebrow="Our team" title="A small team with one focus">
            <p>We are a compact group of builders, researchers and helpers. Here is who does what.</p>
          </SectionHeading>
          <div className="mt-12">
            <IconCardGrid items={team} />
          </div>
        </div>
      </section>

      <CtaBanner
        title="Let us find your next client"
        cta="Create your free account"
        note="5 free searches. No credit card."
      >
        <p>Describe who you want to work with and see who is already looking for help.</p>
      </CtaBanner>
    </div>
  );
}
