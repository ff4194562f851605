// The employee group health form's, list's and compare page's words in Hindi (glossary: docs/hindi-glossary.md).
import { employeeMessages as m } from '@bimasetu/contract';
import { formatRupees, groupIndian } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type {} from './employee-words';

const count = (n: number) => groupIndian(n);

defineWords('hi', 'employee', {
  formTitle: 'कर्मचारियों के लिए ग्रुप हेल्थ इंश्योरेंस',
  formIntro: 'अपनी टीम और उनके परिवारों को कवर करें। हमें अपनी कंपनी के बारे में बताइए।',
  whomToInsure: 'आप किसका बीमा करवाना चाहते हैं?',
  insureOptions: {
    'Employees only': 'सिर्फ़ कर्मचारी',
    'Employees and their families': 'कर्मचारी और उनके परिवार',
  },
  totalEmployees: 'कर्मचारियों की कुल संख्या',
  firstPolicy: 'क्या यह आपकी पहली ग्रुप हेल्थ पॉलिसी है?',
  buyingStatuses: {
    'Buying for the first time': 'पहली बार ख़रीद रहे हैं',
    'Renewing an existing policy': 'मौजूदा पॉलिसी रिन्यू कर रहे हैं',
  },
  companyName: 'कंपनी का नाम',
  viewPlans: 'प्लान देखें',
  listTitle: 'कर्मचारियों के लिए ग्रुप हेल्थ प्लान',
  panelTitle: 'आपकी टीम',
  teamSize: 'कर्मचारियों की संख्या',
  coverage: 'किसका बीमा करना है',
  familyCoverage: 'परिवार के कौन-से सदस्य',
  bands: {
    '7-20': '7 से 20 कर्मचारी',
    '21-50': '21 से 50 कर्मचारी',
    '51-200': '51 से 200 कर्मचारी',
    '201-1000': '201 से 1,000 कर्मचारी',
    '1000+': '1,000 से ज़्यादा कर्मचारी',
  },
  coverages: {
    employees: 'सिर्फ़ कर्मचारी',
    family: 'कर्मचारी, पति/पत्नी और बच्चे',
    'family-parents': 'कर्मचारी, पति/पत्नी, बच्चे और माता-पिता',
  },
  fromForm: 'आपके जवाबों के अनुसार',
  employeesTold: (n: number, bandLabel: string) =>
    `${count(n)} कर्मचारी (${bandLabel} वाली टीम के रूप में प्रीमियम)`,
  insureTold: { employees: 'सिर्फ़ कर्मचारी', families: 'कर्मचारी और उनके परिवार' },
  changeAnswers: 'अपने जवाब बदलें',
  pricedFor: (band: string, coverage: string) =>
    `प्रीमियम: ${coverage} के लिए, ${band} वाली टीम, हर कर्मचारी के लिए प्रति वर्ष।`,
  profileNote: 'जब तक आप अपनी टीम के बारे में नहीं बताते, हमने 21 से 50 कर्मचारियों की टीम (सिर्फ़ कर्मचारी) मानी है।',
  estimate:
    'प्रीमियम GST के बिना हैं और तब तक अनुमान हैं जब तक बीमा कंपनी आपकी टीम की उम्र देखकर कोटेशन नहीं देती; बड़ी टीम में प्रति व्यक्ति प्रीमियम कम होता है, और परिवार के हर सदस्य से प्रीमियम बढ़ता है।',
  discountNote:
    '(बीमा कंपनी का ऑफ़र, जैसा हमारी सूची में दर्ज है; यह ऊपर के अनुमान में शामिल नहीं है, बीमा कंपनी कोटेशन देते समय इसकी पुष्टि करती है)',
  withGst: (total: number) => `18% GST के साथ ${formatRupees(total)}`,
  claimLegend: 'क्लेम सेटलमेंट रेशियो',
  claimChoices: { 0: 'सभी प्लान', 95: '95% से ज़्यादा', 97: '97% से ज़्यादा' },
  claimLabel: 'निपटाए गए क्लेम',
  claimNote:
    'निपटाए गए क्लेम: बीमा कंपनी के हेल्थ क्लेम का वह हिस्सा जो 3 महीने के भीतर चुकाया गया, IRDAI Handbook on Indian Insurance Statistics 2023-24 (वित्त वर्ष 2023-24) से। IRDAI सिर्फ़ हेल्थ बीमा बेचने वाली कंपनियों के लिए ही हेल्थ का अलग आँकड़ा देता है; बाकी कंपनियों का आँकड़ा मोटर, ट्रैवल वगैरह को भी मिलाकर होता है, इसलिए वहाँ हम "सिर्फ़ हेल्थ का आँकड़ा प्रकाशित नहीं" दिखाते हैं।',
  incurredLabel: 'इनकर्ड क्लेम रेशियो',
  withoutFigure: (n: number, above: number) =>
    `${count(n)} प्लान "${above}% से ज़्यादा" में नहीं दिखाए गए, क्योंकि उनकी बीमा कंपनी का हेल्थ क्लेम सेटलमेंट आँकड़ा प्रकाशित नहीं है: हम नहीं कह सकते कि वह ${above}% से ज़्यादा है।`,
  noneAbove: (above: number, best: string) =>
    `इस सूची की किसी भी बीमा कंपनी का प्रकाशित हेल्थ क्लेम सेटलमेंट आँकड़ा ${above}% से ज़्यादा नहीं है। सबसे ज़्यादा ${best} है।`,
  showAll: 'सभी प्लान दिखाएँ',
  getDetails: 'विवरण पाएँ',
  getDetailsOf: (plan: string) => `${plan} का विवरण पाएँ`,
  sortOrder: 'प्रीमियम, सबसे कम पहले',
  sumInsured: 'बीमा राशि',
  hospitals: 'अस्पताल',
  perEmployeeYear: ' प्रति कर्मचारी / वर्ष',
  addToCompare: 'तुलना में जोड़ें',
  remove: 'हटाएँ',
  addLabel: (plan: string) => `तुलना में जोड़ें: ${plan}`,
  removeLabel: (plan: string) => `${plan} को तुलना से हटाएँ`,
  plansToCompare: 'तुलना के लिए चुने गए प्लान',
  selectedOf: (n: number) => `3 में से ${n} चुने गए:`,
  compareNow: 'अभी तुलना करें',
  compareTitle: 'प्लान की तुलना करें',
  compareRows: {
    premium: 'प्रति कर्मचारी / वर्ष प्रीमियम',
    sumInsured: 'बीमा राशि',
    hospitals: 'नेटवर्क अस्पताल',
    claimRatio: 'क्लेम सेटलमेंट रेशियो',
    incurred: 'इनकर्ड क्लेम रेशियो',
    discount: 'छूट',
    recharge: 'बीमा राशि रीचार्ज',
    consumables: 'कंज़्यूमेबल्स',
    revision: 'प्रीमियम में बदलाव',
    features: 'फ़ीचर',
  },
  noDiscount: 'कोई नहीं',
  back: 'वापस',
  goBack: 'वापस जाएँ',
  messages: {
    [m.mobile]: 'सही 10 अंकों का मोबाइल नंबर डालें',
    [m.insureOption]: 'कृपया चुनें कि आप किसका बीमा करवाना चाहते हैं',
    [m.totalEmployees]: 'कर्मचारियों की सही संख्या डालें',
    [m.isFirstTime]: 'कृपया बताएँ कि आप पहली बार ख़रीद रहे हैं या रिन्यू कर रहे हैं',
    [m.companyName]: 'अपनी कंपनी का नाम डालें',
    [m.city]: 'सूची में से सही शहर चुनें',
    [m.noCity]: 'कोई शहर नहीं मिला',
    [m.compareLimit]: 'आप ज़्यादा से ज़्यादा 3 प्लान की तुलना कर सकते हैं।',
    [m.compareEmpty]: 'तुलना के लिए कोई प्लान नहीं चुना गया।',
  },
});
