// Every word the term lists say, in Hindi (glossary: docs/hindi-glossary.md), the plans' own discount lines,
// women's offers, add-ons and details included. Insurer and plan names and IRDAI source citations stay as written.
import { MODAL_FACTORS, MONTHLY_MORE_PERCENT } from '@bimasetu/contract/rating';
import { formatRupeesShort, HINDI_UNITS } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type {} from './term-list-words';

/** ₹25 लाख, ₹1 करोड़, ₹1.5 करोड़. */
const coverHi = (amount: number) => formatRupeesShort(amount, HINDI_UNITS);

/** "34 साल के धूम्रपान न करने वाले पुरुष" / "34 साल की तंबाकू लेने वाली महिला". */
function personHi(age: number, tobacco: string, gender: string): string {
  const she = gender === 'female';
  const habit = tobacco === 'yes' ? 'तंबाकू लेने' : 'धूम्रपान न करने';
  const who = she ? 'महिला' : gender === 'male' ? 'पुरुष' : 'व्यक्ति';
  return `${age} साल ${she ? 'की' : 'के'} ${habit} ${she ? 'वाली' : 'वाले'} ${who}`;
}

const TERM_CLAIM_SOURCES: Readonly<Record<string, string>> = {
  '2022-23, IRDAI figures tabled by the Insurance Brokers Association of India':
    '2022-23, IRDAI के आँकड़े, जैसे Insurance Brokers Association of India ने प्रकाशित किए',
  "2022-23, PNB MetLife's disclosure of its IRDAI Annual Report figure":
    '2022-23, PNB MetLife का अपना प्रकाशित आँकड़ा (IRDAI Annual Report)',
};

