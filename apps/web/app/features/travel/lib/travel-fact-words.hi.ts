// The travel quotes' facts in Hindi (`QuoteFact` in the contract), collected by
// lib/quote-fact-words.hi.ts. Glossary: docs/hindi-glossary.md.
import type { TravelRegion } from '@bimasetu/contract/rating';
import type { FactWords } from '~/lib/fact-words';

const REGIONS: Record<TravelRegion, string> = {
  asia: 'एशिया',
  schengen: 'शेंगेन यूरोप',
  'worldwide-excl-us-canada': 'दुनिया भर में, अमेरिका और कनाडा को छोड़कर',
  'worldwide-incl-us-canada': 'दुनिया भर में, अमेरिका और कनाडा समेत',
};

const agesHi = (ages: readonly number[]) => ages.join(', ').replace(/, (\d+)$/, ' और $1');

export const TRAVEL_FACTS_HI = {
  'travel-trip': (f) =>
    `${f.ages.length} यात्री (उम्र ${agesHi(f.ages)}), ${f.days} दिन, ${REGIONS[f.region]} के लिए।`,
  'travel-estimate': () => 'एक यात्रा के लिए; बीमा कंपनी के पॉलिसी जारी करने तक यह अनुमान है।',
} satisfies Partial<FactWords>;
