// The EMI calculator's words in Hindi (glossary: docs/hindi-glossary.md): amounts in ₹ with Western digits,
// "लाख" and "करोड़" as Indian banks write them.
import { formatRupees, HINDI_UNITS, lakhCroreWords } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type {} from './emi-words';

const inHindi = (amount: number) => lakhCroreWords(amount, HINDI_UNITS);

export default defineWords('hi', 'emi', {
  title: 'EMI कैलकुलेटर',
  intro: 'लोन लेने से पहले उसकी मासिक किस्त देखें।',
  amount: 'लोन राशि (₹)',
  amountHint: (amount: number) => `${formatRupees(amount)}, यानी ${inHindi(amount)}`,
  enterAmount: 'राशि डालें',
  rate: 'ब्याज दर (% प्रति वर्ष)',
  years: 'अवधि (साल)',
  result: 'आपकी मासिक EMI',
  totalInterest: 'कुल ब्याज',
  totalPayment: 'कुल भुगतान',
  empty: 'अपनी EMI देखने के लिए राशि, ब्याज दर और अवधि डालें।',
});
