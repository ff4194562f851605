// This line's calculator cards' words in Hindi (glossary: docs/hindi-glossary.md), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/term-insurance': ['टर्म इंश्योरेंस', 'जानें आपके परिवार को कितना लाइफ़ कवर चाहिए और हर महीने उसका ख़र्च कितना होगा।'],
  '/nri-term-insurance': ['NRI टर्म इंश्योरेंस', 'विदेश में रहने वाले भारतीयों के लिए टर्म प्लान, रुपये में कवर के साथ।'],
  '/women-term-insurance': ['महिलाओं के लिए टर्म इंश्योरेंस', 'महिलाओं के लिए कम प्रीमियम और ख़ास ऑफ़र वाले टर्म प्लान।'],
} satisfies CalculatorCardWords;
