// This line's calculator cards' words in Hindi (glossary: docs/hindi-glossary.md), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/home-insurance': ['होम इंश्योरेंस', 'आपके घर और उसके सामान का कवर, मानक भारत गृह रक्षा पॉलिसी पर।'],
} satisfies CalculatorCardWords;
