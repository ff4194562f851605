// This line's calculator cards' words in Hindi (glossary: docs/hindi-glossary.md), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/health-insurance': ['हेल्थ इंश्योरेंस', 'अपने और अपने परिवार के लिए कैशलेस अस्पताल कवर की तुलना करें।'],
  '/family-health-insurance': ['फ़ैमिली हेल्थ इंश्योरेंस', 'एक फ़्लोटर प्लान, जो पूरे परिवार को कवर करता है।'],
} satisfies CalculatorCardWords;
