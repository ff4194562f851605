// The words of the pieces every plan list and lead form shares, in Hindi (glossary: docs/hindi-glossary.md).
import { defineWords } from '~/lib/words';
import type {} from './list-words';

export default defineWords('hi', 'lists', {
  city: 'शहर',
  searchCity: 'अपना शहर खोजें',
  sortNote: (order: string, shown: number, total: number, noun: string) =>
    `${shown === total ? `सभी ${total}` : `${total} में से ${shown}`} ${noun} दिखाए जा रहे हैं, क्रम: ${order}। यह क्रम सिर्फ़ इसी सॉर्ट से है; यह प्लान की रेटिंग नहीं है।`,
  plans: 'प्लान',
  noMatch: 'आपके फ़िल्टर से कोई प्लान मेल नहीं खाता।',
  tryFewer: 'कम फ़िल्टर लगाएँ, या सभी प्लान फिर से देखने के लिए फ़िल्टर हटाएँ।',
  clearFilters: 'फ़िल्टर हटाएँ',
  disclaimer:
    'दिखाए गए प्रीमियम अनुमानित हैं और जहाँ लिखा है वहाँ GST शामिल है। अंतिम प्रीमियम बीमा कंपनी आपकी जानकारी देखकर तय करती है। बीमा आग्रह की विषय-वस्तु है।',
  filterTitle: 'सॉर्ट और फ़िल्टर',
  clearAll: 'सब हटाएँ',
  apply: 'लागू करें',
  filterGroups: 'फ़िल्टर के समूह',
  tabSelected: (count: number) => `, ${count} चुने गए`,
  reset: 'रीसेट करें',
  plansToCompare: 'तुलना के लिए प्लान',
  comparison: 'प्लान की तुलना',
  comparisonCaption: 'चुने गए प्लान आमने-सामने',
  claimNotPublished: 'प्रकाशित नहीं',
  claimNotForHealthAlone: 'सिर्फ़ हेल्थ के लिए प्रकाशित नहीं',
});
