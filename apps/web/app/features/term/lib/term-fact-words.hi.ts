// The term, NRI term and women term quotes' facts in Hindi (`QuoteFact` in the contract), collected by
// lib/quote-fact-words.hi.ts. Glossary: docs/hindi-glossary.md.
import type { QuoteFact } from '@bimasetu/contract/rating';
import type { FactWords } from '~/lib/fact-words';
import { formatRupeesShort, HINDI_UNITS } from '~/lib/format';

type Of<C extends QuoteFact['code']> = Extract<QuoteFact, { code: C }>;

/** "34 साल के धूम्रपान न करने वाले पुरुष" / "34 साल की तंबाकू लेने वाली महिला". */
function personHi({ age, tobacco, gender }: Of<'term-person'>): string {
  const she = gender === 'female';
  const habit = tobacco === 'yes' ? 'तंबाकू लेने' : 'धूम्रपान न करने';
  const who = she ? 'महिला' : gender === 'male' ? 'पुरुष' : 'व्यक्ति';
  return `${age} साल ${she ? 'की' : 'के'} ${habit} ${she ? 'वाली' : 'वाले'} ${who}`;
}

export const TERM_FACTS_HI = {
  'term-person': (f) =>
    `${personHi(f)} के लिए, ${formatRupeesShort(f.lifeCover, HINDI_UNITS)} का कवर ${f.coverTillAge} साल की उम्र तक`,
  'tobacco-assumed': () => 'जब तक आप तंबाकू सेवन के बारे में नहीं बताते, प्रीमियम धूम्रपान न करने वाले के हिसाब से है।',
  'men-rates': () => 'प्रीमियम पुरुषों की दरों पर है, जो बीमा कंपनियाँ दूसरी दर न होने पर लगाती हैं।',
  'monthly-factor': (f) =>
    `मासिक प्रीमियम सालाना प्रीमियम ÷ 12 नहीं है: हर महीने सालाना प्रीमियम × ${f.factor} लगता है, इसलिए 12 किस्तें लगभग ${f.morePercent}% ज़्यादा पड़ती हैं।`,
  'quarterly-factor': (f) => `हर तिमाही सालाना प्रीमियम × ${f.factor} लगता है।`,
  'life-estimate': () => 'बीमा कंपनी के आपका आवेदन जाँचने तक यह अनुमान है।',
  'term-list-start': () =>
    'लाइफ़ कवर ₹1 करोड़, इस उम्र के लिए आम कवर की उम्र और मासिक किस्तें: सूची के शुरुआती विकल्प, क्योंकि फ़ॉर्म इन्हें नहीं पूछता।',
} satisfies Partial<FactWords>;
