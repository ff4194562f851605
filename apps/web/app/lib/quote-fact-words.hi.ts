// What a quote states (its facts, `QuoteFact` in the contract) in Hindi, one word function per fact code, for the
// screens that show a quote after the lists (the application's summary, a tracked request) and the home list.
// Names (makers, models) stay as written. Glossary: docs/hindi-glossary.md. A line whose facts have their own
// words file in its feature folder is one line in LINE_FACTS_HI below.
import { employeeBandLabel, lakhFigure, type QuoteFact, type TravelRegion } from '@bimasetu/contract/rating';
import { sayWith, type FactWords, type SayFact } from './fact-words';
import { formatRupeesShort, groupIndian, HINDI_UNITS } from './format';
import { HOME_FACTS_HI } from '~/features/home-insurance/lib/home-fact-words.hi';

type Of<C extends QuoteFact['code']> = Extract<QuoteFact, { code: C }>;

/** "34 साल के धूम्रपान न करने वाले पुरुष" / "34 साल की तंबाकू लेने वाली महिला". */
function personHi({ age, tobacco, gender }: Of<'term-person'>): string {
  const she = gender === 'female';
  const habit = tobacco === 'yes' ? 'तंबाकू लेने' : 'धूम्रपान न करने';
  const who = she ? 'महिला' : gender === 'male' ? 'पुरुष' : 'व्यक्ति';
  return `${age} साल ${she ? 'की' : 'के'} ${habit} ${she ? 'वाली' : 'वाले'} ${who}`;
}

const REGIONS: Record<TravelRegion, string> = {
  asia: 'एशिया',
  schengen: 'शेंगेन यूरोप',
  'worldwide-excl-us-canada': 'दुनिया भर में, अमेरिका और कनाडा को छोड़कर',
  'worldwide-incl-us-canada': 'दुनिया भर में, अमेरिका और कनाडा समेत',
};

const COVERAGE: Record<string, string> = {
  employees: 'सिर्फ़ कर्मचारी',
  family: 'कर्मचारी, पति/पत्नी और बच्चे',
  'family-parents': 'कर्मचारी, पति/पत्नी, बच्चे और माता-पिता',
};

const teamHi = (band: string) =>
  employeeBandLabel(band)
    .replace(/^(\d[\d,]*) to (\d[\d,]*) employees$/, '$1 से $2 कर्मचारी')
    .replace(/^More than (\d[\d,]*) employees$/, '$1 से ज़्यादा कर्मचारी');

/** "2 वयस्क और 1 बच्चा (सबसे बड़े सदस्य की उम्र 62)", "1 वयस्क (उम्र 30)". */
function membersHi({ adults, children, eldest }: Of<'health-insured'>): string {
  const kids = (count: number) => `${count} ${count === 1 ? 'बच्चा' : 'बच्चे'}`;
  const who = [adults > 0 ? `${adults} वयस्क` : '', children > 0 ? kids(children) : ''].filter(Boolean);
  const age = adults + children === 1 ? `उम्र ${eldest}` : `सबसे बड़े सदस्य की उम्र ${eldest}`;
  return `${who.join(' और ')} (${age})`;
}

/** "₹10 लाख", "₹1.5 करोड़", as the health engine's English says the cover in lakh or crore. */
const healthCoverHi = (lakh: number) => (lakh >= 100 ? `₹${lakh / 100} करोड़` : `₹${lakh} लाख`);

const agesHi = (ages: readonly number[]) => ages.join(', ').replace(/, (\d+)$/, ' और $1');

/** The lines whose facts' Hindi is in their own feature folder: a new line adds its words here, one line. */
const LINE_FACTS_HI = {
  ...HOME_FACTS_HI,
};

