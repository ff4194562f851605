// The legal pages' layout and the contacts they print, apart from their words: both languages' words modules and
// the page import this, and it carries no words of either language.

export type LegalPageName = 'privacy' | 'terms' | 'grievance';

/** A live piece the page puts after a section's words. */
export type LegalSlot = 'grievanceOfficer' | 'helpLine' | 'leadRetention' | 'irdaiContacts' | 'ombudsman';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  points?: string[];
}

export interface LegalPageWords {
  title: string;
  updated: string;
  intro: string;
  /** In the order shown, keyed so each language's words name the same sections. */
  sections: Record<string, LegalSection>;
}

/** Which sections (by key) are followed by a live piece. */
export const legalSlots: Record<LegalPageName, Record<string, LegalSlot>> = {
  privacy: { keeping: 'leadRetention', officer: 'grievanceOfficer' },
  terms: { questions: 'helpLine' },
  grievance: {
    tell: 'helpLine',
    officer: 'grievanceOfficer',
    bimaBharosa: 'irdaiContacts',
    ombudsman: 'ombudsman',
  },
};

/** IRDAI's grievance contacts as it publishes them. */
export const irdaiContacts = {
  tollFree: '155255',
  tollFreeAlt: '1800 4254 732',
  email: 'complaints@irdai.gov.in',
  bimaBharosaUrl: 'https://bimabharosa.irdai.gov.in',
  ombudsmanUrl: 'https://www.cioins.co.in',
};
