// The home quote's facts in Hindi (`HomeFact` in the contract): the home list's words (../home-words.hi.ts) and the
// screens that show a kept quote (lib/quote-fact-words.hi.ts, which collects each line's) say them alike.
import type { HomeFact } from '@bimasetu/contract/lines/home';
import { formatRupees } from '~/lib/format';

type Of<C extends HomeFact['code']> = Extract<HomeFact, { code: C }>;

/** The home quote's facts (also the home list's words, home-words.hi.ts). */
export const HOME_FACTS_HI = {
  building: (f: Of<'building'>) => `मकान की बीमा राशि ${formatRupees(f.sumInsured)}`,
  'contents-included': (f: Of<'contents-included'>) =>
    `${formatRupees(f.amount)} तक का सामान बिना घोषणा के कवर`,
  'contents-declared': (f: Of<'contents-declared'>) => `घोषित सामान ${formatRupees(f.amount)}`,
  valuables: (f: Of<'valuables'>) => `गहने और कीमती सामान ${formatRupees(f.amount)}`,
  rate: (f: Of<'rate'>) =>
    `बीमा कंपनी के प्रकाशित दाम पर: ₹1 करोड़ की बीमा राशि के ${formatRupees(f.premiumPerCrore)} सालाना`,
  'contents-rate-not-published': () =>
    'घोषित सामान और कीमती सामान का दाम प्रकाशित नहीं है, इसलिए मकान वाला दाम लगाया गया है',
  'one-year': () => 'एक साल के लिए',
};
