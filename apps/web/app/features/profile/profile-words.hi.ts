// The Profile screen's words in Hindi (glossary: docs/hindi-glossary.md). What the customer typed stays as typed.
import { apiMessages as api, profileMessages as m } from '@bimasetu/contract';
import { defineWords } from '~/lib/words';
import type {} from './profile-words';

export default defineWords('hi', 'profile', {
  title: 'प्रोफ़ाइल',
  intro: 'आपकी जानकारी और आपका नॉमिनी, जिनसे आवेदन जल्दी भरे जाते हैं।',
  loginPrompt: 'अपनी प्रोफ़ाइल देखने के लिए अपने मोबाइल नंबर से लॉग इन करें।',
  login: 'लॉग इन',
  loading: 'आपकी प्रोफ़ाइल लोड हो रही है…',
  loadFailed: 'आपकी प्रोफ़ाइल लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  noProfile: 'आपने अभी तक प्रोफ़ाइल नहीं बनाई है। अपनी जानकारी भरें और सेव करें दबाएँ।',
  saved: 'प्रोफ़ाइल सेव हो गई',
  myData: 'मेरा डेटा और प्राइवेसी',
  myDataHint: 'अपनी सहमतियाँ देखें और वापस लें, अपना डेटा डाउनलोड करें या अपना अकाउंट मिटाएँ।',
  labels: {
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    mobile: 'मोबाइल नंबर',
    email: 'ईमेल',
    aadharno: 'आधार नंबर',
    pancard: 'पैन',
    nomineeName: 'नॉमिनी का नाम',
    nomineeRelation: 'नॉमिनी से रिश्ता',
    nomineeDob: 'नॉमिनी की जन्म तिथि',
  },
  edit: 'बदलें',
  save: 'सेव करें',
  cancel: 'रद्द करें',
  mobileHint: 'आपका लॉग इन नंबर',
  aadhaarMasked: 'सेव किया गया नंबर छिपाकर दिखाया गया है। बदलने के लिए नया 12 अंकों का नंबर लिखें।',
  aadhaarHint: '12 अंक',
  panHint: 'जैसे ABCDE1234F',
  selectRelation: 'रिश्ता चुनें',
  relations: {
    Spouse: 'पति/पत्नी',
    Parent: 'माता/पिता',
    Child: 'संतान',
    Sibling: 'भाई/बहन',
    Friend: 'मित्र',
  },
  dateHint: 'dd/mm/yyyy (दिन/महीना/साल)',
  rules: {
    'is required': (label: string) => `${label} भरना ज़रूरी है`,
    'must contain only letters and spaces': (label: string) => `${label} में सिर्फ़ अक्षर और स्पेस हो सकते हैं`,
    'must be exactly 12 digits': (label: string) => `${label} 12 अंकों का होना चाहिए`,
    'must be exactly 10 digits': (label: string) => `${label} 10 अंकों का होना चाहिए`,
    'must start with 6, 7, 8 or 9': (label: string) => `${label} 6, 7, 8 या 9 से शुरू होना चाहिए`,
    'must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F)': (label: string) =>
      `${label} में 5 अक्षर, 4 अंक और 1 अक्षर होने चाहिए (जैसे ABCDE1234F)`,
    'must be a valid email address': (label: string) => `${label} में सही ईमेल पता डालें`,
    'must be a real date written dd/mm/yyyy': (label: string) => `${label} में dd/mm/yyyy के रूप में सही तारीख़ डालें`,
    'must not be in the future': (label: string) => `${label} आगे की तारीख़ नहीं हो सकती`,
    'must be one of the listed choices': (label: string) => `${label} के लिए सूची में से एक चुनें`,
    'must be one of: Spouse, Parent, Child, Sibling, Friend': (label: string) =>
      `${label} के लिए सूची में से एक चुनें`,
    'must not contain control characters': (label: string) => `${label} में कंट्रोल कैरेक्टर नहीं हो सकते`,
  },
  tooLong: (label: string, max: number) => `${label} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`,
  messages: {
    [m.mobileLocked]: 'फ़ोन नंबर बदला नहीं जा सकता।',
    [m.saveFailed]: 'आपकी प्रोफ़ाइल सेव नहीं हो सकी। कृपया फिर से कोशिश करें।',
    [api.profileCreated]: 'प्रोफ़ाइल बन गई',
    [api.profileUpdated]: 'प्रोफ़ाइल अपडेट हो गई',
    [api.profileNotFound]: 'प्रोफ़ाइल नहीं मिली',
    [api.aadhaarMaskMismatch]: 'आधार नंबर: यह 12 अंकों का होना चाहिए',
  },
});
