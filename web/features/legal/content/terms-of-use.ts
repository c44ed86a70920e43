import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalSection } from "./types";

export const termsOfUseSections: LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of these terms",
    paragraphs: [
      "These Terms of Use form an agreement between you and us about your use of Leadsmith, including the website, the waitlist and the application. By creating an account, joining the waitlist or otherwise using Leadsmith, you agree to these terms and to our Privacy Policy and Cookie Policy. If you do not agree, please do not use the service.",
      "We may update these terms from time to time. We will show the new “Last updated” date on this page and, for significant changes, tell you by email or in the service before they take effect. If you keep using Leadsmith after that, the updated terms apply.",
    ],
  },
  {
    id: "who-we-are",
    title: "Who provides Leadsmith",
    paragraphs: [
      "Leadsmith is provided by a digital agency registered in Nigeria, referred to in these terms as “we”, “us” or “our”. “You” means the person using Leadsmith or, if you use it for a business, that business as well.",
    ],
  },
  {
    id: "eligibility",
    title: "Eligibility",
    paragraphs: [
      "You must be at least 18 years old and able to enter into a binding contract to use Leadsmith. If you use the service on behalf of a business, you confirm that you are authorised to accept these terms for it.",
    ],
  },
  {
    id: "accounts",
    title: "Your account",
    paragraphs: [
      "You agree to give accurate information when you sign up and to keep it up to date. You are responsible for keeping your password safe and for everything that happens under your account.",
      "Tell us straight away if you think someone has used your account without permission. For your protection, sessions end after a period of time and repeated failed sign-in attempts may temporarily lock sign-in.",
    ],
  },
  {
    id: "the-service",
    title: "What Leadsmith does",
    paragraphs: [
      "Leadsmith helps you find businesses that may need your services, shows signals and insights about them, generates personalised pitches and follow-up messages, and helps you track your pipeline.",
      "Leadsmith uses a third-party generative AI provider to create content. We may add, change or remove features as the service develops, and some features may be labelled as previews or samples.",
    ],
  },
  {
    id: "plans-and-limits",
    title: "Plans and usage limits",
    paragraphs: [
      "The Free plan includes 5 prospect searches and 15 AI pitches in total. This allowance is for the life of the account and does not reset. Free searches show the first 10 results of each search in full.",
      "The Pro plan includes 100 prospect searches and 50 AI pitches each month; the Agency plan includes 200 searches and 100 pitches each month. Paid plans show every result of a search (up to 25) and include priority support. No plan includes data export.",
      "Monthly allowances start afresh on the first day of each calendar month (UTC). Unused searches and pitches do not carry over to the next month. When you change plan, the new plan's allowance applies at once.",
    ],
  },
  {
    id: "fees-and-billing",
    title: "Fees and billing",
    paragraphs: [
      "Paid plans are billed monthly in advance through our payment provider, Paystack, in the currency shown with the price. Billing is automatic and recurring: by choosing a paid plan you authorise Paystack to charge your payment method at the start of each billing period until you cancel.",
      "30-day money-back guarantee: within 30 days of any payment you can ask for that payment back from your billing page. Once our staff approve the request, the full amount is refunded to your payment method through Paystack and the plan it paid for ends. After 30 days a payment is refunded only where the law requires it.",
      "We may change our prices. We will give you at least 30 days' written notice before a new price applies to you, so that you can cancel before it takes effect if you wish.",
      "Any special offer, such as Early Access, is governed by the terms shown with that offer, which form part of these terms. An Early Access purchase is linked to the Leadsmith account with the same e-mail address; its perks (the first 30 days free and 25% off the first 12 months) apply to that account's first paid subscription.",
    ],
  },
  {
    id: "cancellation",
    title: "Cancellation",
    paragraphs: [
      "You can cancel a paid plan at any time from your billing page. Cancellation takes effect at the end of the billing period you have already paid for; you keep access to the paid features until then, and you will not be charged again. Your account then moves to the Free plan.",
      "If you delete your account from your settings, any paid subscription is cancelled at once and is not charged again.",
    ],
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    paragraphs: ["When you use Leadsmith, you agree not to:"],
    list: [
      "Send spam, bulk unsolicited messages or anything that breaks anti-spam, marketing or data protection laws.",
      "Harass, deceive or mislead the people you contact, or pretend to be someone else.",
      "Use the service for anything unlawful, harmful, discriminatory or fraudulent.",
      "Copy, scrape, resell or redistribute the service or its data, or use it to build a competing product.",
      "Try to get around usage limits, security measures or access controls, or interfere with how the service works.",
      "Share your account with others or create several accounts to get more free usage.",
    ],
  },
  {
    id: "ai-generated-content",
    title: "AI-generated content",
    paragraphs: [
      "Pitches, messages, scores, predicted response rates and insights are generated automatically and may be inaccurate, incomplete or unsuitable. They are suggestions, not facts or professional advice.",
      "You are responsible for reviewing and editing any content before you use it, and for everything you send. Subject to our rights in the service itself, you may use the content generated for you for your own outreach.",
    ],
  },
  {
    id: "prospect-information",
    title: "Prospect information and your outreach",
    paragraphs: [
      "Information about prospects comes from publicly available sources and may be out of date or wrong. We do not guarantee that any prospect needs your services, will reply or will hire you.",
      "When you contact someone you found through Leadsmith, you do so on your own behalf. You are responsible for having a lawful basis to contact them and for respecting their wishes, including any request to stop contacting them.",
    ],
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    paragraphs: [
      "Leadsmith, including its software, design, text, logos and the way information is organised in it, belongs to us or our licensors and is protected by law. We give you a limited, personal, non-transferable right to use the service under these terms.",
      "You keep ownership of the information you give us, such as your profile and your edits. You allow us to use it only to provide, secure and improve the service, as described in our Privacy Policy.",
    ],
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    paragraphs: [
      "Leadsmith is provided “as is” and “as available”. To the extent the law allows, we make no promises that the service will be uninterrupted or error-free, or that it will produce any particular result, number of clients, replies or income.",
      "Figures shown in our marketing describe typical or reported outcomes and are not a promise of what you will achieve. Nothing in this section affects rights you have under law that cannot be excluded.",
    ],
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of liability",
    paragraphs: [
      "To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits, lost business, lost opportunities or lost data.",
      "Our total liability to you for all claims relating to Leadsmith is limited to the amount you paid us for the service in the 12 months before the event that gave rise to the claim. If you have used only free features, that amount is zero.",
    ],
  },
  {
    id: "termination",
    title: "Suspension, termination and discontinuation",
    paragraphs: [
      "You can stop using Leadsmith and ask us to close your account at any time. We may suspend or close your account if you seriously or repeatedly break these terms, if your use puts the service or others at risk, or if the law requires it.",
      "We may discontinue Leadsmith, or a plan, by giving you at least 30 days' written notice. Leadsmith does not provide a data export, so please keep your own copies of any pitches or notes you want to keep.",
      "Sections that by their nature should continue after your account ends, such as those on intellectual property, disclaimers, limitation of liability and governing law, will continue to apply.",
    ],
  },
  {
    id: "governing-law",
    title: "Governing law, disputes and contact",
    paragraphs: [
      "These terms are governed by the laws of the Federal Republic of Nigeria. The courts of Lagos State, Nigeria have jurisdiction over any dispute arising from or relating to these terms or to Leadsmith.",
      "Before starting formal proceedings, please contact us so that we can try to resolve the issue informally. You can reach us through the contact form on our Contact page.",
    ],
  },
];

export const termsOfUse: LegalDocument = {
  title: "Terms of Use",
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    "The rules for using Leadsmith: your account, plans and billing, acceptable use, AI-generated content and our responsibilities.",
  sections: termsOfUseSections,
};
