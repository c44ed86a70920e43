import {
  BellRing,
  Brain,
  CircleDollarSign,
  FileText,
  Gauge,
  KanbanSquare,
  MessageSquareText,
  Search,
  UserRound,
} from "lucide-react";
import { useId } from "react";
import { usePageMeta } from "#web/lib/use-document-title";
import { CtaBanner } from "./cta-banner";
import { PageHero } from "./page-hero";

type Feature = { id: string; icon: typeof Search; title: string; body: string; points: string[] };

const features: Feature[] = [
  {
    id: "search",
    icon: Search,
    title: "Natural-language prospect search",
    body: "Describe your ideal client the way you would explain it to a friend, such as “early-stage startups that need help with their website”. Leadsmith turns that into a search for businesses showing a real need.",
    points: [
      "Signals include funding, hiring, launches and pain points",
      "Sources include Reddit, Product Hunt, Twitter, LinkedIn and Y Combinator",
      "Each search is built to find 5-10 leads",
    ],
  },
  {
    id: "prospect-cards",
    icon: Brain,
    title: "Prospect cards with AI insights",
    body: "Every prospect arrives as a card with everything you need to decide whether to reach out.",
    points: [
      "The signal that makes them a lead, and the source it came from",
      "A match score against your niche and skills",
      "Their pain points and AI insights about them",
      "A predicted response rate",
    ],
  },
  {
    id: "pitch-composer",
    icon: MessageSquareText,
    title: "Pitch composer with four tones",
    body: "Start from a personalised draft that uses what the prospect has said in public, then regenerate it in the tone that fits.",
    points: [
      "Professional, Casual, Friendly or Direct",
      "Edit freely before you send",
      "Copy to clipboard in one click",
    ],
  },
  {
    id: "pitches",
    icon: FileText,
    title: "Pitch list",
    body: "All your pitches in one place, filtered by where they stand, so you always know who has replied.",
    points: [
      "Filter by Draft, Sent or Responded",
      "Open any pitch to read it, copy it or send a draft",
      "See the predicted response rate for each",
    ],
  },
  {
    id: "tracking",
    icon: KanbanSquare,
    title: "Client stage tracking",
    body: "Move each client through your pipeline as the conversation progresses.",
    points: [
      "New Lead, In Discussion, Proposal Sent, Project Started, Completed and Hired",
      "Filter clients by stage",
      "See how many have responded",
    ],
  },
  {
    id: "revenue",
    icon: CircleDollarSign,
    title: "Revenue ranges",
    body: "Note what each deal is likely to be worth, so you can focus on the opportunities that matter most.",
    points: ["From $0-$1K up to $50K+", "Change the range as the deal takes shape"],
  },
  {
    id: "follow-ups",
    icon: BellRing,
    title: "Automatic follow-ups",
    body: "Sending a pitch schedules a follow-up 3 days later with a friendly message addressed to the prospect.",
    points: [
      "Due and overdue follow-ups on your dashboard",
      "Mark a follow-up as sent when you have nudged them",
      "Prospects who replied drop off the list",
    ],
  },
  {
    id: "quota",
    icon: Gauge,
    title: "Clear usage quota",
    body: "You always see how many searches and pitches your plan has left, with no surprises.",
    points: ["Free plan: 5 searches and 15 pitches in total", "Paid plans: a monthly allowance"],
  },
  {
    id: "profile",
    icon: UserRound,
    title: "Your profile, your pitches",
    body: "Tell Leadsmith about your niche, experience, skills and the problems you solve. It uses your profile to score matches and write pitches that sound like you.",
    points: [
      "Niche, experience level and key skills",
      "Target client pain points and portfolio link",
      "A default pitch template of your own",
    ],
  },
];

/** /features: what the product does, capability by capability. */
export function FeaturesPage() {
  usePageMeta("/features");
  const listId = useId();
  return (
    <div className="bg-white">
      <PageHero eyebrow="Features" title="Everything you need to win clients">
        <p>From finding the right people to closing the deal, Leadsmith covers the whole journey in one place.</p>
      </PageHero>

      <section aria-labelledby={listId} className="px-4 py-16 sm:px-6">
        <h2 id={listId} className="sr-only">
          Capabilities
        </h2>
        <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-3">
          {features.map(({ id, icon: Icon, title, body, points }) => (
            <li
              key={id}
              id={id}
              className="flex scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{body}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {points.map((p) => (
                  <li key={p} className="flex gap-2">
                    <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                    {p}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <CtaBanner title="See it on your own niche" cta="Try it free" note="5 free searches. No credit card.">
        <p>Describe your ideal client and see who is already looking for help.</p>
      </CtaBanner>
    </div>
  );
}
