// The employee group health quotes' facts in Hindi (`QuoteFact` in the contract), collected by
// lib/quote-fact-words.hi.ts. Glossary: docs/hindi-glossary.md.
import { employeeBandLabel } from '@bimasetu/contract/rating';
import type { FactWords } from '~/lib/fact-words';

const COVERAGE: Record<string, string> = {
  employees: 'सिर्फ़ कर्मचारी',
  family: 'कर्मचारी, पति/पत्नी और बच्चे',
  'family-parents': 'कर्मचारी, पति/पत्नी, बच्चे और माता-पिता',
};

const teamHi = (band: string) =>
  employeeBandLabel(band)
    .replace(/^(\d[\d,]*) to (\d[\d,]*) employees$/, '$1 से $2 कर्मचारी')
    .replace(/^More than (\d[\d,]*) employees$/, '$1 से ज़्यादा कर्मचारी');

export const EMPLOYEE_FACTS_HI = {
  'employee-team': (f) =>
    `${COVERAGE[f.coverage] ?? f.coverage} के लिए, ${teamHi(f.band)} वाली टीम, हर कर्मचारी के लिए प्रति वर्ष।`,
  'employee-family': () =>
    'टीम का आकार बताई गई कर्मचारियों की संख्या से; "कर्मचारी और उनके परिवार" का प्रीमियम कर्मचारी, पति/पत्नी और बच्चों के हिसाब से है।',
} satisfies Partial<FactWords>;
