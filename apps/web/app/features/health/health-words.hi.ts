// The health and family health plan lists' words in Hindi (glossary: docs/hindi-glossary.md), the plans' tags and
// feature lines included. Plan and insurer names stay as the insurers write them; the insurers' own programme names
// inside a tag are said in Devanagari ("लॉक द क्लॉक", "हेल्थ रिटर्न्स"), so a Hindi card shows no English tag; city
// names stay as the form's list has them.
import { claimSourceHi } from '~/lib/claim-sources.hi';
import { defineWords } from '~/lib/words';
import { conditionWordsHi } from './condition-words.hi';
import type {} from './health-words';
import { formatRupeesShort, groupIndian, HINDI_UNITS } from '~/lib/format';

/** "₹10 लाख", "₹1 करोड़". */
const coverWords = (lakh: number) => formatRupeesShort(lakh * 100_000, HINDI_UNITS);
const years = (n: number) => `${n} साल`;
export default defineWords('hi', 'healthList', {
  title: {
    health: 'हेल्थ इंश्योरेंस प्लान',
    'family-health': 'फ़ैमिली हेल्थ इंश्योरेंस प्लान',
  },
  intro: {
    health: 'प्रमुख बीमा कंपनियों के 10 हेल्थ प्लान। कवर, प्रीमियम, बीमा कंपनी और फ़ायदों से फ़िल्टर करें।',
    'family-health': '10 फ़ैमिली फ़्लोटर प्लान। कवर, प्रीमियम, बीमा कंपनी और फ़ायदों से फ़िल्टर करें।',
  },
  pricedForSection: 'प्रीमियम किसके लिए हैं',
  pricedFor: 'प्रीमियम इनके लिए:',
  // "1 वयस्क (उम्र 30), Delhi (ज़ोन A), ₹10 लाख कवर, 1 साल के लिए"
  members: (adults: number, children: number, eldest: number) => {
    const parts = [
      adults > 0 ? `${adults} वयस्क` : '',
      children > 0 ? `${children} ${children === 1 ? 'बच्चा' : 'बच्चे'}` : '',
    ].filter(Boolean);
    const age = adults + children === 1 ? `उम्र ${eldest}` : `सबसे बड़े सदस्य की उम्र ${eldest}`;
    return `${parts.join(' और ')} (${age})`;
  },
  outsideCities: 'हमारी सूची से बाहर का शहर',
  coverPhrase: (lakh: number) => `${coverWords(lakh)} कवर`,
  ownCoverPhrase: 'हर प्लान का अपना कवर',
  inputs: (members: string, city: string, zone: string, cover: string, n: number) =>
    `${members}, ${city} (ज़ोन ${zone}), ${cover}, ${years(n)} के लिए`,
  pricedForRest: (inputs: string, fromVisitor: boolean) =>
    `${inputs}${fromVisitor ? '' : ' (जब तक आप नहीं बताते कि किसका बीमा करना है)'}।`,
  changeDetails: 'बीमित सदस्य बदलें',
  estimate:
    'ये प्रीमियम अनुमान हैं, जब तक बीमा कंपनी आपका प्रस्ताव जाँच नहीं लेती। 22/09/2025 से हेल्थ बीमा पर GST नहीं लगता।',
  coverLabel: 'कवर',
  ownCover: 'हर प्लान का अपना कवर',
  cover: coverWords,
  ownCoverNote:
    'हर प्लान अपने कवर पर दिखाया गया है, इसलिए प्रीमियम का फ़र्क कुछ हद तक कवर के फ़र्क से है। सभी प्लान को एक ही राशि पर देखने और प्रीमियम की बराबर तुलना के लिए कवर चुनें।',
  periodLabel: 'पॉलिसी अवधि',
  years,
  notSoldFor: (count: number, n: number) =>
    `${count} प्लान ${years(n)} के लिए नहीं मिलते, इसलिए ${count === 1 ? 'वह नहीं दिखाया गया' : 'वे नहीं दिखाए गए'}।`,
  // said after the plan's name and "में" (leftOutGroup)
  ageLimit: (maxEntryAge: number, eldestAge: number) =>
    `सबसे बड़े सदस्य की उम्र ${maxEntryAge} साल तक ही ली जाती है (आपके परिवार में ${eldestAge})`,
  coverLimit: (cover: string) => `${cover} तक ही मिलता है`,
  namesAnd: (first: string, last: string) => `${first} और ${last}`,
  leftOutGroup: (names: string, _several: boolean, reason: string) => `${names} में ${reason}`,
  leftOut: (count: number, groups: string) =>
    `${count} प्लान नहीं दिखाए गए, क्योंकि वे आपके परिवार के सबसे बड़े सदस्य की उम्र या आपका चुना कवर नहीं लेते: ${groups}। ये सीमाएँ हमारा अनुमान हैं; बीमा कंपनी इनकी पुष्टि करती है।`,
  perYearOfPeriod: (total: string, n: number, perYear: string) =>
    `${years(n)} के लिए ${total} (${perYear} प्रति वर्ष)`,
  yearly: (amount: string) => `${amount} प्रति वर्ष`,
  perMonth: '/महीना',
  perMonthIs: 'एक साल का प्रीमियम ÷ 12; यह मासिक किस्त नहीं है',
  incurredClaimRatio: 'इनकर्ड क्लेम रेशियो',
  claimSettlementRatio: 'क्लेम सेटलमेंट रेशियो',
  claimMissing: { notPublished: 'प्रकाशित नहीं', notForHealthAlone: 'सिर्फ़ हेल्थ का आँकड़ा प्रकाशित नहीं' },
  claimSource: claimSourceHi,
  waitingNote: (conditions: string, n: number) =>
    n > 0
      ? `आपने ${conditions} के बारे में बताया है: ${n} साल के वेटिंग पीरियड के बाद कवर। बीमा कंपनी आपकी सेहत की जानकारी देखकर प्रीमियम तय करती है।`
      : `आपने ${conditions} के बारे में बताया है: इस प्लान में पहले से मौजूद बीमारियों के लिए कोई वेटिंग पीरियड नहीं लिखा है। बीमा कंपनी आपकी सेहत की जानकारी देखकर प्रीमियम तय करती है।`,
  conditions: conditionWordsHi,
  highlights: 'ख़ास बातें',
  cashlessHospitals: (n: number, orMore: boolean) => `${groupIndian(n)}${orMore ? '+' : ''} कैशलेस अस्पताल`,
  hospitalsSource: (site: string, read: string) => `बीमा कंपनी की साइट ${site} के अनुसार, ${read} को पढ़ा गया`,
  hospitalsNotPublished: 'कैशलेस अस्पताल: प्रकाशित नहीं',
  hospitalsNotPublishedShort: 'प्रकाशित नहीं',
  viewAllFeatures: 'सभी फ़ीचर देखें',
  premiumLabel: 'प्रीमियम',
  customize: 'इस प्लान के लिए आवेदन करें',
  plansLabel: 'प्लान',
  filter: 'फ़िल्टर',
  filterTitle: 'प्लान फ़िल्टर करें',
  showPlans: (n: number) => `${n} प्लान दिखाएँ`,
  allFeatures: 'सभी फ़ीचर',
  allFeaturesOf: (plan: string) => `${plan} के सभी फ़ीचर`,
  featuresSummary: (cover: string, periods: string) => `कवर ${cover}; पॉलिसी अवधि ${periods} साल।`,
  maternityWaiting: (n: number) => `मैटरनिटी वेटिंग पीरियड: ${years(n)}`,
  addToCompare: 'तुलना में जोड़ें',
  removeFromCompare: 'तुलना से हटाएँ',
  compareLimit: 'आप ज़्यादा से ज़्यादा 3 प्लान की तुलना कर सकते हैं। दूसरा जोड़ने के लिए कोई एक हटाएँ।',
  compareBar: (count: number) => `तुलना के लिए ${count} प्लान चुने गए`,
  compareNow: 'अभी तुलना करें',
  compareTitle: 'प्लान की तुलना करें',
  premiumRow: 'प्रीमियम',
  coverRow: 'कवर',
  hospitalsRow: 'कैशलेस अस्पताल',
  waitingRow: 'पहले से मौजूद बीमारियों के लिए वेटिंग',
  noneListed: 'कोई नहीं लिखा',
  roomRentRow: 'रूम रेंट',
  featuresRow: 'फ़ीचर',
  tabs: {
    sort: 'क्रम',
    cover: 'कवर',
    premium: 'प्रीमियम (प्रति माह)',
    roomRent: 'रूम रेंट का प्रकार',
    benefits: 'पॉलिसी के फ़ायदे',
    portability: 'पोर्टेबिलिटी',
    maternity: 'मैटरनिटी वेटिंग',
    disease: 'पहले से मौजूद बीमारी की वेटिंग',
    period: 'पॉलिसी अवधि',
    insurer: 'बीमा कंपनी',
  },
  sorts: {
    popularity: 'लोकप्रियता',
    'premium-low': 'प्रीमियम: कम से ज़्यादा',
    'premium-high': 'प्रीमियम: ज़्यादा से कम',
    'cover-high': 'कवर: ज़्यादा से कम',
    'hospitals-most': 'सबसे ज़्यादा कैशलेस अस्पताल',
  },
  orders: {
    popularity: 'लोकप्रियता, यानी यहाँ हमारी सूची का अपना क्रम (हम यह नहीं गिनते कि विज़िटर क्या चुनते हैं)',
    'premium-low': 'मासिक प्रीमियम (एक साल का प्रीमियम ÷ 12), सबसे कम पहले',
    'premium-high': 'मासिक प्रीमियम (एक साल का प्रीमियम ÷ 12), सबसे ज़्यादा पहले',
    'cover-high': 'कवर राशि, सबसे ज़्यादा पहले',
    'hospitals-most':
      'हर बीमा कंपनी की साइट पर बताई गई कैशलेस अस्पतालों की संख्या, सबसे ज़्यादा पहले; जिन्होंने संख्या प्रकाशित नहीं की वे आख़िर में',
  },
  coverBands: {
    'below-5': '5 लाख से कम',
    '5-9': '5-9 लाख',
    '10-24': '10-24 लाख',
    '25-99': '25-99 लाख',
    '100-199': '1-1.99 करोड़',
    '200-600': '2-6 करोड़',
  },
  premiumBands: {
    'under-1000': '₹1,000 से कम',
    '1000-1500': '₹1,000 से ₹1,500',
    '1500-2000': '₹1,500 से ₹2,000',
    '2000-3000': '₹2,000 से ₹3,000',
    'over-3000': '₹3,000 से ज़्यादा',
  },
  roomRent: {
    'No room rent limit': 'रूम रेंट की कोई सीमा नहीं',
    'Single private AC room': 'सिंगल प्राइवेट AC रूम',
    'Up to 1% of cover per day': 'हर दिन कवर का 1% तक',
  },
  benefits: {
    'Restore benefit': 'रीस्टोर बेनिफ़िट',
    'No claim bonus': 'नो-क्लेम बोनस',
    'Free health check-up': 'मुफ़्त हेल्थ चेक-अप',
    'OPD cover': 'OPD कवर',
    'Maternity cover': 'मैटरनिटी कवर',
  },
  portability: { 'Portability available': 'पोर्टेबिलिटी उपलब्ध' },
  features: {
    'No room rent limit': 'रूम रेंट की कोई सीमा नहीं',
    'Single private AC room': 'सिंगल प्राइवेट AC रूम',
    'Up to 1% of cover per day': 'रूम रेंट: हर दिन कवर का 1% तक',
    'Pre-existing diseases covered after 1 year': 'पहले से मौजूद बीमारियाँ 1 साल बाद कवर',
    'Pre-existing diseases covered after 2 years': 'पहले से मौजूद बीमारियाँ 2 साल बाद कवर',
    'Pre-existing diseases covered after 3 years': 'पहले से मौजूद बीमारियाँ 3 साल बाद कवर',
    'Pre- and post-hospitalisation cover for 60 and 180 days':
      'अस्पताल में भर्ती होने से 60 दिन पहले और 180 दिन बाद तक का कवर',
    'Day-care procedures and AYUSH treatment covered': 'डे-केयर इलाज और आयुष (AYUSH) इलाज कवर',
    'Restore benefit': 'रीस्टोर बेनिफ़िट',
    'No claim bonus of up to 100% of cover': 'कवर का 100% तक नो-क्लेम बोनस',
    'Free health check-up': 'मुफ़्त हेल्थ चेक-अप',
    'OPD cover': 'OPD कवर',
    'Maternity cover after 2 years': '2 साल बाद मैटरनिटी कवर',
    'Portability from your current insurer': 'मौजूदा बीमा कंपनी से पोर्ट करने की सुविधा',
    'Tax benefit under section 80D (old tax regime only)':
      'धारा 80D के तहत टैक्स में छूट (सिर्फ़ पुरानी टैक्स व्यवस्था में)',
  },
  tags: {
    '2x cover from day one': 'पहले दिन से दोगुना कवर',
    '5-year policy option': '5 साल की पॉलिसी का विकल्प',
    'Automatic restore': 'कवर अपने-आप रीस्टोर',
    'Chronic care from day one': 'पहले दिन से लंबी बीमारियों की देखभाल',
    'Cover from ₹3 lakh': '₹3 लाख से कवर',
    'Direct claim settlement': 'बीमा कंपनी से सीधा क्लेम सेटलमेंट',
    'Disease waiting from 1 year': 'बीमारियों का वेटिंग पीरियड 1 साल से',
    'Double wallet of cover': 'कवर का डबल वॉलेट',
    'Global cover': 'दुनिया भर में कवर',
    'Health rewards': 'अच्छी सेहत पर रिवॉर्ड',
    'Infinite cover add-on': 'असीमित कवर का ऐड-ऑन',
    'Lock the clock: age-locked premium': 'लॉक द क्लॉक: जुड़ने की उम्र पर तय प्रीमियम',
    'Maternity cover': 'मैटरनिटी कवर',
    'Newborn cover from day 16': '16वें दिन से नवजात शिशु का कवर',
    'Newborn cover': 'नवजात शिशु का कवर',
    'No room rent limit': 'रूम रेंट की कोई सीमा नहीं',
    'OPD cover': 'OPD कवर',
    'Unlimited restore': 'असीमित रीस्टोर',
    'Up to 100% HealthReturns': 'प्रीमियम का 100% तक हेल्थ रिटर्न्स के रूप में वापस',
  },
});
