import { Check, Minus, ShieldCheck, X } from "lucide-react";
import { useId } from "react";
import { ButtonLink } from "#web/components/ui/button";
import { UpgradeButton } from "#web/components/upgrade-button";
import type { PlanChoice } from "#web/lib/billing/api";
import { usePlans } from "#web/lib/billing/use-plans";
import { usePageMeta } from "#web/lib/use-document-title";
import { CtaBanner } from "./cta-banner";
import { type Faq, FaqList } from "./faq-list";
import { PageHero } from "./page-hero";
import { SectionHeading } from "./section-heading";

type Plan = {
  id: "free" | "pro" | "agency";
  name: string;
  /** Shown until the server's price arrives: the configured one at build time (vite.config.ts). */
  price: string | null;
  period?: string;
  description: string;
  features: string[];
  cta: { label: string; to: "/sign-up" | "/contact" };
  featured?: boolean;
};

const plans: Plan[] = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    description: "Try Leadsmith on real searches before you pay anything.",
    features: [
      "5 prospect searches (lifetime, no monthly reset)",
      "15 AI pitches in total",
      "Match scores and buying signals",
      "Follow-up reminders",
    ],
    cta: { label: "Start free", to: "/sign-up" },
  },
  {
    id: "pro",
    name: "Pro",
    price: import.meta.env.VITE_PLAN_PRICE_PRO || "$29",
    period: "/month",
    description: "For freelancers and consultants who pitch every week.",
    features: [
      "100 prospect searches a month (UTC calendar month)",
      "50 AI pitches a month",
      "All 25 results of every search, none locked",
      "Priority support",
    ],
    cta: { label: "Get Pro", to: "/sign-up" },
    featured: true,
  },
  {
    id: "agency",
    name: "Agency",
    price: import.meta.env.VITE_PLAN_PRICE_AGENCY || null,
    period: "/month",
    description: "For small teams winning clients for several people.",
    features: [
      "200 prospect searches a month (UTC calendar month)",
      "100 AI pitches a month",
      "All 25 results of every search, none locked",
      "Priority support",
    ],
    cta: { label: "Get Agency", to: "/sign-up" },
  },
];

type Cell = { kind: "yes" | "no" | "partial"; note?: string };
const comparison: { feature: string; leadsmith: Cell; manual: Cell; databases: Cell }[] = [
  {
    feature: "Finds people showing buying signals (funding, hiring, launches, pain points)",
    leadsmith: { kind: "yes" },
    manual: { kind: "partial", note: "If you spot them yourself" },
    databases: { kind: "no", note: "Static contact lists" },
  },
  {
    feature: "Search by describing your ideal client in plain English",
    leadsmith: { kind: "yes" },
    manual: { kind: "no" },
    databases: { kind: "partial", note: "Fixed filters" },
  },
  {
    feature: "Match score for each prospect",
    leadsmith: { kind: "yes" },
    manual: { kind: "no" },
    databases: { kind: "no" },
  },
  {
    feature: "Personalised pitch written for each prospect",
    leadsmith: { kind: "yes", note: "Four tones" },
    manual: { kind: "partial", note: "By hand, one at a time" },
    databases: { kind: "no" },
  },
  {
    feature: "Follow-up reminders",
    leadsmith: { kind: "yes", note: "3 days after each pitch" },
    manual: { kind: "partial", note: "Your own calendar" },
    databases: { kind: "no" },
  },
  {
    feature: "Client stage and revenue tracking",
    leadsmith: { kind: "yes" },
    manual: { kind: "partial", note: "Spreadsheets" },
    databases: { kind: "no" },
  },
  {
    feature: "Free to start",
    leadsmith: { kind: "yes", note: "5 free searches, no credit card" },
    manual: { kind: "yes", note: "Costs your time" },
    databases: { kind: "partial", note: "Varies" },
  },
];

const cellLabel = { yes: "Yes", no: "No", partial: "Partly" } as const;

function CellView({ cell }: { cell: Cell }) {
  const Icon = cell.kind === "yes" ? Check : cell.kind === "no" ? X : Minus;
  const color = cell.kind === "yes" ? "text-emerald-700" : cell.kind === "no" ? "text-slate-500" : "text-amber-700";
  return (
    <span className="flex flex-col items-center gap-1">
      <Icon className={`size-5 ${color}`} aria-hidden />
      <span className="sr-only">{cellLabel[cell.kind]}</span>
      {cell.note && <span className="text-xs text-slate-600">{cell.note}</span>}
    </span>
  );
}

const faqs: Faq[] = [
  {
    question: "Do I need a credit card to start?",
    answer:
      "No. The Free plan needs only an account. You get 5 searches and 15 pitches to see whether Leadsmith finds the right clients for you.",
  },
  {
    question: "Do the free searches reset?",
    answer:
      "No. The Free plan's 5 searches and 15 pitches are a lifetime allowance. When they are used up you can upgrade to Pro or Agency.",
  },
  {
    question: "Do unused searches roll over to next month?",
    answer:
      "No. Paid plans get a fresh allowance each billing month, and what is left at the end of a month does not carry over.",
  },
  {
    question: "How does billing work?",
    answer:
      "Paid plans are billed monthly in advance through Paystack, in the currency shown with the price, and renew automatically. If we ever change a price, we tell you at least 30 days before it applies.",
  },
  {
    question: "Can I cancel anytime?",
    answer:
      "Yes. Cancel from your billing page whenever you like; your plan stays active until the end of the period you have already paid for, then moves to Free.",
  },
  {
    question: "What is the 30-day money-back guarantee?",
    answer:
      "If Leadsmith is not right for you, ask for a refund from your billing page within 30 days of a payment. Once our staff approve it, the full amount goes back to your card through Paystack and that plan ends.",
  },
  {
    question: "Can I export my data?",
    answer:
      "Not at the moment. Leadsmith does not offer a data export, so keep a copy of any pitch you want to reuse elsewhere.",
  },
];

