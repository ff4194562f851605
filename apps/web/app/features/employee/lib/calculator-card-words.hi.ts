// This line's calculator cards' words in Hindi (glossary: docs/hindi-glossary.md), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/employee-health-insurance': ['कर्मचारी हेल्थ इंश्योरेंस', 'आपकी टीम के लिए ग्रुप हेल्थ कवर, सबके लिए एक ही पॉलिसी।'],
} satisfies CalculatorCardWords;