export const FACT_WORDS_HI: FactWords = {
  'term-person': (f) =>
    `${personHi(f)} के लिए, ${formatRupeesShort(f.lifeCover, HINDI_UNITS)} का कवर ${f.coverTillAge} साल की उम्र तक`,
  'tobacco-assumed': () => 'जब तक आप तंबाकू सेवन के बारे में नहीं बताते, प्रीमियम धूम्रपान न करने वाले के हिसाब से है।',
  'men-rates': () => 'प्रीमियम पुरुषों की दरों पर है, जो बीमा कंपनियाँ दूसरी दर न होने पर लगाती हैं।',
  'monthly-factor': (f) =>
    `मासिक प्रीमियम सालाना प्रीमियम ÷ 12 नहीं है: हर महीने सालाना प्रीमियम × ${f.factor} लगता है, इसलिए 12 किस्तें लगभग ${f.morePercent}% ज़्यादा पड़ती हैं।`,
  'quarterly-factor': (f) => `हर तिमाही सालाना प्रीमियम × ${f.factor} लगता है।`,
  'life-estimate': () => 'बीमा कंपनी के आपका आवेदन जाँचने तक यह अनुमान है।',
  'travel-trip': (f) =>
    `${f.ages.length} यात्री (उम्र ${agesHi(f.ages)}), ${f.days} दिन, ${REGIONS[f.region]} के लिए।`,
  'travel-estimate': () => 'एक यात्रा के लिए; बीमा कंपनी के पॉलिसी जारी करने तक यह अनुमान है।',
  'employee-team': (f) =>
    `${COVERAGE[f.coverage] ?? f.coverage} के लिए, ${teamHi(f.band)} वाली टीम, हर कर्मचारी के लिए प्रति वर्ष।`,
  'health-insured': (f) =>
    `${membersHi(f)}, ${f.city ?? 'हमारी सूची से बाहर का शहर'} (ज़ोन ${f.zone}), ${f.coverLakh === null ? 'हर प्लान का अपना कवर' : `${healthCoverHi(f.coverLakh)} कवर`}, ${f.years} साल के लिए`,
  'motor-vehicle': (f) =>
    `${f.model} (${f.fuel === 'Petrol' ? 'पेट्रोल' : 'डीज़ल'}, ${f.cc} cc) के लिए: ${f.years === 0 ? 'एक साल से कम' : `${f.years} साल`} पुरानी, RTO ज़ोन ${f.zone}, ${f.ncbPercent}% नो-क्लेम बोनस; IDV ₹${groupIndian(f.idv)}${f.agreedValue ? ' (5 साल से ज़्यादा पुरानी: मूल्य बीमा कंपनी के साथ तय)' : ''}।`,
  'child-saving': (f) =>
    `${f.parentAge} साल के माता/पिता के लिए, जो ${f.years} साल तक हर साल ₹${lakhFigure(f.yearlySaving)} लाख बचाते हैं, जब तक बच्चा ${f.childAgeAtEnd} साल का न हो जाए।`,
  'term-list-start': () =>
    'लाइफ़ कवर ₹1 करोड़, इस उम्र के लिए आम कवर की उम्र और मासिक किस्तें: सूची के शुरुआती विकल्प, क्योंकि फ़ॉर्म इन्हें नहीं पूछता।',
  'list-choices': () => 'प्रीमियम प्लान की सूची में चुने गए विकल्पों पर है, जैसा कार्ड पर दिखा था।',
  'health-list-start': () => 'हर प्लान अपने सूची वाले कवर पर, 1 साल की पॉलिसी के लिए: सूची के शुरुआती विकल्प।',
  'employee-family': () =>
    'टीम का आकार बताई गई कर्मचारियों की संख्या से; "कर्मचारी और उनके परिवार" का प्रीमियम कर्मचारी, पति/पत्नी और बच्चों के हिसाब से है।',
  'motor-new': () => 'नया वाहन: पहले कोई क्लेम नहीं, इसलिए नो-क्लेम बोनस नहीं, और प्रीमियम उसकी एक्स-शोरूम कीमत पर है।',
  'motor-model-assumed': (f) => `यह मॉडल हमारी दर तालिका में नहीं है, इसलिए प्रीमियम ${f.model} के हिसाब से है।`,
  'motor-bharat-plate': (f) =>
    `भारत सीरीज़ की नंबर प्लेट से पहले रजिस्ट्रेशन का साल (${f.year}) पता चलता है, पर मॉडल या पिछले साल के क्लेम नहीं: प्रीमियम ${f.model}, ${f.years} साल पुरानी, बिना नो-क्लेम बोनस, ज़ोन ${f.zone} के हिसाब से है।`,
  'motor-plate': (f) =>
    `नंबर प्लेट से मॉडल, साल या पिछले साल के क्लेम पता नहीं चलते: प्रीमियम ${f.model}, ${f.years} साल पुरानी, बिना नो-क्लेम बोनस, ज़ोन ${f.zone} के हिसाब से है।`,
  ...LINE_FACTS_HI,
};

export const sayFact: SayFact = sayWith(FACT_WORDS_HI);
