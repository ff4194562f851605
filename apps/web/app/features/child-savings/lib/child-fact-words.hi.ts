// The child savings quotes' facts in Hindi (`QuoteFact` in the contract), collected by
// lib/quote-fact-words.hi.ts. Glossary: docs/hindi-glossary.md.
import { lakhFigure } from '@bimasetu/contract/rating';
import type { FactWords } from '~/lib/fact-words';

export const CHILD_FACTS_HI = {
  'child-saving': (f) =>
    `${f.parentAge} साल के माता/पिता के लिए, जो ${f.years} साल तक हर साल ₹${lakhFigure(f.yearlySaving)} लाख बचाते हैं, जब तक बच्चा ${f.childAgeAtEnd} साल का न हो जाए।`,
} satisfies Partial<FactWords>;
