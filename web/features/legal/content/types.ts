/** One numbered section of a legal page. `list`, when present, follows the paragraphs. */
export type LegalSection = {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
};

export type LegalDocument = {
  title: string;
  lastUpdated: string;
  summary: string;
  sections: LegalSection[];
};

/** The date every legal page shows (day/month/year). */
export const LEGAL_LAST_UPDATED = "10/07/2025";
