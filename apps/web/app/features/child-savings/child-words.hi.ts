// The child savings list's words in Hindi (glossary: docs/hindi-glossary.md). Insurer and fund names stay as the
// insurers write them; section numbers (80C, 87A, 10(10D)) as the Income Tax Act writes them.
import type { ChildTaxSaving } from '@bimasetu/contract/rating';
import { formatRupees } from '~/lib/format';
import { defineWords } from '~/lib/words';
import { childIncomesHi } from './child-incomes.hi';
import type {} from './child-words';

export default defineWords('hi', 'childList', {
  title: 'चाइल्ड सेविंग्स प्लान',
  panelTitle: 'आपका परिवार',
  panelIntro: 'आपके चुनते ही अनुमान बदल जाते हैं। तब तक हम यहाँ दिखाए गए विकल्प मानते हैं।',
  fromForm: 'आपके जवाबों के अनुसार',
  toldParent: (age: number) => `आपकी उम्र: ${age}`,
  toldChild: (age: number) => `बच्चे की उम्र: ${age}`,
  toldIncome: (band: string) => `सालाना आय: ${band}`,
  changeAnswers: 'अपने जवाब बदलें',
  familySummary: (parentAge: number, childAge: number, yearly: number) =>
    `आपकी उम्र ${parentAge}, बच्चे की उम्र ${childAge}, हर साल ${formatRupees(yearly)} का प्रीमियम`,
  returnsSource:
    '10 साल के रिटर्न हमारी प्लान सूची के आँकड़े हैं; हमने अभी इन्हें हर बीमा कंपनी की नई फ़ंड फ़ैक्टशीट से नहीं मिलाया है, और असली आँकड़ा वही है। पिछला रिटर्न आगे के रिटर्न का वादा नहीं है, और मार्केट से जुड़े प्लान में निवेश का जोखिम होता है।',
  parentAge: 'आपकी उम्र',
  childAge: 'बच्चे की उम्र',
  income: 'सालाना आय',
  payout: 'अनुमानित भुगतान',
  payoutValue: (at8: number, at4: number) => `8% पर ${formatRupees(at8)} · 4% पर ${formatRupees(at4)}`,
  lifeCover: (cover: number) =>
    `${formatRupees(cover)} का इनबिल्ट लाइफ़ कवर; माता-पिता की मृत्यु होने पर बीमा कंपनी यह राशि देती है, बाकी प्रीमियम ख़ुद भरती है और फ़ंड बच्चे के लिए चलता रहता है ("ट्रिपल बेनिफ़िट")।`,
  yourTax: (tax: ChildTaxSaving, total: number, years: number) =>
    tax.perYear > 0
      ? `आप कितना टैक्स बचाते हैं: हर साल ${formatRupees(tax.perYear)}, ${years} साल में ${formatRupees(total)}: धारा 80C के तहत ${formatRupees(tax.deduction)} का प्रीमियम${tax.capped ? ' (जितना यह धारा मानती है, उतना ही)' : ''} × आपका ${tax.slabRate * 100}% स्लैब + ${tax.cess * 100}% सेस, पुरानी टैक्स व्यवस्था। नई व्यवस्था में 80C की छूट नहीं मिलती।`
      : 'आप कितना टैक्स बचाते हैं: आपकी आय पर कुछ नहीं, क्योंकि धारा 87A की छूट से ₹5 लाख तक कोई टैक्स बनता ही नहीं (पुरानी व्यवस्था)। नई व्यवस्था में 80C की छूट नहीं मिलती।',
  projection: (yearly: number, years: number, childAgeAtEnd: number) =>
    `यह अनुमान हर साल ${formatRupees(yearly)} के प्रीमियम, ${years} साल तक (जब तक आपका बच्चा ${childAgeAtEnd} साल का न हो जाए), IRDAI की मानक इलस्ट्रेशन दरों 8% और 4% प्रति वर्ष पर है, प्लान के चार्ज काटने से पहले: हर प्लान के लिए यही दो दरें, किसी प्लान का अपना रिटर्न नहीं। हमें यहाँ कोई प्लान नहीं मिला जो आप जैसे परिवार के लिए अपना इलस्ट्रेशन प्रकाशित करता हो; बीमा कंपनी का बेनिफ़िट इलस्ट्रेशन, चार्ज काटने के बाद, ही असली आँकड़ा है। यूनिट-लिंक्ड प्लान में मार्केट का जोखिम होता है; यहाँ कोई भी रिटर्न पक्का नहीं है।`,
  yearlyPremium: 'आपका सालाना प्रीमियम',
  incomes: childIncomesHi,
  filtersLabel: 'फ़िल्टर',
  returnsLabel: '10 साल का रिटर्न',
  bands: {
    high: '13% और उससे ज़्यादा',
    mid: '12% से 13% से कम',
    low: '12% से कम',
  },
  searchCompany: 'कंपनी खोजें',
  companyExample: 'जैसे HDFC',
  searchFund: 'फ़ंड खोजें',
  fundExample: 'जैसे Equity',
  sortOrder: 'बीमा कंपनी का नाम, A से Z',
  noMatch: 'आपके फ़िल्टर या खोज से कोई प्लान मेल नहीं खाता।',
  clearAll: 'खोज और फ़िल्टर हटाएँ',
  payoutLabel: 'IRDAI की मानक दरों पर भुगतान (प्लान का अपना नहीं)',
  featuresLabel: 'फ़ीचर',
  chips: {
    'Triple Benefit': 'ट्रिपल बेनिफ़िट',
    'Instant Tax Receipt': 'तुरंत टैक्स रसीद',
    'Inbuilt Life Cover': 'इनबिल्ट लाइफ़ कवर',
  },
  getDetails: 'विवरण पाएँ',
  getDetailsOf: (plan: string) => `${plan} का विवरण पाएँ`,
  taxNoteTitle: 'आपकी टैक्स बचत के बारे में',
  taxNote:
    'साल में ₹1.5 लाख तक का प्रीमियम धारा 80C के तहत टैक्स वाली आय में से कटता है, सिर्फ़ पुरानी टैक्स व्यवस्था में (नई व्यवस्था, जो 2023-24 से डिफ़ॉल्ट है, 80C की छूट नहीं देती)। हर कार्ड आपके चुने प्रीमियम पर इसे निकालता है: ₹1.5 लाख तक का प्रीमियम × आपकी स्लैब दर (₹5-10 लाख पर 20%, ₹10 लाख से ऊपर 30%; ₹5 लाख तक धारा 87A की छूट से कोई टैक्स नहीं बनता) + 4% सेस। भुगतान धारा 10(10D) के तहत टैक्स-फ़्री है, जब सालाना प्रीमियम ₹2.5 लाख और लाइफ़ कवर के 10% के भीतर रहे।',
});
