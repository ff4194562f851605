// The travel quote form's words in Hindi (glossary: docs/hindi-glossary.md). Countries show their Hindi names
// (contract `COUNTRY_NAMES`), and a search finds them by Hindi or English names.
import { bookingMessages, travelMessages as m } from '@bimasetu/contract';
import { TRAVEL_MAX_DAYS } from '@bimasetu/contract/rating';
import { defineWords } from '~/lib/words';
import type {} from './travel-form-words';

export default defineWords('hi', 'travelForm', {
  title: 'ट्रैवल इंश्योरेंस',
  intro: 'अपनी यात्रा के बारे में बताइए और प्रमुख बीमा कंपनियों के प्लान की तुलना करें।',
  where: 'आप कहाँ यात्रा कर रहे हैं?',
  whereHint: 'देश का नाम हिंदी या अंग्रेज़ी में लिखें और सूची से चुनें',
  chosen: 'चुने गए देश',
  remove: (country: string) => `${country} हटाएँ`,
  countryPlaceholder: 'जैसे थाईलैंड या दुबई',
  startDate: 'यात्रा शुरू होने की तारीख़',
  endDate: 'यात्रा ख़त्म होने की तारीख़',
  travellers: 'यात्री',
  travellerCount: (count: number) => `${count} यात्री`,
  ages: (ages: string) => ` · उम्र ${ages}`,
  addAges: ' · उम्र जोड़ें',
  submit: 'प्लान देखें',
  dialogTitle: 'कौन यात्रा कर रहा है?',
  dialogIntro: 'चुनें कि कितने लोग यात्रा कर रहे हैं और हर एक की उम्र।',
  done: 'हो गया',
  close: 'बंद करें',
  howMany: 'यात्रियों की संख्या',
  fewer: 'एक यात्री कम',
  more: 'एक यात्री और',
  counted: (count: number) => `${count} यात्री`,
  travellerAge: (n: number) => `यात्री ${n} की उम्र`,
  selectAge: 'उम्र चुनें',
  underOne: '1 साल से कम',
  age: (years: string) => `${years} साल`,
  conditionQuestion: 'क्या किसी यात्री को पहले से कोई बीमारी है?',
  yes: 'हाँ',
  no: 'नहीं',
  whoHasCondition: 'किसे बीमारी है?',
  traveller: (n: number) => `यात्री ${n}`,
  messages: {
    [m.destination]: 'कृपया कम से कम एक देश चुनें।',
    [m.startDate]: 'यात्रा शुरू होने की तारीख़ भरना ज़रूरी है।',
    [m.endDate]: 'यात्रा ख़त्म होने की तारीख़ भरना ज़रूरी है।',
    [m.ages]: 'कृपया हर यात्री की उम्र चुनें।',
    [m.endBeforeStart]: 'यात्रा ख़त्म होने की तारीख़ शुरू होने की तारीख़ से पहले नहीं हो सकती।',
    [m.startInPast]: 'यात्रा शुरू होने की तारीख़ बीत चुकी है।',
    [m.tooLong]: `यात्रा ज़्यादा से ज़्यादा ${TRAVEL_MAX_DAYS} दिन की हो सकती है; लंबे समय के लिए हमसे लंबी अवधि वाले प्लान के बारे में पूछें।`,
    [m.conditionTravellers]: 'कृपया हर उस यात्री को चुनें जिसे पहले से कोई बीमारी है।',
    [m.noCountry]: 'कोई देश नहीं मिला',
    [m.noPlans]: 'आपके फ़िल्टर या खोज से मेल खाता कोई प्लान नहीं है।',
    [bookingMessages.mobile]: 'सही 10 अंकों का मोबाइल नंबर डालें।',
  },
});
