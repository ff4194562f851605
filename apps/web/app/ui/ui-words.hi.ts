// The words of the form pieces every screen may use, in Hindi (glossary: docs/hindi-glossary.md).
import { groupThousands } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type {} from './ui-words';

export default defineWords('hi', 'ui', {
  mobile: 'मोबाइल नंबर',
  unreachable: 'अभी हम अपने रिकॉर्ड तक नहीं पहुँच पाए। कृपया एक मिनट बाद फिर से कोशिश करें।',
  mobileLettersLeftOut: 'मोबाइल नंबर में सिर्फ़ अंक होते हैं, इसलिए आपके लिखे अक्षर हटा दिए गए। क्या यह सही बॉक्स है?',
  mobileForeign: 'यहाँ सिर्फ़ भारतीय मोबाइल नंबर (+91) लिया जा सकता है, इसलिए वह नंबर नहीं रखा गया।',
  select: 'चुनें',
  suggestions: 'सुझाव',
  logo: (name: string) => `${name} का लोगो`,
  howPriced: 'ये प्रीमियम कैसे निकाले गए',
  change: 'बदलें',
  charactersUsed: (used: number, max: number) => `${groupThousands(max)} में से ${groupThousands(used)} अक्षर`,
  charactersOver: (over: number, max: number) =>
    `${groupThousands(over)} अक्षर ज़्यादा हैं: भेजने के लिए इसे ${groupThousands(max)} अक्षरों तक छोटा करें`,
});
