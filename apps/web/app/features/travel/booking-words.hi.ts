// The travel booking's words in Hindi (glossary: docs/hindi-glossary.md). Names, passport numbers and country
// names stay as typed; the values sent to the server stay the contract's English.
import { apiMessages as api, bookingMessages as m } from '@bimasetu/contract';
import { formatRupees } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type {} from './booking-words';

export default defineWords('hi', 'travelBooking', {
  title: 'अपना ट्रैवल इंश्योरेंस बुक करें',
  intro:
    'तीन छोटे चरण: हर यात्री की जानकारी पासपोर्ट के अनुसार, पिछले 20 साल में पता चली कोई बीमारी, फिर हर यात्री के प्रीमियम के साथ सारांश। इसके बाद हमारे सलाहकार कन्फ़र्म करने और भुगतान के लिए कॉल करेंगे।',
  loading: 'आपकी यात्रा की जानकारी लोड हो रही है…',
  noTrip: 'पहले अपनी यात्रा के बारे में बताइए: आप कहाँ जा रहे हैं, कब, और कौन-कौन यात्रा कर रहा है।',
  enterTrip: 'यात्रा की जानकारी भरें',
  noPlan: 'बुक करने के लिए कोई प्लान चुनें।',
  seePlans: 'ट्रैवल प्लान देखें',
  stepsLabel: 'बुकिंग के चरण',
  steps: ['निजी जानकारी', 'मेडिकल हिस्ट्री', 'सारांश'],
  stepNumber: (n: number) => `चरण ${n}`,
  back: 'पीछे',
  backToPlans: 'प्लान पर वापस',
  continue: 'आगे बढ़ें',
  confirm: 'बुकिंग कन्फ़र्म करें',
  failed: 'हम आपकी बुकिंग सेव नहीं कर पाए। कृपया दोबारा कोशिश करें।',
  done: 'बुकिंग का अनुरोध मिल गया',
  referenceBefore: 'आपका रेफ़रेंस नंबर ',
  referenceAfter: ' है।',
  whatNext: (plan: string, count: number) =>
    `हमारे सलाहकार ${count} यात्री के लिए ${plan} कन्फ़र्म करने और भुगतान पूरा करने के लिए आपसे संपर्क करेंगे। रेफ़रेंस नंबर संभालकर रखें।`,
  backHome: 'होम पेज पर वापस',
  traveller: (n: number, age: string | undefined) => `यात्री ${n}${age ? ` (उम्र ${age})` : ''}`,
  fullName: 'पूरा नाम (पासपोर्ट के अनुसार)',
  gender: 'लिंग',
  select: 'चुनें',
  dob: 'जन्म तिथि',
  nationality: 'राष्ट्रीयता',
  visaType: 'वीज़ा का प्रकार',
  passport: 'पासपोर्ट नंबर',
  pan: 'PAN (ज़रूरी नहीं)',
  mobile: 'मोबाइल नंबर',
  nominee: 'नॉमिनी का नाम',
  relation: 'नॉमिनी से रिश्ता',
  genders: { Male: 'पुरुष', Female: 'महिला', Other: 'अन्य' },
  visaTypes: {
    'Tourist/Visitor Visa': 'टूरिस्ट/विज़िटर वीज़ा',
    'Student Visa': 'स्टूडेंट वीज़ा',
    'Work Visa': 'वर्क वीज़ा',
  },
  relations: { Parent: 'माता/पिता', Spouse: 'पति/पत्नी', Child: 'बच्चा' },
  medicalIntro:
    'पिछले 20 साल में जिस भी बीमारी का पता चला हो, उस पर टिक करें और साल चुनें। कोई बीमारी न हो तो कुछ भी टिक न करें।',
  medicalOf: (name: string, n: number) => `${name || `यात्री ${n}`}: मेडिकल हिस्ट्री`,
  diseases: {
    Diabetes: 'डायबिटीज़',
    'High Blood Pressure': 'हाई ब्लड प्रेशर',
    'Heart Disease': 'दिल की बीमारी',
    Asthma: 'अस्थमा',
    'Thyroid Disorder': 'थायरॉइड',
    'Kidney Disease': 'किडनी की बीमारी',
    Cancer: 'कैंसर',
    Other: 'अन्य',
  },
  yearDiagnosed: (disease: string) => `किस साल पता चला (${disease})`,
  selectYear: 'साल चुनें',
  plan: 'प्लान',
  destinations: 'देश',
  travelDates: 'यात्रा की तारीख़ें',
  dates: (from: string, to: string) => `${from} से ${to} तक`,
  sumInsured: 'बीमा राशि',
  medicalCover: (amount: string) => `${amount} मेडिकल`,
  travellers: 'यात्री',
  name: 'नाम',
  passportColumn: 'पासपोर्ट',
  premium: 'प्रीमियम',
  total: (count: number) => `कुल, ${count} यात्री के लिए`,
  gstLine: (gst: number) =>
    gst > 0
      ? `प्रीमियम में ${formatRupees(gst)} GST (18%) शामिल है।`
      : 'कोई GST नहीं: 22/09/2025 से अपने या अपने परिवार के ट्रैवल बीमा पर GST नहीं लगता।',
  agedFromDob: 'हर यात्री का प्रीमियम यात्रा के पहले दिन की उम्र से तय होता है, जो जन्म तिथि से निकाली जाती है।',
  phone: {
    title: 'बुकिंग कन्फ़र्म करने के लिए अपना फ़ोन वेरिफ़ाई करें',
    intro: (mobile: string) =>
      `हम बुकिंग सिर्फ़ उसी फ़ोन नंबर के लिए रखते हैं जिसे उसके मालिक ने कन्फ़र्म किया हो। हम पहले यात्री के मोबाइल +91 ${mobile} पर एक OTP भेजेंगे; इससे आप लॉग इन भी हो जाएँगे, ताकि "मेरे अनुरोध की स्थिति" में अपनी बुकिंग देख सकें।`,
    kept: 'आपने जो यात्री और जवाब भरे हैं, वे वैसे ही रहेंगे।',
    send: 'OTP भेजें',
    verify: 'OTP वेरिफ़ाई करें और कन्फ़र्म करें',
    codeSent: 'SMS से भेजा गया OTP डालें।',
    changePhone: 'मोबाइल नंबर बदलें',
  },
  messages: {
    [m.fullName]: 'पासपोर्ट के अनुसार पूरा नाम डालें (सिर्फ़ अक्षर और स्पेस)।',
    [m.gender]: 'लिंग चुनें।',
    [m.dob]: 'सही जन्म तिथि dd/mm/yyyy में डालें।',
    [m.nationality]: 'राष्ट्रीयता डालें।',
    [m.visaType]: 'वीज़ा का प्रकार चुनें।',
    [m.passport]: 'सही पासपोर्ट नंबर डालें (6 से 9 अक्षर या अंक)।',
    [m.pan]: 'सही PAN डालें, जैसे ABCDE1234F।',
    [m.mobile]: 'सही 10 अंकों का मोबाइल नंबर डालें।',
    [m.nominee]: 'नॉमिनी का नाम डालें (सिर्फ़ अक्षर और स्पेस)।',
    [m.relation]: 'नॉमिनी से रिश्ता चुनें।',
    [m.diseaseYear]: 'चुनें कि बीमारी का पता किस साल चला।',
    [api.bookingMobileNotYours]:
      'पहले यात्री का मोबाइल नंबर वही होना चाहिए जिससे आपने लॉग इन किया है। कृपया उसी नंबर से लॉग इन करें।',
    [api.bookingLoginRequired]: 'बुकिंग से पहले OTP से अपना मोबाइल नंबर वेरिफ़ाई करें',
  },
});
