// The term plan details dialog's own words in Hindi (glossary: docs/hindi-glossary.md), loaded with its body.
import { MODAL_FACTORS, MONTHLY_MORE_PERCENT, TOBACCO_LOADING } from '@bimasetu/contract/rating';
import { defineWords } from '~/lib/words';
import { TERM_ENGINE_TEXTS as T } from './term-engine-texts';
import type {} from './term-details-words';

export default defineWords('hi', 'termDetails', {
  compareTitle: 'टर्म प्लान की तुलना करें',
  compareRows: {
    premium: 'प्रीमियम',
    cover: 'लाइफ़ कवर',
    coverTill: 'कवर कब तक',
    claims: 'निपटाए गए क्लेम',
    planType: 'प्लान का प्रकार',
    premiumPayment: 'प्रीमियम भुगतान',
    payout: 'भुगतान',
    refund: 'प्रीमियम वापसी',
    alsoOffered: 'बीमा कंपनी के और विकल्प',
    addOns: 'ऐड-ऑन',
  },
  noneListed: 'कोई नहीं बताया गया',
  premiumMadeUp: 'आपका प्रीमियम कैसे बना है',
  gstLabel: 'GST',
  youPay: 'आप देंगे',
  rates: (version: string) => `आपके जवाबों से हमारी रेट टेबल ${version} से निकाला गया`,
  planGives: 'प्लान में क्या मिलता है',
  addOnsToChoose: 'आप ये ऐड-ऑन चुन सकते हैं',
  addOns: {
    'accidental-death': 'दुर्घटना मृत्यु लाभ',
    'accidental-disability': 'दुर्घटना से पूर्ण और स्थायी विकलांगता',
    'critical-illness': 'गंभीर बीमारी कवर',
    'hospital-care': 'अस्पताल में भर्ती होने पर लाभ',
    'terminal-illness': 'लाइलाज बीमारी लाभ',
    'waiver-critical-illness': 'गंभीर बीमारी पर प्रीमियम माफ़ी',
    'waiver-disability': 'विकलांगता पर प्रीमियम माफ़ी',
  },
  messages: {
    [T.standardRate]: 'सामान्य दर पर प्रीमियम',
    [T.rebate]: 'ज़्यादा लाइफ़ कवर पर छूट',
    [T.tobaccoLoading]: `तंबाकू सेवन का अतिरिक्त प्रीमियम (${TOBACCO_LOADING * 100}%)`,
    [T.tobaccoAssumed]: 'जब तक आप तंबाकू सेवन के बारे में नहीं बताते, प्रीमियम धूम्रपान न करने वाले के हिसाब से है।',
    [T.otherGender]: 'प्रीमियम पुरुषों की दरों पर है, जो बीमा कंपनियाँ दूसरी दर न होने पर लगाती हैं।',
    [T.monthly]: `मासिक प्रीमियम सालाना प्रीमियम ÷ 12 नहीं है: हर महीने सालाना प्रीमियम × ${MODAL_FACTORS.Monthly} लगता है, इसलिए 12 किस्तें लगभग ${MONTHLY_MORE_PERCENT}% ज़्यादा पड़ती हैं।`,
    [T.quarterly]: `हर तिमाही सालाना प्रीमियम × ${MODAL_FACTORS.Quarterly} लगता है।`,
    [T.estimate]: 'बीमा कंपनी के आपका आवेदन जाँचने तक यह अनुमान है।',
  },
  pricedVariant: {
    type: (till: number) => `टर्म, ${till} साल की उम्र तक कवर`,
    premiumPayment: {
      Monthly: 'नियमित भुगतान: कवर ख़त्म होने तक हर महीने',
      Yearly: 'नियमित भुगतान: कवर ख़त्म होने तक हर साल',
    },
    payout: (cover: string) => `${cover} एकमुश्त, आपके नॉमिनी को`,
    refund: 'प्रीमियम वापसी नहीं: सिर्फ़ सुरक्षा',
    alsoOffered: (variants: string) => `${variants}: ये भी बीमा कंपनी देती है; इनका प्रीमियम सलाहकार से पूछें`,
  },
  planDetailLines: {
    'death-benefit': 'कवर ख़त्म होने से पहले आपकी मृत्यु होने पर आपका चुना हुआ लाइफ़ कवर आपके नॉमिनी को मिलता है।',
    'pay-full-term': 'प्रीमियम भुगतान अवधि: पूरी पॉलिसी अवधि।',
    'no-refund': 'प्रीमियम वापसी नहीं — सबसे कम कीमत पर सिर्फ़ सुरक्षा।',
    'tax-benefits':
      'प्रीमियम: धारा 80C के तहत कटौती केवल पुरानी टैक्स व्यवस्था में (नई व्यवस्था, जो FY 2023-24 से डिफ़ॉल्ट है, इसकी अनुमति नहीं देती)। भुगतान: मौजूदा टैक्स क़ानूनों के अनुसार धारा 10(10D) के तहत टैक्स-मुक्त।',
    'free-look': '30 दिन का फ़्री-लुक पीरियड; ग्रेस पीरियड सालाना प्रीमियम के लिए 30 दिन, मासिक के लिए 15 दिन।',
    'nri-medical': 'मेडिकल टेस्ट वीडियो पर या UAE, UK, USA, सिंगापुर आदि में पार्टनर सेंटर पर; प्रीमियम NRE खाते से।',
  },
});
