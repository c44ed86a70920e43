import {
  BadgeCheck,
  BellRing,
  Check,
  Clock,
  CreditCard,
  Flame,
  HandCoins,
  Lock,
  MailX,
  MessageSquareText,
  Radar,
  RefreshCcwDot,
  SearchX,
  ShieldCheck,
  Sparkles,
  UserRoundCheck,
  Users,
} from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#web/components/ui/button";
import { usePageMeta } from "#web/lib/use-document-title";
import { useWaitlistStats, type WaitlistStats } from "../hooks/use-waitlist-stats";
import { EARLY_ACCESS_SPOTS, spotsLeftText, takenPercent, WAITLIST_OPEN, waitlistSizeText } from "../waitlist-copy";
import { EarlyAccessButton } from "./early-access-button";
import { type IconCard, IconCardGrid } from "./icon-card-grid";
import { SectionHeading } from "./section-heading";
import { WaitlistDialog } from "./waitlist-dialog";

function Skeleton({ className = "", dark = false }: { className?: string; dark?: boolean }) {
  return (
    <span
      aria-hidden
      className={`inline-block animate-pulse rounded align-middle ${dark ? "bg-slate-700" : "bg-slate-200"} ${className}`}
    />
  );
}

function WaitlistBadge({ stats, loading }: { stats: WaitlistStats | null; loading: boolean }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm font-medium text-brand-700 shadow-sm">
      <Users className="size-4" aria-hidden />
      {/* data-live: the boot script (web/boot/live-counts.ts) fills this in before the app loads. */}
      <span data-live="waitlist-size">
        {stats ? (
          waitlistSizeText(stats.waitlistCount)
        ) : loading ? (
          <>
            <Skeleton className="h-4 w-12" />
            <span className="sr-only">Loading waitlist size</span>
            <span aria-hidden> on waitlist</span>
          </>
        ) : (
          WAITLIST_OPEN
        )}
      </span>
    </p>
  );
}

const problems: IconCard[] = [
  {
    icon: SearchX,
    title: "Hours lost on job boards",
    description:
      "Scrolling feeds and bidding against hundreds of others for the same post eats the time you should be billing.",
  },
  {
    icon: MailX,
    title: "Pitches nobody answers",
    description:
      "Generic cold messages to people who never asked for help rarely get a reply, so outreach feels pointless.",
  },
  {
    icon: Flame,
    title: "Feast or famine",
    description: "69% of freelancers pitch less than twice a month. When a project ends, the pipeline is empty.",
  },
];

const solutions: IconCard[] = [
  {
    icon: Radar,
    title: "AI finds who needs you",
    description:
      "Leadsmith spots funding, hiring, launches and public pain points, then scores each lead against your skills.",
  },
  {
    icon: MessageSquareText,
    title: "Pitches written for you",
    description: "Get a personalised pitch for every prospect, in your choice of tone, ready to copy and send.",
  },
  {
    icon: BellRing,
    title: "Follow-ups that happen",
    description: "A reminder 3 days after each pitch keeps conversations moving until the contract is signed.",
  },
];

const guarantee = [
  {
    icon: RefreshCcwDot,
    title: "30-day money-back guarantee",
    text: "Not for you? Ask within 30 days and get your payment back.",
  },
  {
    icon: HandCoins,
    title: "No recurring charges",
    text: "Early Access is a single payment. We never bill you again without asking.",
  },
  {
    icon: UserRoundCheck,
    title: "1-on-1 guidance",
    text: "No clients within 60 days? We sit down with you one-on-one to get your outreach working.",
  },
] as const;

const trustBadges = [
  { icon: Lock, label: "Secure card payment" },
  { icon: ShieldCheck, label: "30-day money-back guarantee" },
  { icon: CreditCard, label: "No recurring charges" },
  { icon: BadgeCheck, label: "We never sell your data" },
] as const;

