// The child savings list's words in Hindi (glossary: docs/hindi-glossary.md). Insurer and fund names stay as the
// insurers write them; section numbers (80C, 87A, 10(10D)) as the Income Tax Act writes them.
import { formatRupees } from '~/lib/format';
import { defineWords } from '~/lib/words';
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
  returnsSource:
    '10 साल के रिटर्न हमारी प्लान सूची के आँकड़े हैं; हमने अभी इन्हें हर बीमा कंपनी की नई फ़ंड फ़ैक्टशीट से नहीं मिलाया है, और असली आँकड़ा वही है। पिछला रिटर्न आगे के रिटर्न का वादा नहीं है, और मार्केट से जुड़े प्लान में निवेश का जोखिम होता है।',
  parentAge: 'आपकी उम्र',
  childAge: 'बच्चे की उम्र',
  income: 'सालाना आय',
  payout: 'अनुमानित भुगतान',
  payoutValue: (at8: number, at4: number) => `8% पर ${formatRupees(at8)} · 4% पर ${formatRupees(at4)}`,
  lifeCover: (cover: number) =>
    `${formatRupees(cover)} का इनबिल्ट लाइफ़ कवर; माता-पिता की मृत्यु होने पर बीमा कंपनी यह राशि देती है, बाकी प्रीमियम ख़ुद भरती है और फ़ंड बच्चे के लिए चलता रहता है ("ट्रिपल बेनिफ़िट")।`,
  yourTax: (perYear: number, total: number, years: number) =>
    perYear > 0
      ? `आप कितना टैक्स बचा सकते हैं: हर साल ${formatRupees(perYear)} तक, ${years} साल में ${formatRupees(total)} (पुरानी टैक्स व्यवस्था)।`
      : 'आप कितना टैक्स बचा सकते हैं: आपकी आय पर कुछ नहीं, क्योंकि धारा 87A की छूट से ₹5 लाख तक कोई टैक्स बनता ही नहीं (पुरानी व्यवस्था)।',
  projection: (yearly: number, years: number, childAgeAtEnd: number) =>
    `यह अनुमान हर साल ${formatRupees(yearly)} की बचत, ${years} साल तक (जब तक आपका बच्चा ${childAgeAtEnd} साल का न हो जाए), IRDAI की इलस्ट्रेशन दरों 8% और 4% प्रति वर्ष पर है, प्लान के चार्ज काटने से पहले। यूनिट-लिंक्ड प्लान में मार्केट का जोखिम होता है; यहाँ कोई भी रिटर्न पक्का नहीं है।`,
  incomes: {
    'Below ₹3 Lakhs': '₹3 लाख से कम',
    '₹3 - ₹5 Lakhs': '₹3 - ₹5 लाख',
    '₹5 - ₹10 Lakhs': '₹5 - ₹10 लाख',
    '₹10 - ₹20 Lakhs': '₹10 - ₹20 लाख',
    'Above ₹20 Lakhs': '₹20 लाख से ज़्यादा',
  },
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
  payoutLabel: 'एकमुश्त भुगतान',
  featuresLabel: 'फ़ीचर',
  chips: {
    'Triple Benefit': 'ट्रिपल बेनिफ़िट',
    'Instant Tax Receipt': 'तुरंत टैक्स रसीद',
    'Inbuilt Life Cover': 'इनबिल्ट लाइफ़ कवर',
    'Save Tax Upto ₹6.96 Lac': '₹6.96 लाख तक टैक्स बचाएँ',
  },
  getDetails: 'विवरण पाएँ',
  getDetailsOf: (plan: string) => `${plan} का विवरण पाएँ`,
  taxNoteTitle: '"₹6.96 लाख तक टैक्स बचाएँ" के बारे में',
  taxNote:
    'यह आँकड़ा अधिकतम सीमा है, ज़्यादातर परिवार इतना नहीं बचाते। साल में ₹1.5 लाख तक का प्रीमियम धारा 80C के तहत टैक्स वाली आय में से कटता है, सिर्फ़ पुरानी टैक्स व्यवस्था में (नई व्यवस्था, जो 2023-24 से डिफ़ॉल्ट है, 80C की छूट नहीं देती)। 30% स्लैब और 4% सेस पर इससे हर साल ₹46,800 तक बचते हैं, यानी 15 साल में लगभग ₹7 लाख। भुगतान धारा 10(10D) के तहत टैक्स-फ़्री है, जब सालाना प्रीमियम ₹2.5 लाख और लाइफ़ कवर के 10% के भीतर रहे।',
});
