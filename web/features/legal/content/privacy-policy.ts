import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalSection } from "./types";

export const privacyPolicySections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    paragraphs: [
      "Leadsmith is an online tool that helps freelancers, consultants and small agencies find prospective clients, write personalised pitches and keep track of follow-ups. Leadsmith is operated by a digital agency registered in Nigeria, referred to in this policy as “we”, “us” or “our”.",
      "This Privacy Policy explains what personal data we collect when you visit our website, join our waitlist, create an account or use the service, why we collect it, who we share it with and the choices you have. We are the data controller for the personal data described here.",
    ],
  },
  {
    id: "information-we-collect",
    title: "Information we collect",
    paragraphs: [
      "We collect only the information we need to run Leadsmith and to improve it. Depending on how you use the service, this includes:",
    ],
    list: [
      "Account details: your name, email address and, if you choose to add it, the URL of your professional-network profile (for example LinkedIn).",
      "Your password, which is never stored in plain text; we keep it only in encrypted form.",
      "Payment information, which is collected and processed by our third-party payment provider. We do not receive or store your full card details.",
      "Your subscription plan and billing history, such as the plan you are on, the dates of payments and their amounts.",
      "Search queries and the parameters you use, such as the description of your ideal client, your niche and your skills.",
      "Content the service generates for you, such as pitches and follow-up messages, and the edits you make to it.",
      "Interaction data: how you use Leadsmith, for example the features you open, the prospects you view and the pitches you send or mark as sent.",
      "Device information: your browser type, operating system, IP address and similar technical details sent by your device.",
      "Company and industry research results produced for your searches, which may include publicly available information about businesses and the people who represent them.",
      "If you join the waitlist or write to us: your name, email address, optional WhatsApp phone number and the content of your message.",
    ],
  },
  {
    id: "how-we-collect",
    title: "How we collect information",
    paragraphs: [
      "Most of the information comes directly from you, when you fill in a form, set up your profile, run a search or write a pitch.",
      "Some information is collected automatically when you use the website, such as device information and interaction data. We use cookies and similar technologies for this, as described in our Cookie Policy.",
      "Research results about prospective clients are gathered from publicly available sources, such as public posts, company announcements, product launch sites and job listings, and are organised for you by the service.",
    ],
  },
  {
    id: "how-we-use-information",
    title: "How we use your information",
    paragraphs: ["We use personal data for the following purposes:"],
    list: [
      "To create and manage your account and keep you signed in securely.",
      "To run your searches, score how well prospects match your profile and generate pitches and follow-up reminders.",
      "To process payments, manage your plan and apply usage limits.",
      "To answer your messages and support requests.",
      "To send you service messages, such as changes to your plan, to these policies or to the service, and, where you have agreed, updates about Leadsmith.",
      "To keep the service secure, prevent abuse and investigate problems.",
      "To understand how the service is used so that we can improve it.",
      "To meet our legal obligations.",
    ],
  },
  {
    id: "ai-processing",
    title: "Use of generative AI",
    paragraphs: [
      "Leadsmith uses a third-party generative AI provider to create content such as pitches, follow-up messages and insights about prospects.",
      "To generate this content, we send the provider the information needed for the request, such as your search query, relevant parts of your profile and the research results about the prospect. We do not send your password or payment information.",
      "AI-generated content can be inaccurate or incomplete. Please review everything before you send it to anyone.",
    ],
  },
  {
    id: "outreach",
    title: "Pitches, follow-ups and clients",
    paragraphs: [
      "When you use Leadsmith to reach out to prospects and keep track of the deals, we store what you create and record there, so that the service can show it back to you and remind you of what is due:",
    ],
    list: [
      "The pitches you write or edit: their subject, text and tone, their status (draft, sent or responded), when each was sent or answered, and whether you sent it yourself or through Leadsmith.",
      "Follow-ups: the follow-up message planned after each pitch you send, the date it is scheduled for, and whether it is pending, overdue, sent or cancelled.",
      "Clients: the prospects you save or pitch, the stage you move each one to (from New Lead to Hired) and the revenue range you choose for it. Your dashboard adds these ranges up; we do not ask for or keep actual invoice amounts.",
      "An activity history of what you did, such as new clients, pitches sent, replies you logged, stage and revenue changes and follow-ups sent, which your dashboard shows as recent activity.",
      "Your time zone, which we take from your browser and keep on your profile, so that reminders reach you in your morning rather than in the middle of the night.",
    ],
  },
  {
    id: "email-on-your-behalf",
    title: "E-mail we send on your behalf",
    paragraphs: [
      "If you choose to send a pitch or a follow-up by e-mail through Leadsmith, we send it for you to the prospect's e-mail address. It goes out from our address with your name as the sender (for example “Ada Obi via Leadsmith”) and your own e-mail address as the reply-to address, so that any answer comes straight to you. We keep the recipient's address with the pitch so that its follow-ups reach the same person. Pitches and follow-ups you send yourself, outside Leadsmith, are never sent by us: marking them as sent only changes their status.",
      "Every e-mail we send on your behalf includes a link with which the recipient can opt out of any further e-mail sent through Leadsmith, and supports the one-click unsubscribe button of mail apps.",
      "When someone opts out, we add their e-mail address to a do-not-contact list, with the date and the way they opted out. We keep that address for as long as we run the service, for one purpose only: so that nobody, you or any other Leadsmith user, can e-mail them through Leadsmith again. We rely on our legitimate interest in respecting their choice. An address on this list is not removed when a user deletes their account, because it records the recipient's wish, not the user's data.",
    ],
  },
  {
    id: "follow-up-digest",
    title: "Daily follow-up digest",
    paragraphs: [
      "On days when you have follow-ups due or overdue, we send you one e-mail at about 8:00 in the time zone kept on your profile, listing the people to follow up with. The digest is on when you sign up; you can turn it off at any time with the “Daily follow-up digest” switch under Notifications on your profile page, which the link at the end of every digest opens.",
    ],
  },
  {
    id: "email-tracking",
    title: "Announcements, and how we count opens and clicks",
    paragraphs: [
      "From time to time our team e-mails announcements about Leadsmith: new features, changes to plans or prices (which we announce at least 30 days ahead) and, if you joined the waitlist, news about the launch. You receive them while the “Announcements” switch under Notifications on your profile is on; turning it off, or using the opt-out link at the end of any announcement, stops them. To choose who receives an announcement about one country, we keep the country on your profile, which we propose from the country your connection comes from when you set up your account and which you can change or clear at any time.",
      "In the announcements we send, we count opens and clicks. Each message carries a tiny image that your mail app loads from our server when you open it, and each link first passes through our server before taking you to its page. Both carry a random code that tells us which message it was, so we record whether and when that message was opened and whether a link in it was clicked. We use this only to see how many people an announcement reached, as totals per announcement. Mail apps that block images stop the open count. We do not count opens or clicks in pitches and follow-ups sent on your behalf, and we do not share these records with anyone.",
    ],
  },
  {
    id: "legal-basis",
    title: "Legal basis for processing",
    paragraphs: [
      "We process personal data in line with applicable Nigerian data protection law, including the Nigeria Data Protection Act 2023.",
      "We rely on the following grounds: performing our contract with you when we provide the service; your consent, for example when you join the waitlist or agree to receive updates; our legitimate interests in running, securing and improving Leadsmith, balanced against your rights; and compliance with legal obligations. Where we rely on consent, you can withdraw it at any time.",
    ],
  },
  {
    id: "sharing",
    title: "How we share information",
    paragraphs: [
      "We do not sell your personal data. We share it only with service providers who help us run Leadsmith, and only as far as they need it to do their work for us:",
    ],
    list: [
      "Hosting and infrastructure providers that store data and run the service.",
      "Our payment provider, which processes card payments and subscriptions.",
      "Our generative AI provider, which creates content as described above.",
      "Communication tools we use to send email or run our community channels, including the e-mail delivery provider that delivers the pitches and follow-ups you ask us to send, and your follow-up digest.",
      "Professional advisers, authorities or courts, where the law requires it or to protect our rights, our users or the public.",
      "A buyer or successor, if our business or its assets are transferred, in which case this policy will continue to protect your data.",
    ],
  },
  {
    id: "international-transfers",
    title: "International data transfers",
    paragraphs: [
      "Some of our service providers are located, or store data, outside Nigeria. When personal data is transferred abroad, we take the steps required by Nigerian data protection law to make sure it remains adequately protected.",
    ],
  },
  {
    id: "retention",
    title: "Data retention and deletion",
    paragraphs: [
      "We keep personal data only for as long as we need it for the purposes in this policy: generally while your account is active, and afterwards only where the law requires us to keep records, such as billing records.",
      "Your pitches, follow-ups, clients and activity history are kept while your account is active and are deleted with it. Addresses on the do-not-contact list are kept as described in “E-mail we send on your behalf”.",
      "You can ask us to delete your personal data at any time. Once we have verified that the request comes from you, we delete your personal data within 30 days, except for information we must keep by law.",
    ],
  },
  {
    id: "security",
    title: "Security and breach notification",
    paragraphs: [
      "We use technical and organisational measures to protect personal data, including encrypted connections, encrypted storage of passwords and access limited to the people who need it.",
      "No system is completely secure. If a personal data breach is likely to put your rights at risk, we will notify you and the relevant authority within 72 hours of becoming aware of it, as far as the law requires, and tell you what we are doing about it.",
    ],
  },
  {
    id: "your-rights",
    title: "Your rights",
    paragraphs: [
      "Subject to the law, you have the right to: ask for access to the personal data we hold about you; ask us to correct data that is wrong or incomplete; ask us to delete your data; object to or ask us to restrict certain processing; withdraw your consent; and complain to the Nigeria Data Protection Commission.",
      "Leadsmith does not offer a data export feature in the product. If you want a copy of your personal data, send us a request and we will respond as the law requires.",
      "To use any of these rights, contact us as described at the end of this policy. We may ask you to confirm your identity before we act on a request.",
    ],
  },
  {
    id: "age-requirement",
    title: "Age requirement",
    paragraphs: [
      "Leadsmith is intended for adults. You must be at least 18 years old to use the service. We do not knowingly collect personal data from anyone under 18; if we learn that we have, we will delete it.",
    ],
  },
  {
    id: "changes-and-contact",
    title: "Changes to this policy and how to contact us",
    paragraphs: [
      "We may update this policy from time to time. When we do, we will change the “Last updated” date at the top of this page and, if the changes are significant, let you know by email or in the service.",
      "If you have questions about this policy or your personal data, or want to use any of your rights, write to us through the contact form on our Contact page and choose a subject that starts with “Privacy”. We answer privacy inquiries within 30 days.",
    ],
  },
];

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: LEGAL_LAST_UPDATED,
  summary: "How Leadsmith collects, uses, shares and protects your personal data, and the rights you have over it.",
  sections: privacyPolicySections,
};
