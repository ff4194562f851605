// The words of the notice for a call-back request that did not reach us, in Hindi (glossary: docs/hindi-glossary.md).
import { defineWords } from '~/lib/words';
import type {} from './lead-notice-words';

export default defineWords('hi', 'leadNotice', {
  failed: 'माफ़ कीजिए, कॉल-बैक का आपका अनुरोध हम तक नहीं पहुँचा। आपके प्लान इसी पेज पर फिर भी दिख रहे हैं।',
  tryAgain: 'फिर से कोशिश करें',
  sending: 'भेजा जा रहा है…',
  sent: 'धन्यवाद: कॉल-बैक का आपका अनुरोध हम तक पहुँच गया है।',
  close: 'बंद करें',
});
