// This line's calculator cards' words in Hindi (glossary: docs/hindi-glossary.md), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/car-insurance': ['कार इंश्योरेंस', 'अपनी कार का नंबर डालें और ओन-डैमेज व थर्ड-पार्टी प्लान की तुलना करें।'],
  '/twowheeler-insurance': ['टू-व्हीलर इंश्योरेंस', 'अपनी बाइक या स्कूटर का कवर मिनटों में रिन्यू करें या ख़रीदें।'],
} satisfies CalculatorCardWords;