/** The price the server is configured with, in its currency; the built-in figure until it arrives. */
function PlanPrice({ plan, live }: { plan: Plan; live: PlanChoice | undefined }) {
  const price = live?.price ? live.price.display : plan.price;
  const currency = live?.price && plan.id !== "free" ? ` ${live.price.currency}` : "";
  return (
    <p className="mt-6 min-h-14">
      {price ? (
        <>
          <span className="text-5xl font-extrabold tracking-tight text-slate-900">{price}</span>
          {plan.period && (
            <span className="text-slate-600">
              {currency}
              {plan.period}
            </span>
          )}
        </>
      ) : (
        <span className="text-base text-slate-600">Price shown once the page has loaded</span>
      )}
    </p>
  );
}

/** /pricing: plans, how Leadsmith compares with the usual alternatives, FAQ and guarantee. */
export function PricingPage() {
  usePageMeta("/pricing");
  const live = usePlans();
  const plansId = useId();
  const compareId = useId();
  const faqId = useId();
  const guaranteeId = useId();

  return (
    <div className="bg-white">
      <PageHero eyebrow="Pricing" title="Simple pricing that pays for itself">
        <p>Start free with 5 searches and no credit card. Upgrade or cancel anytime.</p>
      </PageHero>

      <section aria-labelledby={plansId} className="px-4 py-16 sm:px-6">
        <h2 id={plansId} className="sr-only">
          Plans
        </h2>
        <ul className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={`relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm ${
                plan.featured ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"
              }`}
            >
              {plan.featured && (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                  Most popular
                </p>
              )}
              <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-2 text-slate-600">{plan.description}</p>
              <PlanPrice plan={plan} live={live?.plans.find((p) => p.id === plan.id)} />
              <ul className="mt-8 flex-1 space-y-3">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-3 text-slate-700">
                    <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                    {f}
                  </li>
                ))}
              </ul>
              {plan.id === "free" ? (
                <ButtonLink
                  to={plan.cta.to}
                  size="lg"
                  variant={plan.featured ? "primary" : "secondary"}
                  className="mt-8 w-full"
                  aria-label={`${plan.cta.label}: ${plan.name} plan`}
                >
                  {plan.cta.label}
                </ButtonLink>
              ) : live && !live.plans.find((p) => p.id === plan.id)?.purchasable ? (
                <p className="mt-8 rounded-lg bg-slate-100 px-4 py-3 text-center text-sm text-slate-700">
                  {live.paymentsConfigured
                    ? `${plan.name} cannot be bought here yet: its payment plan is not set up.`
                    : "Payments are not configured on this server yet."}
                </p>
              ) : (
                <UpgradeButton
                  plan={plan.id}
                  size="lg"
                  variant={plan.featured ? "primary" : "secondary"}
                  className="mt-8 w-full"
                  aria-label={`${plan.cta.label}: ${plan.name} plan`}
                >
                  {plan.cta.label}
                </UpgradeButton>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={guaranteeId} className="px-4 pb-16 sm:px-6">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center sm:flex-row sm:text-left">
          <ShieldCheck className="size-12 shrink-0 text-emerald-700" aria-hidden />
          <div>
            <h2 id={guaranteeId} className="text-xl font-semibold text-emerald-900">
              30-day money-back guarantee
            </h2>
            <p className="mt-1 text-emerald-900">
              Try any paid plan with no risk. If it is not for you, ask from your billing page within 30 days of a
              payment and you get that payment back.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby={compareId} className="bg-slate-50 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id={compareId} title="How Leadsmith compares">
            <p>The two ways freelancers usually look for clients, next to Leadsmith.</p>
          </SectionHeading>
          {/* On a phone only the first columns fit: say that the table scrolls. */}
          <p className="mt-6 text-center text-xs text-slate-500 md:hidden">
            Swipe the table sideways to see all three columns.
          </p>
          <div className="relative mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:mt-10">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">
                Feature comparison of Leadsmith, manual prospecting and generic lead databases
              </caption>
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-4 font-semibold">
                    Feature
                  </th>
                  <th scope="col" className="px-4 py-4 text-center font-semibold text-brand-700">
                    Leadsmith
                  </th>
                  <th scope="col" className="px-4 py-4 text-center font-semibold">
                    Manual prospecting
                  </th>
                  <th scope="col" className="px-4 py-4 text-center font-semibold">
                    Generic lead databases
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {comparison.map((row) => (
                  <tr key={row.feature}>
                    <th scope="row" className="px-4 py-4 font-medium text-slate-800">
                      {row.feature}
                    </th>
                    <td className="bg-brand-50/50 px-4 py-4 text-center">
                      <CellView cell={row.leadsmith} />
                    </td>
                    <td className="px-4 py-4 text-center">
                      <CellView cell={row.manual} />
                    </td>
                    <td className="px-4 py-4 text-center">
                      <CellView cell={row.databases} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section aria-labelledby={faqId} className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id={faqId} title="Frequently asked questions" />
          <div className="mt-10">
            <FaqList items={faqs} />
          </div>
        </div>
      </section>

      <CtaBanner
        title="Find your next client this week"
        cta="Start free"
        note="5 free searches. No credit card required."
      >
        <p>One client can pay for 12 months of Leadsmith.</p>
      </CtaBanner>
    </div>
  );
}
