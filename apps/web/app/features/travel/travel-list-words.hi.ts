// The travel plan list's words in Hindi (glossary: docs/hindi-glossary.md). Insurer and plan names, the trip's
// countries and the dollar covers stay as written.
import { travelMessages } from '@bimasetu/contract';
import { formatRupees } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type {} from './travel-list-words';

export default defineWords('hi', 'travelList', {
  title: 'ट्रैवल इंश्योरेंस प्लान',
  yourTrip: 'आपकी यात्रा',
  tripDates: (start: string, end: string) => `${start} से ${end} तक`,
  travellerCount: (count: number) => `${count} यात्री`,
  agedList: (ages: string) => `(उम्र ${ages})`,
  editTrip: 'यात्रा बदलें',
  conditionTold: (count: number) =>
    `आपने बताया कि ${count === 1 ? 'एक यात्री' : `${count} यात्रियों`} को पहले से कोई बीमारी है: कुछ ही प्लान इसे कवर करते हैं।`,
  showConditionPlans: 'सिर्फ़ वे प्लान दिखाएँ जो इसे कवर करते हैं',
  pricedFor: (_said: string, count: number, ages: string, days: number, region: string) =>
    `${count} यात्री (उम्र ${ages.replace(/, (\d+)$/, ' और $1')}), ${days} दिन, ${region}: इस यात्रा के दाम।`,
  regions: {
    asia: 'एशिया',
    schengen: 'शेंगेन यूरोप',
    'worldwide-excl-us-canada': 'दुनिया भर में, अमेरिका और कनाडा को छोड़कर',
    'worldwide-incl-us-canada': 'दुनिया भर में, अमेरिका और कनाडा समेत',
  },
  profileNote:
    'आपने अभी अपनी यात्रा नहीं बताई है, इसलिए ये दाम 40 साल तक की उम्र के 1 यात्री और एशिया में 7 दिन की यात्रा के हैं। अपने दाम देखने के लिए अपनी यात्रा बताएँ।',
  basis: (rateVersion: string) =>
    `ये कैसे निकाले गए: हर प्लान का 40 साल तक के 1 यात्री और एशिया में 7 दिन की यात्रा का सूचीबद्ध कोटेशन, आपकी यात्रा के दिनों, क्षेत्र और उम्र के हिसाब से हमारी दर तालिका ${rateVersion} के गुणकों से बदला गया, जो बीमा कंपनियों के प्रकाशित सिंगल-ट्रिप रेट चार्ट पर आधारित हैं।`,
  estimate: (gstCharged: boolean) =>
    `${gstCharged ? 'प्रीमियम में 18% GST शामिल है।' : 'कोई GST नहीं: 22/09/2025 से अपने या अपने परिवार के ट्रैवल बीमा पर GST नहीं लगता (पहले 18% था)।'} पॉलिसी जारी होने तक ये प्रीमियम अनुमानित हैं। हर प्लान अपनी मेडिकल बीमा राशि तक कवर देता है।`,
  searchLabel: 'बीमा कंपनी या प्लान के नाम से प्लान खोजें',
  searchPlaceholder: 'बीमा कंपनी या प्लान खोजें',
  filters: 'फ़िल्टर',
  order: 'प्रीमियम, सबसे कम पहले',
  clearSearch: 'खोज और फ़िल्टर हटाएँ',
  loadMore: 'और प्लान देखें',
  medical: 'मेडिकल',
  baggage: 'सामान',
  disease: 'पहले से मौजूद बीमारी',
  covered: 'कवर है',
  notCovered: 'कवर नहीं',
  forTravellers: (count: number) => (count === 1 ? '1 यात्री के लिए' : `${count} यात्रियों के लिए`),
  perTraveller: (amount: number) => `हर यात्री के लिए ${formatRupees(amount)}`,
  proceed: 'आगे बढ़ें',
  proceedWith: (plan: string, insurer: string) => `${insurer} के ${plan} के साथ आगे बढ़ें`,
  filterTitle: 'प्लान फ़िल्टर करें',
  apply: 'लागू करें',
  medicalCover: 'मेडिकल कवर',
  anyMedicalCover: 'कोई भी कवर',
  medicalAtLeast: (amount: string) => `${amount} और उससे ज़्यादा`,
  diseaseOnly: 'सिर्फ़ वे प्लान जो पहले से मौजूद बीमारी कवर करते हैं',
  insurer: 'बीमा कंपनी',
  messages: { [travelMessages.noPlans]: 'आपके फ़िल्टर या खोज से कोई प्लान मेल नहीं खाता।' },
});
