// The home line's words in Hindi (glossary: docs/hindi-glossary.md).
import { homeMessages as m } from '@bimasetu/contract/lines/home';
import { formatRupees, formatRupeesShort, HINDI_UNITS, lakhCroreWords } from '~/lib/format';
import { defineWords } from '~/lib/words';
import { HOME_FACTS_HI } from './lib/home-fact-words.hi';
import type {} from './home-words';

export default defineWords('hi', 'homeInsurance', {
  formTitle: 'होम इंश्योरेंस',
  formIntro: 'अपने घर और उसके सामान का बीमा भारत गृह रक्षा में करें: यह मानक होम पॉलिसी हर बीमा कंपनी देती है।',
  occupancy: 'आप घर के',
  occupancies: { owner: 'मालिक हैं', tenant: 'किरायेदार हैं' },
  basis: 'मकान का मूल्य',
  bases: { area: 'बिल्ट-अप एरिया × निर्माण लागत', rebuild: 'दोबारा बनाने की लागत' },
  builtUpArea: 'बिल्ट-अप एरिया (वर्ग फ़ुट)',
  costPerSqFt: 'प्रति वर्ग फ़ुट निर्माण लागत (₹)',
  rebuildValue: 'दोबारा बनाने की लागत (₹)',
  buildingIs: (amount) => `मकान का मूल्य: ${formatRupees(amount)}`,
  contentsValue: 'आपके सामान का मूल्य (₹)',
  contentsHint: 'फ़र्नीचर, उपकरण, कपड़े: इन्हें फिर से खरीदने में जितना लगे।',
  valuablesValue: 'गहने और कीमती सामान (₹, वैकल्पिक)',
  amountHint: 'रुपये में, जैसे 12,00,000 या 12 लाख',
  amountEcho: (rupees) =>
    rupees >= 100_000
      ? `यानी ${formatRupees(rupees)} (${lakhCroreWords(rupees, HINDI_UNITS)})`
      : `यानी ${formatRupees(rupees)}`,
  name: 'आपका नाम (वैकल्पिक)',
  viewPlans: 'प्लान देखें',
  messages: {
    [m.occupancy]: 'कृपया बताएँ कि घर आपका अपना है या किराये का।',
    [m.basis]: 'कृपया चुनें कि मकान का मूल्य कैसे बताएँगे।',
    [m.area]: 'बिल्ट-अप एरिया वर्ग फ़ुट में डालें (100 से 20,000)।',
    [m.cost]: 'प्रति वर्ग फ़ुट निर्माण लागत रुपये में डालें (₹500 से ₹20,000)।',
    [m.rebuild]: 'दोबारा बनाने की लागत रुपये में डालें (₹1 लाख से ₹25 करोड़)।',
    [m.contents]: 'अपने सामान का मूल्य रुपये में डालें (₹5 करोड़ तक)।',
    [m.tenantContents]: 'किरायेदार सामान का बीमा करते हैं: उसका मूल्य रुपये में डालें।',
    [m.valuables]: 'गहनों और कीमती सामान का मूल्य रुपये में डालें (₹1 करोड़ तक), या खाली छोड़ दें।',
    [m.unreadable]: 'इसे हम राशि के रूप में नहीं पढ़ सके। रुपये में लिखें, जैसे 12,00,000, 12 लाख या 1.2 करोड़।',
    [m.city]: 'कृपया अपना शहर चुनें।',
    [m.name]: 'नाम में केवल अक्षर होने चाहिए।',
    [m.mobile]: 'सही 10 अंकों का मोबाइल नंबर डालें।',
  },
  listTitle: 'होम इंश्योरेंस प्लान',
  panelTitle: 'आपका घर',
  fromForm: 'आपके जवाबों से:',
  assumed: 'दाम ₹50 लाख की दोबारा बनाने की लागत और ₹5 लाख के सामान वाले अपने घर के लिए हैं। अपना घर बताइए:',
  quoteYourHome: 'अपने घर का दाम देखें',
  changeAnswers: 'अपने जवाब बदलें',
  toldBuilding: (amount) => `मकान: ${formatRupees(amount)}`,
  toldTenant: 'आप किराये पर रहते हैं: बीमा सामान का है, मकान का नहीं',
  toldContents: (amount) => `सामान: ${formatRupees(amount)}`,
  toldValuables: (amount) => `गहने और कीमती सामान: ${formatRupees(amount)}`,
  toldCity: (city) => `शहर: ${city}`,
  filtersLabel: 'फ़िल्टर और सॉर्ट',
  sortLabel: 'सॉर्ट करें',
  sorts: { low: 'प्रीमियम: सबसे कम पहले', high: 'प्रीमियम: सबसे ज़्यादा पहले' },
  insurersLabel: 'बीमा कंपनियाँ',
  noMatch: 'इन फ़िल्टर से कोई प्लान नहीं मिला।',
  clearAll: 'सभी फ़िल्टर हटाएँ',
  perYear: 'सालाना',
  premiumLabel: 'प्रीमियम',
  withGst: (total, gst) => `${formatRupees(gst)} GST मिलाकर ${formatRupees(total)}`,
  coverLabel: 'बीमा राशि',
  cover: (amount) => formatRupeesShort(amount, HINDI_UNITS),
  factsLabel: 'यह दाम कैसे निकला',
  facts: HOME_FACTS_HI,
  claimsNotPublished: 'होम पॉलिसी के क्लेम सेटलमेंट के आँकड़े: प्रकाशित नहीं',
  accidentCover: 'आपके और आपके जीवनसाथी के लिए ₹5 लाख का पर्सनल एक्सीडेंट कवर शामिल',
  buyNow: 'अभी खरीदें',
  buyNowOf: (plan) => `अभी खरीदें: ${plan}`,
  source:
    'प्रीमियम: भारत गृह रक्षा में ₹1 करोड़ की बीमा राशि के लिए हर बीमा कंपनी का प्रकाशित सालाना प्रीमियम (Policybazaar); इनमें GST शामिल है या नहीं, यह नहीं बताया गया, इसलिए 18% GST जोड़ा गया है।',
});