export default defineWords('hi', 'termList', {
  pages: {
    term: {
      title: 'टर्म इंश्योरेंस प्लान',
      intro:
        'प्रमुख बीमा कंपनियों के 16 टर्म प्लान। हर प्लान का प्रीमियम आपके लिए निकाला गया है: अपना कवर चुनें, फिर सॉर्ट या फ़िल्टर करें।',
    },
    'nri-term': {
      title: 'NRI टर्म इंश्योरेंस प्लान',
      intro:
        '16 टर्म प्लान जो NRI विदेश से ले सकते हैं। हर प्लान का प्रीमियम आपके लिए निकाला गया है: अपना कवर चुनें, फिर सॉर्ट या फ़िल्टर करें।',
    },
    'women-term': {
      title: 'महिलाओं के लिए टर्म इंश्योरेंस प्लान',
      intro:
        '16 टर्म प्लान, हर एक का प्रीमियम आपकी उम्र की महिला के लिए निकाला गया है, साथ में महिलाओं की वह दर जो प्लान लेता है और वह कहाँ से आई। अपना कवर चुनें, फिर सॉर्ट या फ़िल्टर करें।',
    },
  },
  plansList: 'प्लान',
  sortFilter: 'सॉर्ट/फ़िल्टर',
  lifeCover: 'लाइफ़ कवर',
  coverTill: 'कवर कब तक',
  coverChoice: coverHi,
  coverShort: coverHi,
  showPremium: 'प्रीमियम दिखाएँ',
  billing: { Monthly: 'मासिक', Yearly: 'सालाना' },
  tobaccoLabel: 'तंबाकू सेवन',
  tobaccoUnanswered: 'नहीं बताया',
  tobaccoNo: 'नहीं',
  tobaccoYes: 'हाँ',
  coverTillOption: (age: number) => `${age} साल की उम्र तक`,
  coverTillTooSoon: (till: number, age: number) => `${till} साल की उम्र तक (${age} की उम्र में उपलब्ध नहीं)`,
  coverTillNote: (tooSoon: string, age: number) =>
    `${tooSoon} साल की उम्र तक का कवर उपलब्ध नहीं है: कवर आपकी ${age} साल की उम्र से कम से कम 5 साल चलना चाहिए।`,
  pricesFor: 'ये प्रीमियम किसके लिए हैं',
  pricedFor: (age: number, tobacco: string, gender: string, cover: number, till: number) =>
    `ये प्रीमियम ${personHi(age, tobacco, gender)} के लिए हैं: ${coverHi(cover)} का लाइफ़ कवर, ${till} साल की उम्र तक।`,
  assumedAge: (age: number) => `हमने आपकी उम्र ${age} साल मानी है: अपने प्रीमियम देखने के लिए अपनी जन्म तिथि डालें।`,
  tobaccoAssumed: 'जब तक आप तंबाकू सेवन के बारे में नहीं बताते, आपको धूम्रपान न करने वाला माना गया है।',
  estimate:
    'बीमा कंपनी के आपका आवेदन जाँचने तक हर प्रीमियम अनुमान है। सभी प्लान का प्रीमियम एक ही कवर, एक ही उम्र तक और एक ही व्यक्ति के लिए निकाला गया है, इसलिए कीमत से सॉर्ट करना सही तुलना है।',
  monthly: () =>
    `मासिक प्रीमियम सालाना प्रीमियम ÷ 12 नहीं है: हर महीने सालाना प्रीमियम × ${MODAL_FACTORS.Monthly} लगता है, इसलिए 12 किस्तें एक सालाना भुगतान से लगभग ${MONTHLY_MORE_PERCENT}% ज़्यादा पड़ती हैं।`,
  gst: 'कोई GST नहीं: 22/09/2025 से व्यक्तिगत जीवन बीमा पर GST नहीं लगता (पहले 18% था)।',
  nriUplift: (from: number, to: number) =>
    `NRI का प्रीमियम निवासी के प्रीमियम से हर प्लान की उस NRI कीमत के हिसाब से ज़्यादा है जो हमारी सूची में दी गई है (${from}% से ${to}% तक ज़्यादा; बीमा कंपनियाँ NRI दरें प्रकाशित नहीं करतीं)। अंतिम प्रीमियम बीमा कंपनी NRI के लिए अपनी जाँच के बाद तय करती है।`,
  nriGst:
    'NRI भी GST नहीं देते: 22/09/2025 से यह छूट सभी के लिए है, इसलिए इससे बचने के लिए NRE खाते से भुगतान करना अब ज़रूरी नहीं।',
  leftOut: (count: number, reasons: string) =>
    `${count} प्लान नहीं दिखाए गए क्योंकि वे आपकी उम्र में नहीं मिलते: ${reasons}।`,
  takesAges: (min: number, max: number) => `${min} से ${max} साल की उम्र के लोगों को लेता है`,
  needsYears: (years: number) => `कवर कम से कम ${years} साल चलना चाहिए`,
  sortTab: 'सॉर्ट',
  sortBy: 'इस क्रम में दिखाएँ',
  sorts: {
    popularity: {
      label: 'लोकप्रियता',
      order: 'लोकप्रियता, यानी हमारी सूची का अपना क्रम (हम यह नहीं गिनते कि विज़िटर क्या चुनते हैं)',
    },
    'price-low': { label: 'कीमत: कम से ज़्यादा', order: 'प्रीमियम, सबसे कम पहले' },
    'price-high': { label: 'कीमत: ज़्यादा से कम', order: 'प्रीमियम, सबसे ज़्यादा पहले' },
  },
  insurerTab: 'बीमा कंपनी',
  alsoOfferedTab: 'और विकल्प',
  variants: {
    'whole-life': 'होल लाइफ़ (जीवन भर का कवर)',
    'limited-pay': 'सीमित अवधि भुगतान',
    'single-pay': 'एक ही बार में भुगतान',
    'full-refund': 'पूरा प्रीमियम वापस',
    'partial-refund': 'प्रीमियम का कुछ हिस्सा वापस',
  },
  discounts: {
    'yearly-save': 'सालाना भुगतान पर 8% की बचत',
    'tobacco-more':
      'तंबाकू सेवन करने वालों का प्रीमियम 60% ज़्यादा रखा गया है: यह हमारा अनुमान है (इस बीमा कंपनी का प्रकाशित तंबाकू लोडिंग हमें नहीं मिला)',
    'no-gst': 'कोई GST नहीं: 22/09/2025 से व्यक्तिगत लाइफ़ कवर पर GST नहीं लगता',
  },
  womenOffers: {
    'women-rate-insurer': (percent: number, insurer: string) =>
      `महिलाओं का प्रीमियम पुरुषों से ${percent}% कम: ${insurer} के अपने प्रकाशित प्रीमियम के अनुसार`,
    'women-rate-ours': (percent: number) =>
      `महिलाओं का प्रीमियम पुरुषों से ${percent}% कम रखा गया है: यह हमारा अनुमान है, क्योंकि इस बीमा कंपनी की महिलाओं की प्रकाशित दर हमें नहीं मिली`,
  },
  loadingDetails: 'प्लान की जानकारी आ रही है…',
  incomeProof: 'आय का प्रमाण ज़रूरी नहीं',
  premiumBasisTag: {
    insurer: 'बीमा कंपनी के प्रकाशित प्रीमियम पर आधारित',
    'third-party': 'हमारा अनुमान',
    estimate: 'हमारा अनुमान',
  },
  premiumBasis: {
    insurer: (insurer: string, read: string) =>
      `${insurer} एक नमूना व्यक्ति के लिए जो प्रीमियम प्रकाशित करती है, यह उससे मेल खाता है (${read} को पढ़ा गया); आपके लिए यह उसी से हमारा अनुमान है। अंडरराइटिंग के बाद बीमा कंपनी का अंतिम प्रीमियम अलग हो सकता है।`,
    thirdParty: (publisher: string, year: number | null, read: string) =>
      `हमारा अनुमान, ${publisher} ने${year ? ` लगभग ${year} में` : ''} इस बीमा कंपनी का जो प्रीमियम प्रकाशित किया उससे (${read} को पढ़ा गया); यह बीमा कंपनी का अपना कोटेशन नहीं है। अंडरराइटिंग के बाद बीमा कंपनी का अंतिम प्रीमियम अलग हो सकता है।`,
    estimate:
      'हमारा अनुमान, हमारी सूची के आँकड़े और एक साझा मूल्य वक्र से: इस बीमा कंपनी का प्रकाशित प्रीमियम हमें नहीं मिला। अंडरराइटिंग के बाद बीमा कंपनी का अंतिम प्रीमियम अलग हो सकता है।',
  },
  coverTillYears: (age: number) => `${age} साल`,
  claimSettledLabel: 'निपटाए गए क्लेम',
  /** The term rate table's claim sources (term-rates.ts), keyed by their English; term-claim-sources.test.ts. */
  claimSource: (source: string) => TERM_CLAIM_SOURCES[source] ?? source,
  claimNotPublished: 'प्रकाशित नहीं',
  perInstalment: { Monthly: 'महीना', Yearly: 'साल' },
  getQuoteFor: (plan: string) => ` — ${plan} का कोटेशन पाएँ`,
  planDetails: 'प्लान की जानकारी',
  womenOffer: 'महिलाओं के लिए:',
  addToCompare: 'तुलना में जोड़ें',
  removeFromCompare: 'तुलना से हटाएँ',
  planBy: (insurer: string) => `${insurer} का टर्म प्लान`,
  getQuote: 'कोटेशन पाएँ',
  coverTillAge: 'कवर किस उम्र तक',
  years: (age: number) => `${age} साल`,
  inputsInWords: (age: number, tobacco: string, gender: string, cover: number, till: number) =>
    `${personHi(age, tobacco, gender)} के लिए, ${coverHi(cover)} का कवर ${till} साल की उम्र तक`,
  compareLimit: 'आप 3 प्लान तक की तुलना कर सकते हैं। दूसरा जोड़ने के लिए एक हटाएँ।',
  compareBar: (count: number) => `तुलना के लिए ${count} प्लान चुने गए`,
  compareNow: 'अभी तुलना करें',
});
