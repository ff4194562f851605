// The consent box's words in English (Hindi: consent-words.hi.ts). The two purposes' texts are the contract's
// current versions, keyed by their version (CURRENT_CONSENT): the Hindi module translates the same versions, so a
// new wording (a new version) has no Hindi until one is written for it, and the box shows the English meanwhile.
import { CONTACT_PREFERENCES, CURRENT_CONSENT, type ContactPreference } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

const consentWords = {
  preference: 'Preferred way to reach you',
  optional: 'Both boxes are optional: you see your plans either way.',
  bookingOptional: 'Optional: your booking does not depend on it.',
  /** A consent must be the person's own (DPDP Act): offers are recorded only for a number verified by OTP. */
  marketingNeedsLogin:
    'To get offers and reminders, log in first: we record that choice only for a mobile number you have verified with an OTP.',
  preferences: Object.fromEntries(CONTACT_PREFERENCES.map((p) => [p, p as string])) as Record<
    ContactPreference,
    string
  >,
  /** By version: what the box says for each purpose's current wording. */
  texts: {
    [CURRENT_CONSENT.request.version]: CURRENT_CONSENT.request.text,
    [CURRENT_CONSENT.marketing.version]: CURRENT_CONSENT.marketing.text,
  } as Record<string, string>,
};

export type ConsentWords = Wordy<typeof consentWords>;

declare module '~/lib/words' {
  interface WordBook {
    consent: ConsentWords;
  }
}

export default defineWords('en', 'consent', consentWords);
