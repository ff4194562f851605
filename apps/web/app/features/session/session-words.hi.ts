// The login and sign-up screens' words in Hindi (glossary: docs/hindi-glossary.md).
import { loginMessages } from '@bimasetu/contract';
import { defineWords } from '~/lib/words';
import { signupMessages as m } from './signup-messages';
import type {} from './session-words';

export default defineWords('hi', 'session', {
  loginTitle: 'लॉग इन',
  loginIntro: 'अपना मोबाइल नंबर डालें, हम आपको एक वन-टाइम पासवर्ड (OTP) भेजेंगे।',
  newHere: 'BimaSetu पर नए हैं?',
  signUpLink: 'साइन अप करें',
  title: 'साइन अप',
  intro: 'अपना BimaSetu अकाउंट बनाइए। कोई पासवर्ड नहीं है: आप अपने मोबाइल पर भेजे गए वन-टाइम कोड से लॉग इन करते हैं।',
  nameLabel: 'पूरा नाम',
  emailLabel: 'ईमेल',
  emailHint: 'वैकल्पिक। सिर्फ़ आपकी प्रोफ़ाइल भरने के लिए।',
  submit: 'साइन अप करें',
  nextHeading: 'आगे क्या होगा',
  next: [
    'हम आपको लॉग इन पेज पर ले जाएँगे, जहाँ आपका मोबाइल नंबर पहले से भरा होगा। "OTP भेजें" दबाएँ, हम SMS से 4 अंकों का कोड भेजेंगे।',
    'कोड डालते ही आप लॉग इन हो जाएँगे। आपका नाम और ईमेल आपकी प्रोफ़ाइल में भर जाएँगे, जहाँ आप उन्हें जाँचकर सेव कर सकते हैं।',
    'लॉग इन करने तक हमें कुछ नहीं भेजा जाता; तब तक आपका नाम और ईमेल सिर्फ़ इसी डिवाइस पर रहते हैं।',
  ],
  already: 'पहले से रजिस्टर्ड हैं?',
  login: 'लॉग इन करें',
  messages: {
    [m.nameNeeded]: 'कृपया अपना नाम डालें',
    [m.nameTooLong]: 'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
    [m.emailInvalid]: 'कृपया सही ईमेल पता डालें',
    [loginMessages.invalidMobile]: 'सही 10 अंकों का मोबाइल नंबर डालें',
  },
});
