// The FAQ page's own words in English (Hindi: faq-words.hi.ts). The questions and answers are data: an
// adviser's FAQ carries each language (docs/decisions.md).
import { faqMessages } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

const faqWords = {
  title: 'Frequently Asked Questions',
  lead: 'Quick answers about buying, renewing and claiming. Still unsure?',
  contactUs: 'Contact us',
  // the full stop after the link: '।' in Hindi
  leadEnd: '.',
  loading: 'Loading FAQs…',
  failed: faqMessages.failed,
  tryAgain: 'Try again',
  empty: faqMessages.empty,
};

export type FaqWords = Wordy<typeof faqWords>;

declare module '~/lib/words' {
  interface WordBook {
    faq: FaqWords;
  }
}

export default defineWords('en', 'faq', faqWords);
