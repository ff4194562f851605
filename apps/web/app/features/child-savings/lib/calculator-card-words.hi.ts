// This line's calculator cards' words in Hindi (glossary: docs/hindi-glossary.md), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/child-savings': [
    'चाइल्ड सेविंग्स',
    'बच्चे की पढ़ाई के लिए मार्केट से जुड़े प्लान में बचत करें, माता-पिता के लाइफ़ कवर के साथ।',
  ],
} satisfies CalculatorCardWords;
