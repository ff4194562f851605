// The nav bar's, the language switch's and the not-found page's words in Hindi (glossary: docs/hindi-glossary.md).
import { defineWords } from '~/lib/words';
import type {} from './layout-words';

defineWords('hi', 'layout', {
  nav: {
    home: 'होम',
    newRequest: 'नया अनुरोध',
    calculator: 'बीमा कैलकुलेटर',
    requestStatus: 'मेरे अनुरोध की स्थिति',
    contact: 'संपर्क करें',
    messages: 'संदेश',
    profile: 'प्रोफ़ाइल',
  },
  mainNav: 'मुख्य',
  menu: 'मेन्यू',
  login: 'लॉग इन',
  logout: 'लॉग आउट',
  skipToMain: 'मुख्य सामग्री पर जाएँ',
  bankLoan: 'बैंक लोन असिस्टेंट',
  mutualFund: 'म्यूचुअल फ़ंड असिस्टेंट',
  opensInNewTab: ' (नए टैब में खुलता है)',
  homeLink: 'BimaSetu होम',
  switchTo: 'English',
  switchTitle: 'यह पेज अंग्रेज़ी में पढ़ें',
  notTranslated: 'यह पेज अभी हिंदी में नहीं है।',
  offer: 'यह पेज हिंदी में भी है।',
  offerAccept: 'हिंदी में पढ़ें',
  offerDismiss: 'नहीं, धन्यवाद',
  notFoundTitle: '404 - पेज नहीं मिला',
  notFoundBody: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
  goHome: 'होम पेज पर जाएँ',
  errorTitle: 'कुछ गड़बड़ हो गई',
  errorBody: 'यह पेज नहीं दिखाया जा सका। कृपया पेज दोबारा लोड करें या थोड़ी देर बाद कोशिश करें।',
  loading: 'लोड हो रहा है…',
});
