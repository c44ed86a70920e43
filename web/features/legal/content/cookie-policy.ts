import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalSection } from "./types";

export const cookiePolicySections: LegalSection[] = [
  {
    id: "what-are-cookies",
    title: "What cookies are",
    paragraphs: [
      "Cookies are small text files that a website stores in your browser so that it can recognise your browser later. Similar technologies, such as your browser's local storage, work in much the same way. In this policy we call all of them “cookies”.",
      "This Cookie Policy explains how Leadsmith, which is operated by a digital agency registered in Nigeria, uses cookies. It should be read together with our Privacy Policy.",
    ],
  },
  {
    id: "how-we-use-cookies",
    title: "How we use cookies",
    paragraphs: ["Leadsmith uses a small number of cookies, for these purposes:"],
    list: [
      "Strictly necessary: to keep you signed in, protect your account and the service, and remember choices needed for the site to work. The service cannot work properly without them.",
      "Preferences: to remember settings such as how a panel or sidebar is displayed. The sidebar preference in the staff area, for example, is kept for 7 days.",
      "Product state: to keep things such as your profile details and pitch history available in your browser between visits.",
    ],
  },
  {
    id: "third-party-cookies",
    title: "Third-party cookies",
    paragraphs: [
      "We do not use advertising cookies, and we do not allow advertising networks to place cookies through Leadsmith.",
      "When you leave Leadsmith for another service, for example our payment provider's checkout page or a WhatsApp community invite, that service may set its own cookies under its own policies, which we do not control.",
    ],
  },
  {
    id: "managing-cookies",
    title: "Managing cookies",
    paragraphs: [
      "Most browsers let you see, block and delete cookies in their settings. You can also clear your browser's local storage there.",
      "If you block or delete strictly necessary cookies, parts of Leadsmith, such as signing in, will not work, and you may be signed out.",
    ],
  },
  {
    id: "changes-and-contact",
    title: "Changes and contact",
    paragraphs: [
      "We may update this Cookie Policy when we change the cookies we use. The “Last updated” date at the top of this page shows when it last changed.",
      "If you have any questions about cookies, write to us through the contact form on our Contact page.",
    ],
  },
];

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  lastUpdated: LEGAL_LAST_UPDATED,
  summary: "Which cookies and similar technologies Leadsmith uses, why, and how you can control them.",
  sections: cookiePolicySections,
};
