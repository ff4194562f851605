// This line's calculator cards' words in Hindi (glossary: docs/hindi-glossary.md), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/travel-insurance': ['ट्रैवल इंश्योरेंस', 'विदेश यात्रा के लिए मेडिकल और सामान का कवर।'],
} satisfies CalculatorCardWords;