/** The entry screen at / and /waitlist: join the free waitlist or buy one of 100 Early Access spots. */
export function WaitlistPage() {
  usePageMeta("/");
  const { stats, loading, refresh } = useWaitlistStats();
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = () => setDialogOpen(true);

  const plansId = useId();
  const problemId = useId();
  const solutionId = useId();
  const scarcityId = useId();
  const guaranteeId = useId();
  const trustId = useId();

  const spots = stats?.earlyAccess.spots ?? EARLY_ACCESS_SPOTS;
  const remaining = stats ? Math.max(0, stats.earlyAccess.remaining) : null;
  const soldOut = remaining === 0;
  const takenPct = takenPercent(remaining, spots);

  return (
    <div className="bg-white">
      <section className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white px-4 pt-14 pb-16 sm:px-6 sm:pt-20">
        <div className="mx-auto max-w-4xl text-center">
          <WaitlistBadge stats={stats} loading={loading} />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Stop chasing clients. <span className="text-brand-700">Let AI find the ones who need you.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
            Leadsmith finds businesses that are ready to buy, writes a personalised pitch for each and reminds you to
            follow up. Be first in line when we launch.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={openDialog}>
              Join Waitlist
            </Button>
            <a
              href="#early-access"
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Sparkles className="size-5 text-brand-700" aria-hidden /> See the Early Access offer
            </a>
          </div>
        </div>
      </section>

      <section id="early-access" aria-labelledby={plansId} className="scroll-mt-20 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <SectionHeading id={plansId} eyebrow="Choose your spot" title="Two ways to get in" />
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            <article className="relative flex flex-col rounded-2xl border-2 border-brand-600 bg-white p-8 shadow-lg">
              <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                Limited to {EARLY_ACCESS_SPOTS} spots
              </p>
              <h3 className="text-xl font-semibold text-slate-900">Early Access</h3>
              <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-4xl font-extrabold tracking-tight text-slate-900">25,000 NGN</span>
                <span className="text-slate-600">(about $25)</span>
              </p>
              <p className="mt-1 text-slate-600">
                instead of{" "}
                <del className="decoration-2">
                  <span className="sr-only">the regular price of </span>35,000 NGN
                </del>
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {[
                  "30 days free at launch",
                  "25% off the first year",
                  "Skip the 2,000+ waitlist",
                  "One payment, no recurring charges",
                ].map((perk) => (
                  <li key={perk} className="flex gap-3 text-slate-700">
                    <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden /> {perk}
                  </li>
                ))}
              </ul>
              {soldOut ? (
                <Button size="lg" disabled className="mt-8 w-full">
                  All spots taken
                </Button>
              ) : (
                <EarlyAccessButton className="mt-8 w-full" />
              )}
            </article>

            <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              <h3 className="text-xl font-semibold text-slate-900">Regular Waitlist</h3>
              <p className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900">Free</p>
              <p className="mt-1 text-slate-600">No payment, no card.</p>
              <ul className="mt-6 flex-1 space-y-3">
                {["Hear the moment Leadsmith launches", "A place in line for launch", "Regular launch pricing"].map(
                  (perk) => (
                    <li key={perk} className="flex gap-3 text-slate-700">
                      <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden /> {perk}
                    </li>
                  ),
                )}
              </ul>
              <Button size="lg" variant="secondary" className="mt-8 w-full" onClick={openDialog}>
                Join Waitlist
              </Button>
            </article>
          </div>
        </div>
      </section>

      <section aria-labelledby={problemId} className="bg-slate-50 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id={problemId} eyebrow="The problem" title="Finding clients shouldn't be a second job" />
          <div className="mt-12">
            <IconCardGrid items={problems} />
          </div>
        </div>
      </section>

      <section aria-labelledby={solutionId} className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id={solutionId} eyebrow="The solution" title="Leadsmith brings ready-to-buy clients to you">
            <p>Find 10 ready-to-buy clients in 30 minutes, each worth $2,000+, with pitches written for you.</p>
          </SectionHeading>
          <div className="mt-12">
            <IconCardGrid items={solutions} />
          </div>
        </div>
      </section>

      <section aria-labelledby={scarcityId} className="bg-slate-900 px-4 py-16 text-white sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <Clock className="mx-auto size-10 text-amber-300" aria-hidden />
          <h2 id={scarcityId} className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            Only {EARLY_ACCESS_SPOTS} Early Access spots
          </h2>
          <p className="mt-4 text-lg text-slate-300">
            When they are gone, the offer closes and the price goes back to 35,000 NGN.
          </p>
          <div className="mx-auto mt-8 max-w-md">
            <p className="text-xl font-semibold" data-live="spots-left">
              {remaining !== null ? (
                spotsLeftText(remaining, spots)
              ) : loading ? (
                <>
                  <Skeleton dark className="h-6 w-40" />
                  <span className="sr-only">Loading spots left</span>
                </>
              ) : (
                <>Limited to {EARLY_ACCESS_SPOTS} spots</>
              )}
            </p>
            <div aria-hidden className="mt-4 h-3 overflow-hidden rounded-full bg-slate-700">
              <div
                className="h-full rounded-full bg-linear-to-r from-amber-300 to-rose-400 transition-[width] duration-700"
                data-live="spots-taken"
                style={{ width: `${takenPct}%` }}
              />
            </div>
          </div>
          <div className="mt-8">
            {soldOut ? (
              <Button size="lg" variant="secondary" onClick={openDialog}>
                Join the free waitlist instead
              </Button>
            ) : (
              <EarlyAccessButton className="focus-visible:outline-white" label="Claim your Early Access spot" />
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby={guaranteeId} className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <SectionHeading id={guaranteeId} eyebrow="Zero risk" title="Our guarantee" />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {guarantee.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center">
                <Icon className="mx-auto size-8 text-emerald-700" aria-hidden />
                <h3 className="mt-3 font-semibold text-emerald-950">{title}</h3>
                <p className="mt-2 text-sm text-emerald-900">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby={trustId} className="border-t border-slate-200 bg-white px-4 py-10 sm:px-6">
        <h2 id={trustId} className="sr-only">
          Why you can trust us
        </h2>
        <ul className="mx-auto flex max-w-5xl flex-wrap justify-center gap-x-8 gap-y-4">
          {trustBadges.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <Icon className="size-5 text-brand-700" aria-hidden /> {label}
            </li>
          ))}
        </ul>
      </section>

      <WaitlistDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onJoined={() => void refresh()} />
    </div>
  );
}
