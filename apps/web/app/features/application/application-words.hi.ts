// The application form's words in Hindi (glossary: docs/hindi-glossary.md). Field labels by the field's key,
// sections by their English title, options by their value (the value sent stays the contract's English), the
// contract's field rules by their English text (`applicationRuleInHindi`).
import { applicationMessages as m } from '@bimasetu/contract';
import { formatRupees, HINDI_UNITS, lakhCroreWords } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type {} from './application-words';

const labels = {
  fullName: 'पूरा नाम',
  dob: 'जन्म तिथि',
  gender: 'लिंग',
  maritalStatus: 'वैवाहिक स्थिति',
  nationality: 'राष्ट्रीयता',
  pan: 'पैन (PAN)',
  aadhaar: 'आधार',
  address: 'पता',
  phone: 'फ़ोन नंबर',
  email: 'ईमेल',
  nomineeName: 'नॉमिनी का नाम',
  nomineeRelation: 'नॉमिनी से रिश्ता',
  nomineeDob: 'नॉमिनी की जन्म तिथि',
  plan: 'चुना गया प्लान',
  policyType: 'पॉलिसी का प्रकार',
  sumAssured: 'बीमा राशि (₹)',
  policyTerm: 'पॉलिसी अवधि (वर्ष)',
  paymentFrequency: 'प्रीमियम कितनी बार भरेंगे',
  occupation: 'पेशा',
  income: 'सालाना आय (₹)',
  employer: 'नियोक्ता (कंपनी)',
  education: 'शिक्षा',
  heightCm: 'लंबाई (सेमी)',
  weightKg: 'वज़न (किलो)',
  lifestyle: 'जीवनशैली (धूम्रपान, शराब, व्यायाम)',
  existingIllness: 'मौजूदा बीमारी',
  familyHistory: 'परिवार में बीमारियों का इतिहास',
  vehicleType: 'वाहन का प्रकार',
  brand: 'ब्रांड',
  model: 'मॉडल',
  fuelType: 'ईंधन का प्रकार',
  variant: 'वेरिएंट',
  regYear: 'रजिस्ट्रेशन का वर्ष',
  regMonth: 'रजिस्ट्रेशन का महीना',
  commercialActivity: 'क्या वाहन व्यावसायिक काम में इस्तेमाल होता है?',
};

/** The contract's rules of the application's fields (packages/contract schemas), said after the field's name. */
const RULES: Record<string, string> = {
  'is required': 'भरना ज़रूरी है',
  'must be exactly 10 digits': 'ठीक 10 अंकों का होना चाहिए',
  'must contain only letters and spaces': 'में सिर्फ़ अक्षर और स्पेस हो सकते हैं',
  'must start with 6, 7, 8 or 9': '6, 7, 8 या 9 से शुरू होना चाहिए',
  'must be a real date written dd/mm/yyyy': 'dd/mm/yyyy में सही तारीख़ होनी चाहिए',
  'must not be in the future': 'आने वाली तारीख़ नहीं हो सकती',
  'must be one of the listed choices': 'के लिए सूची में से कोई विकल्प चुनें',
  'must not contain control characters': 'में कंट्रोल कैरेक्टर नहीं हो सकते',
  'must be a valid email address': 'सही ईमेल पता होना चाहिए',
  'must be a number of years from 1 to 99': '1 से 99 वर्ष के बीच होनी चाहिए',
  'must be exactly 12 digits': 'ठीक 12 अंकों का होना चाहिए',
  'must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F)':
    'में 5 अक्षर, 4 अंक और 1 अक्षर होने चाहिए (जैसे ABCDE1234F)',
};
const PATTERNS: [RegExp, (n: string) => string][] = [
  [/^must be one of: /, () => RULES['must be one of the listed choices']!],
  [/^must be at most (\d+) characters$/, (n) => `ज़्यादा से ज़्यादा ${n} अक्षरों का हो सकता है`],
  [/^must be digits only, at most (\d+)$/, (n) => `में सिर्फ़ अंक हों, ज़्यादा से ज़्यादा ${n}`],
  [/^must be a year from the last (\d+) years$/, (n) => `पिछले ${n} वर्षों में से कोई वर्ष होना चाहिए`],
  [
    /^must be a whole number of centimetres from (\d+ to \d+)$/,
    (n) => `${n.replace(' to ', ' से ')} सेमी के बीच पूरी संख्या होनी चाहिए`,
  ],
  [
    /^must be a whole number of kilograms from (\d+ to \d+)$/,
    (n) => `${n.replace(' to ', ' से ')} किलो के बीच पूरी संख्या होनी चाहिए`,
  ],
];

/** A field rule of the contract in Hindi, or undefined for one not translated (a test lists them all). */
export function applicationRuleInHindi(rule: string): string | undefined {
  if (RULES[rule]) return RULES[rule];
  for (const [pattern, say] of PATTERNS) {
    const found = pattern.exec(rule);
    if (found) return say(found[1] ?? '');
  }
  return undefined;
}

