// The health and family health quotes' facts in Hindi (`QuoteFact` in the contract), collected by
// lib/quote-fact-words.hi.ts. Glossary: docs/hindi-glossary.md.
import type { QuoteFact } from '@bimasetu/contract/rating';
import type { FactWords } from '~/lib/fact-words';

type Of<C extends QuoteFact['code']> = Extract<QuoteFact, { code: C }>;

/** "2 वयस्क और 1 बच्चा (सबसे बड़े सदस्य की उम्र 62)", "1 वयस्क (उम्र 30)". */
function membersHi({ adults, children, eldest }: Of<'health-insured'>): string {
  const kids = (count: number) => `${count} ${count === 1 ? 'बच्चा' : 'बच्चे'}`;
  const who = [adults > 0 ? `${adults} वयस्क` : '', children > 0 ? kids(children) : ''].filter(Boolean);
  const age = adults + children === 1 ? `उम्र ${eldest}` : `सबसे बड़े सदस्य की उम्र ${eldest}`;
  return `${who.join(' और ')} (${age})`;
}

/** "₹10 लाख", "₹1.5 करोड़", as the health engine's English says the cover in lakh or crore. */
const healthCoverHi = (lakh: number) => (lakh >= 100 ? `₹${lakh / 100} करोड़` : `₹${lakh} लाख`);

export const HEALTH_FACTS_HI = {
  'health-insured': (f) =>
    `${membersHi(f)}, ${f.city ?? 'हमारी सूची से बाहर का शहर'} (ज़ोन ${f.zone}), ${f.coverLakh === null ? 'हर प्लान का अपना कवर' : `${healthCoverHi(f.coverLakh)} कवर`}, ${f.years} साल के लिए`,
  'health-list-start': () => 'हर प्लान अपने सूची वाले कवर पर, 1 साल की पॉलिसी के लिए: सूची के शुरुआती विकल्प।',
} satisfies Partial<FactWords>;
