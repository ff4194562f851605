// The calculator hub's words in Hindi (glossary: docs/hindi-glossary.md); each card's words are its line's
// (features/<line>/lib/calculator-card-words.hi.ts), collected here without naming a line.
import type { CalculatorCardWords } from '~/lib/calculator-card';
import { defineWords } from '~/lib/words';
import type {} from './calculator-words';

const cardWords: CalculatorCardWords = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<CalculatorCardWords>('../*/lib/calculator-card-words.hi.ts', {
      eager: true,
      import: 'default',
    }),
  ),
);

export default defineWords('hi', 'calculators', {
  title: 'बीमा कैलकुलेटर',
  lead: 'बीमा का प्रकार चुनें, कुछ सवालों के जवाब दें और हमारी पार्टनर बीमा कंपनियों के प्रीमियम की तुलना करें। इसमें लगभग दो मिनट लगते हैं और ख़रीदने की कोई बाध्यता नहीं है।',
  calculate: 'प्रीमियम जानें →',
  cards: cardWords,
});
