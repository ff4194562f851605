// The FAQ page's own words in Hindi (glossary: docs/hindi-glossary.md).
import { defineWords } from '~/lib/words';
import type {} from './faq-words';

export default defineWords('hi', 'faq', {
  title: 'अक्सर पूछे जाने वाले सवाल',
  lead: 'पॉलिसी ख़रीदने, रिन्यू करने और क्लेम करने से जुड़े सवालों के छोटे जवाब। फिर भी कोई सवाल है?',
  contactUs: 'हमसे संपर्क करें',
  leadEnd: '।',
  loading: 'सवाल लोड हो रहे हैं…',
  failed: 'सवाल लोड करते समय कुछ गड़बड़ हो गई।',
  tryAgain: 'फिर से कोशिश करें',
  empty: 'कोई सवाल नहीं मिला।',
});
