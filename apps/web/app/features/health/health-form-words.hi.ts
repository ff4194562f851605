// The health and family health quote forms' words in Hindi (glossary: docs/hindi-glossary.md). City names stay
// as the city list writes them (the search matches them).
import { healthLeadMessages as m } from '@bimasetu/contract';
import { defineWords } from '~/lib/words';
import { conditionWordsHi } from './condition-words.hi';
import type {} from './health-form-words';

const members: Record<string, string> = {
  Self: 'स्वयं',
  Wife: 'पत्नी',
  Husband: 'पति',
  Son: 'बेटा',
  Daughter: 'बेटी',
  Father: 'पिता',
  Mother: 'माता',
  Grandfather: 'दादा/नाना',
  Grandmother: 'दादी/नानी',
  'Father-in-law': 'ससुर',
  'Mother-in-law': 'सास',
};

/** "The age of …": Self is the visitor (आपकी), बेटा takes its oblique form; a second son is "बेटे 2". */
const ageOf = (member: string, nth = 1) =>
  member === 'Self'
    ? 'आपकी उम्र'
    : `${member === 'Son' ? 'बेटे' : (members[member] ?? member)}${nth > 1 ? ` ${nth}` : ''} की उम्र`;

export default defineWords('hi', 'healthForm', {
  title: {
    health: 'हेल्थ इंश्योरेंस',
    'family-health': 'फ़ैमिली हेल्थ इंश्योरेंस',
  },
  intro: {
    health: 'बताइए किसका बीमा करना है और आप कहाँ रहते हैं, फिर हेल्थ प्लान और प्रीमियम की तुलना करें।',
    'family-health': 'एक ही प्लान में पूरे परिवार को कवर करें। सदस्य और उनकी उम्र चुनें और फ़ैमिली फ़्लोटर प्लान देखें।',
  },
  submit: {
    health: 'प्लान देखें',
    'family-health': 'अपने कवरेज प्लान देखें',
  },
  yourGender: 'आपका लिंग',
  genders: { Male: 'पुरुष', Female: 'महिला' },
  whoToInsure: 'आप किसका बीमा करना चाहते हैं?',
  members,
  ageOf,
  selectAge: 'उम्र चुनें',
  ageUnits: { Days: 'दिन', Months: 'महीने', year: 'साल', years: 'साल' },
  yourCity: 'आपका शहर',
  searchCity: 'अपना शहर खोजें',
  noCity: 'कोई शहर नहीं मिला',
  cityPlaceholder: 'शहर का नाम लिखें',
  popularCity: 'या कोई प्रमुख शहर चुनें:',
  fullName: 'पूरा नाम',
  conditionsTitle: 'क्या किसी सदस्य को कोई बीमारी है?',
  conditions: conditionWordsHi,
  memberAge: (member: string, nth = 1) => `कृपया ${member === 'Self' ? 'अपनी उम्र' : ageOf(member, nth)} चुनें।`,
  addChild: (member: string) => (member === 'Son' ? 'एक और बेटा जोड़ें' : 'एक और बेटी जोड़ें'),
  removeChild: (member: string, nth: number) => `${members[member] ?? member} ${nth} हटाएँ`,
  childrenLimit: 'आप ज़्यादा से ज़्यादा 4 बच्चों का बीमा करा सकते हैं।',
  messages: {
    [m.memberRequired]: 'कृपया कम से कम एक सदस्य चुनें।',
    [m.childrenLimit]: 'आप ज़्यादा से ज़्यादा 4 बच्चों का बीमा करा सकते हैं।',
    [m.cityRequired]: 'कृपया अपना शहर चुनें।',
    [m.nameRequired]: 'नाम भरना ज़रूरी है।',
    [m.nameTooLong]: 'नाम ज़्यादा से ज़्यादा 50 अक्षरों का हो सकता है।',
    [m.nameLetters]: 'नाम में सिर्फ़ अक्षर हो सकते हैं।',
    [m.phoneInvalid]: 'सही 10 अंकों का मोबाइल नंबर डालें।',
    [m.conditionRequired]: 'कम से कम एक बीमारी चुनें (या "इनमें से कोई नहीं")।',
    [m.conditionExclusive]: '"इनमें से कोई नहीं" किसी और बीमारी के साथ नहीं चुना जा सकता।',
  },
});
