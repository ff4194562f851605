// The employee group health form's, list's and compare page's words in Hindi (glossary: docs/hindi-glossary.md),
// the plans' own features and terms included; plan and insurer names stay as the insurers write them.
import { employeeMessages as m } from '@bimasetu/contract';
import { claimSourceHi } from '~/lib/claim-sources.hi';
import { formatRupees, formatRupeesShort, groupIndian, HINDI_UNITS } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type {} from './employee-words';

const count = (n: number) => groupIndian(n);

export default defineWords('hi', 'employee', {
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
  filters: 'फ़िल्टर',
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
    'प्रीमियम GST के बिना हैं और तब तक अनुमान हैं जब तक बीमा कंपनी आपकी टीम की उम्र देखकर कोटेशन नहीं देती। टीम का आकार प्रीमियम में शामिल है: 21 से 50 कर्मचारियों की टीम की तुलना में 7 से 20 की टीम प्रति कर्मचारी 12% ज़्यादा देती है, 51 से 200 की टीम 6% कम, 201 से 1,000 की टीम 12% कम और 1,000 से ज़्यादा की टीम 18% कम (यह हमारा अनुमान है, हर बीमा कंपनी के लिए एक जैसा); परिवार के हर सदस्य से प्रीमियम बढ़ता है।',
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
  sumInsuredShort: (amount: number) => formatRupeesShort(amount, HINDI_UNITS),
  hospitals: 'अस्पताल',
  hospitalCount: (hospitals: number | null, orMore: boolean) =>
    hospitals === null ? 'प्रकाशित नहीं' : `${count(hospitals)}${orMore ? '+' : ''}`,
  hospitalsWithSource: (hospitals: number | null, orMore: boolean, url: string, read: string) =>
    hospitals === null
      ? 'प्रकाशित नहीं'
      : `${count(hospitals)}${orMore ? '+' : ''} (बीमा कंपनी की वेबसाइट, ${url}, ${read} को देखी गई)`,
  hospitalsNote:
    'अस्पताल: बीमा कंपनी का पूरा कैशलेस नेटवर्क, जैसा उसकी अपनी वेबसाइट बताती है, पेज और हमारे देखने की तारीख के साथ; जहाँ उसकी अपनी साइट पर हमें संख्या नहीं मिली, वहाँ “प्रकाशित नहीं”। ग्रुप प्लान इसका एक हिस्सा ही दे सकता है: आपकी पॉलिसी के लिए बीमा कंपनी की सूची ही असली है।',
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
  teamDiscount: (percent: number, band: string) =>
    percent > 0
      ? `${band} वाली टीम के लिए प्रति कर्मचारी ${percent}% कम, प्रीमियम में पहले से शामिल (हमारा अनुमान, हर बीमा कंपनी के लिए एक जैसा)`
      : percent < 0
        ? `कोई नहीं: ${band} वाली टीम प्रति कर्मचारी ${-percent}% ज़्यादा देती है, प्रीमियम में पहले से शामिल`
        : 'कोई नहीं',
  features: {
    'Day 1 cover for pre-existing diseases': 'पहले से मौजूद बीमारियों का पहले दिन से कवर',
    'Maternity cover up to ₹50,000': '₹50,000 तक मैटरनिटी कवर',
    'No room rent limit': 'रूम रेंट की कोई सीमा नहीं',
    'Cashless claims in 2 hours': '2 घंटे में कैशलेस क्लेम',
    'Parents can be added': 'माता-पिता को जोड़ सकते हैं',
    'Ambulance cover ₹2,000': '₹2,000 तक एम्बुलेंस कवर',
    'Wellness programme': 'वेलनेस प्रोग्राम',
    'Tele-consultations': 'फ़ोन/वीडियो पर डॉक्टर से सलाह',
    'Pre and post hospitalisation 30/60 days': 'अस्पताल में भर्ती से 30 दिन पहले और 60 दिन बाद तक का कवर',
    'Mental health cover': 'मानसिक स्वास्थ्य कवर',
    'OPD add-on available': 'OPD ऐड-ऑन उपलब्ध',
    'No co-payment': 'कोई को-पेमेंट नहीं',
    'Day-care procedures': 'डे-केयर इलाज',
    'Annual health check-up': 'सालाना हेल्थ चेक-अप',
    'AYUSH treatment': 'आयुष (AYUSH) इलाज',
    'Maternity from day 1': 'पहले दिन से मैटरनिटी कवर',
    'New-born cover': 'नवजात शिशु का कवर',
    'Room rent up to 1% of cover': 'रूम रेंट कवर के 1% तक',
    'Cashless everywhere': 'हर अस्पताल में कैशलेस',
    'Global emergency cover': 'विदेश में इमरजेंसी का कवर',
    'Domiciliary treatment': 'घर पर इलाज का कवर',
    'Paperless claims': 'बिना कागज़ के क्लेम',
    'Covers COVID-19': 'COVID-19 का कवर',
    'No disease-wise limits': 'बीमारी के हिसाब से कोई सीमा नहीं',
    'Ambulance cover ₹1,500': '₹1,500 तक एम्बुलेंस कवर',
    'Pre-existing cover after 1 year': 'पहले से मौजूद बीमारियाँ 1 साल बाद कवर',
    'Health returns up to 30% of premium': 'प्रीमियम का 30% तक हेल्थ रिटर्न',
    'Chronic care programme': 'लंबी बीमारियों की देखभाल का प्रोग्राम',
    'OPD cover': 'OPD कवर',
    'Room rent up to 2% of cover': 'रूम रेंट कवर के 2% तक',
    'Cashless claims': 'कैशलेस क्लेम',
    'Maternity cover ₹75,000': '₹75,000 का मैटरनिटी कवर',
    'Worldwide emergency': 'दुनिया भर में इमरजेंसी कवर',
    'Preventive check-ups': 'बचाव के लिए हेल्थ चेक-अप',
    'Parents cover': 'माता-पिता का कवर',
    'Ambulance cover': 'एम्बुलेंस कवर',
    'Second opinion': 'दूसरे डॉक्टर की राय',
    'Organ donor cover': 'अंगदान करने वाले का कवर',
    'Annual check-up': 'सालाना चेक-अप',
    'Maternity cover ₹40,000': '₹40,000 का मैटरनिटी कवर',
  },
  recharges: {
    'Sum insured restored once a year': 'साल में एक बार बीमा राशि रीस्टोर',
    'Unlimited restore': 'असीमित रीस्टोर',
    'Restored once a year': 'साल में एक बार रीस्टोर',
    'Not available': 'उपलब्ध नहीं',
  },
  consumables: {
    Covered: 'कवर होते हैं',
    'Not covered': 'कवर नहीं होते',
    'Up to ₹5,000': '₹5,000 तक',
    'Up to ₹7,500': '₹7,500 तक',
    'Up to ₹10,000': '₹10,000 तक',
  },
  revisions: {
    'Yearly at renewal': 'हर साल रिन्यूअल पर',
    'Every 2 years': 'हर 2 साल में',
    'Every 3 years': 'हर 3 साल में',
  },
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
  claimSource: claimSourceHi,
});
