import { Bell, CreditCard, FileText, LifeBuoy, Search, UserRound } from "lucide-react";
import { ButtonLink } from "#web/components/ui/button";
import { usePageMeta } from "#web/lib/use-document-title";
import { type Faq, FaqList } from "./faq-list";
import { PageHero } from "./page-hero";

type Topic = { id: string; icon: typeof Search; title: string; faqs: Faq[] };

const topics: Topic[] = [
  {
    id: "searches",
    icon: Search,
    title: "Searches",
    faqs: [
      {
        question: "How do I search for clients?",
        answer:
          "Describe your ideal client in plain English, for example “e-commerce brands with slow websites”, and press Find Clients or Enter. You can also start from one of the example searches.",
      },
      {
        question: "What do the results show?",
        answer:
          "Each prospect card shows the buying signal, where it was found, a match score, their pain points, AI insights and a predicted response rate. Open a card to see the full profile.",
      },
      {
        question: "What do the match score colours mean?",
        answer:
          "Green is 90 or above, blue is 80 to 89, yellow is 70 to 79 and grey is below 70. Higher means a closer fit with your profile.",
      },
    ],
  },
  {
    id: "quotas",
    icon: CreditCard,
    title: "Quotas and plans",
    faqs: [
      {
        question: "How many searches and pitches do I get for free?",
        answer:
          "The Free plan includes 5 searches and 15 pitches in total. They are a lifetime allowance and do not reset each month.",
      },
      {
        question: "What happens when I run out?",
        answer:
          "You will see a Search Limit Reached message. Upgrade to Pro ($29 a month) or Agency to keep searching.",
      },
      {
        question: "How do I cancel a paid plan?",
        answer: "You can cancel anytime. Your plan stays active until the end of the period you have already paid for.",
      },
    ],
  },
  {
    id: "pitches",
    icon: FileText,
    title: "Pitches",
    faqs: [
      {
        question: "How do I write a pitch?",
        answer:
          "Open a prospect and choose Create Pitch. Leadsmith drafts a personalised message; pick Professional, Casual, Friendly or Direct, regenerate if you like and edit anything before sending.",
      },
      {
        question: "Does Leadsmith send pitches for me?",
        answer:
          "You stay in control. Copy the pitch to your clipboard and send it where you talk to the prospect. Every pitch you create is kept in your pitch list.",
      },
      {
        question: "Can I edit a pitch after it is sent?",
        answer: "No. Drafts can be edited; pitches marked Sent or Responded are kept as they were sent.",
      },
    ],
  },
  {
    id: "follow-ups",
    icon: Bell,
    title: "Follow-ups",
    faqs: [
      {
        question: "When are follow-ups scheduled?",
        answer:
          "When you send a pitch, Leadsmith schedules a follow-up 3 days later, with a short message that mentions the prospect and their company.",
      },
      {
        question: "What does overdue mean?",
        answer:
          "A follow-up is overdue when its date has passed and you have not marked it sent. Prospects who have responded, or whose deal is closed, are left out.",
      },
    ],
  },
  {
    id: "account",
    icon: UserRound,
    title: "Account",
    faqs: [
      {
        question: "How do I update my profile?",
        answer:
          "Go to Profile and choose Edit Profile. Your niche, skills, target pain points and default pitch template help Leadsmith score matches and write better pitches.",
      },
      {
        question: "Why was I signed out?",
        answer:
          "For your security, sessions end 24 hours after you sign in. After 5 failed sign-in attempts the form is locked for a while; wait and try again.",
      },
      {
        question: "How do I delete my account and data?",
        answer:
          "Send us a request through the contact page. Once we have verified it, we delete your personal data within 30 days. Note that Leadsmith does not offer a data export.",
      },
    ],
  },
];

/** /help: the Help Center, answers grouped by topic. */
export function HelpPage() {
  usePageMeta("/help");
  return (
    <div className="bg-white">
      <PageHero eyebrow="Help Center" title="How can we help?">
        <p>Quick answers about searches, quotas, pitches, follow-ups and your account.</p>
      </PageHero>

      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <nav aria-label="Help topics">
          <ul className="flex flex-wrap justify-center gap-2">
            {topics.map(({ id, icon: Icon, title }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <Icon className="size-4" aria-hidden /> {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-12 space-y-12">
          {topics.map(({ id, icon: Icon, title, faqs }) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
              <h2 id={`${id}-heading`} className="flex items-center gap-2 text-2xl font-bold text-slate-900">
                <Icon className="size-6 text-brand-700" aria-hidden /> {title}
              </h2>
              <div className="mt-4">
                <FaqList items={faqs} />
              </div>
            </section>
          ))}
        </div>

        <section
          aria-labelledby="help-contact"
          className="mt-16 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
        >
          <LifeBuoy className="mx-auto size-10 text-brand-700" aria-hidden />
          <h2 id="help-contact" className="mt-4 text-xl font-semibold text-slate-900">
            Still need help?
          </h2>
          <p className="mt-2 text-slate-600">
            Send us a message and we will get back to you, usually within one business day.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/contact">Contact support</ButtonLink>
            {/* Signed-in users suggest and vote; a visitor is asked to sign in first. */}
            <ButtonLink to="/help/suggestions" variant="secondary">
              Suggest a feature
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}