export default defineWords('hi', 'application', {
  pageTitle: 'सबसे अच्छी पॉलिसी के सुझाव',
  pageIntro:
    'अपने बारे में और आपको जितना कवर चाहिए, उसके बारे में बताइए। हमारे सलाहकार आपके लिए सबसे अच्छी पॉलिसी सुझाएँगे।',
  submit: 'आवेदन भेजें',
  sectionProgress: (index: number, total: number) => `भाग ${index} / ${total}`,
  draftKept: 'आप यहाँ जो भरते हैं, वह भेजने तक इसी ब्राउज़र टैब में रखा रहता है, इसलिए पेज रीलोड करने पर कुछ नहीं खोता।',
  chosenPlan: 'चुना गया प्लान',
  removePlan: 'प्लान हटाएँ',
  loginOffer: 'क्या आपका अकाउंट है? ',
  logIn: 'लॉग इन करें',
  loginOfferAfter:
    ', आप अपने भरे हुए जवाबों के साथ इसी फ़ॉर्म पर लौट आएँगे; या सीधे आवेदन भेजें: तब हम OTP से आपके फ़ोन की पुष्टि करेंगे।',
  followInTracker: 'अपने अनुरोध की जानकारी यहाँ देखें: ',
  followAfterLogin: 'अपने दिए गए फ़ोन नंबर से लॉग इन करके अनुरोध की जानकारी यहाँ देखें: ',
  tracker: 'मेरे अनुरोध की स्थिति',
  labels,
  errorLabels: {
    ...labels,
    nomineeRelation: 'नॉमिनी से रिश्ता',
    sumAssured: 'बीमा राशि',
    policyTerm: 'पॉलिसी अवधि',
    income: 'सालाना आय',
    employer: 'नियोक्ता',
    heightCm: 'लंबाई',
    weightKg: 'वज़न',
    lifestyle: 'जीवनशैली',
    commercialActivity: 'व्यावसायिक इस्तेमाल',
  },
  coverNames: {
    'sum-insured': ['बीमा राशि (₹)', 'बीमा राशि'],
    idv: ['IDV, बीमित घोषित मूल्य (₹)', 'बीमित मूल्य (IDV)'],
  },
  sections: {
    'Personal Details': 'व्यक्तिगत जानकारी',
    'Policy Details': 'पॉलिसी की जानकारी',
    'Motor Insurance Details': 'मोटर इंश्योरेंस की जानकारी',
    'Health & Lifestyle': 'सेहत और जीवनशैली',
    'Occupation & Income': 'पेशा और आय',
    'Education, Height & Weight': 'शिक्षा, लंबाई और वज़न',
    Nominee: 'नॉमिनी',
  },
  options: {
    Male: 'पुरुष',
    Female: 'महिला',
    Other: 'अन्य',
    Single: 'अविवाहित',
    Married: 'विवाहित',
    Divorced: 'तलाक़शुदा',
    Widowed: 'विधवा/विधुर',
    Spouse: 'पति/पत्नी',
    Parent: 'माता/पिता',
    Child: 'बच्चा',
    Sibling: 'भाई/बहन',
    Friend: 'दोस्त',
    Life: 'लाइफ़',
    Term: 'टर्म',
    Health: 'हेल्थ',
    'Motor Insurance': 'मोटर इंश्योरेंस',
    Home: 'होम इंश्योरेंस',
    Monthly: 'मासिक',
    Quarterly: 'तिमाही',
    Yearly: 'सालाना',
    Salaried: 'नौकरीपेशा',
    'Self-Employed': 'स्व-रोज़गार',
    'Business Owner': 'व्यवसाय के मालिक',
    Student: 'विद्यार्थी',
    Retired: 'सेवानिवृत्त',
    '2 Wheeler': 'टू-व्हीलर',
    '4 Wheeler': 'फ़ोर-व्हीलर',
    Petrol: 'पेट्रोल',
    Diesel: 'डीज़ल',
    Electric: 'इलेक्ट्रिक',
    CNG: 'सीएनजी',
    January: 'जनवरी',
    February: 'फ़रवरी',
    March: 'मार्च',
    April: 'अप्रैल',
    May: 'मई',
    June: 'जून',
    July: 'जुलाई',
    August: 'अगस्त',
    September: 'सितंबर',
    October: 'अक्टूबर',
    November: 'नवंबर',
    December: 'दिसंबर',
    'Below 10th': '10वीं से कम',
    '10th pass': '10वीं पास',
    '12th pass': '12वीं पास',
    Diploma: 'डिप्लोमा',
    Graduate: 'स्नातक',
    'Post-graduate': 'स्नातकोत्तर',
    Yes: 'हाँ',
    No: 'नहीं',
  },
  choosePolicyType: 'कृपया पॉलिसी का प्रकार चुनें',
  fieldError: (label: string, rule: string) => {
    const said = applicationRuleInHindi(rule);
    return said ? `${label} ${said}` : `${label} सही नहीं है`;
  },
  amountHint: 'रुपये में, जैसे 12,00,000 या 12 लाख',
  amountEcho: (rupees: number) =>
    rupees >= 100_000
      ? `यानी ${formatRupees(rupees)} (${lakhCroreWords(rupees, HINDI_UNITS)})`
      : `यानी ${formatRupees(rupees)}`,
  amountUnreadable: (label: string) =>
    `${label} को हम राशि के रूप में नहीं पढ़ सके। रुपये में लिखें, जैसे 12,00,000, 12 लाख या 1.2 करोड़।`,
  yourQuote: 'आपका कोटेशन',
  byInsurer: (insurer: string) => `बीमा कंपनी: ${insurer}`,
  per: { month: '/महीना', quarter: '/तिमाही', year: '/वर्ष', employee: '/कर्मचारी / वर्ष' },
  pricedFor: (inputs: string) => `प्रीमियम इन जवाबों पर आधारित है: ${inputs.replace(/[.।]$/, '')}।`,
  priceSource: (rateVersion: string) =>
    `आपके जवाबों से आपके ब्राउज़र में हमारी रेट टेबल ${rateVersion} से निकाला गया; बीमा कंपनी की जाँच के बाद सलाहकार अंतिम प्रीमियम की पुष्टि करते हैं।`,
  serverPriceSource: (rateVersion: string, on: string) =>
    `BimaSetu ने ${on} को आपके जवाबों से हमारी रेट टेबल ${rateVersion} से निकाला: आपका आवेदन इसी प्रीमियम के साथ भेजा जाएगा। बीमा कंपनी की जाँच के बाद सलाहकार अंतिम प्रीमियम की पुष्टि करते हैं।`,
  changedFromQuote: (labels: string) =>
    `आपने अपने कोटेशन में से ${labels} बदला है। ऊपर का प्रीमियम अब भी आपके कोटेशन के जवाबों के लिए है; बदलाव का प्रीमियम आपके सलाहकार बताएँगे।`,
  priceUnavailable: 'हमारे पास मौजूद जानकारी से इस प्लान का प्रीमियम नहीं निकल सका। सलाहकार आपको इसका कोटेशन देंगे।',
  priceNeedsDob: 'नीचे अपनी जन्म तिथि डालें, हम तुरंत इस प्लान का आपका प्रीमियम दिखाएँगे।',
  goToDob: 'जन्म तिथि डालें',
  priceNotOffered:
    'इस फ़ॉर्म में दी गई जन्मतिथि और जानकारी के लिए यह प्लान उपलब्ध नहीं है। इन्हें जाँच लें, या वापस जाकर कोई दूसरा प्लान चुनें।',
  withGst: (total: number) => `18% GST के साथ ${formatRupees(total)}`,
  perYearOfPolicy: (perYear: number) => `${formatRupees(perYear)} प्रति वर्ष`,
  childSaving: (lifeCover: number) => `प्लान चलने तक ${formatRupees(lifeCover)} का लाइफ़ कवर`,
  coverAboveIncome: (cover: number, times: number, multiple: number, allowed: number) =>
    `${formatRupees(cover)} का कवर आपकी बताई सालाना आय का ${times} गुना है। बीमा कंपनियाँ अपने अंडरराइटिंग नियमों से टर्म कवर को आय के एक गुणज तक सीमित रखती हैं, जिसे वे हर प्लान के लिए प्रकाशित नहीं करतीं; BimaSetu की गाइड आपकी उम्र में आय के ${multiple} गुना (${formatRupees(allowed)}) से ज़्यादा कवर पर ध्यान दिलाती है। बीमा कंपनी आय का प्रमाण माँग सकती है या कम कवर दे सकती है; आप यह आवेदन फिर भी भेज सकते हैं।`,
  fromQuote: 'आपके कोटेशन से',
  change: 'बदलें',
  changeLabel: (label: string) => `${label} बदलें`,
  plate: 'रजिस्ट्रेशन नंबर',
  newVehicle: 'नया वाहन (अभी रजिस्टर नहीं हुआ)',
  confirmedTitle: 'आवेदन मिल गया',
  referenceIs: 'आपका रेफ़रेंस नंबर',
  requestIdIs: 'आपका अनुरोध नंबर',
  whatNext: 'आगे क्या होगा',
  nextSteps: [
    'एक कामकाजी दिन के भीतर सलाहकार आपके दिए फ़ोन नंबर पर कॉल करके प्लान और बीमा कंपनी के सवालों पर बात करेंगे।',
    'हमारे सलाहकार सोमवार से शनिवार, सुबह 9 से शाम 7 बजे (IST) तक काम करते हैं। शाम 7 बजे के बाद, रविवार को या सार्वजनिक छुट्टी के दिन भेजे गए आवेदन पर अगले कामकाजी दिन कॉल किया जाता है।',
    'अंतिम प्रीमियम तय करने से पहले बीमा कंपनी दस्तावेज़ या मेडिकल जाँच माँग सकती है; प्रीमियम बदले तो सलाहकार आपको बताएँगे कि क्यों।',
  ],
  trackIt: 'इस अनुरोध की जानकारी यहाँ देखें: ',
  another: 'नया आवेदन शुरू करें',
  messages: {
    [m.success]: 'बीमा आवेदन सफलतापूर्वक भेज दिया गया!',
    [m.failed]: 'बीमा आवेदन नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  },
});
