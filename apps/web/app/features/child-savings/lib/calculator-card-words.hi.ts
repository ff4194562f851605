// This line's calculator cards' words in Hindi (glossary: docs/hindi-glossary.md), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/child-savings': ['चाइल्ड सेविंग्स', 'गारंटीड लाइफ़ कवर के साथ बच्चे की पढ़ाई की योजना बनाएँ।'],
} satisfies CalculatorCardWords;
