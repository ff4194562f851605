// The car and two-wheeler quotes' facts in Hindi (`QuoteFact` in the contract), collected by
// lib/quote-fact-words.hi.ts. Glossary: docs/hindi-glossary.md.
import type { FactWords } from '~/lib/fact-words';
import { groupIndian } from '~/lib/format';

export const MOTOR_FACTS_HI = {
  'motor-vehicle': (f) =>
    `${f.model} (${f.fuel === 'Petrol' ? 'पेट्रोल' : 'डीज़ल'}, ${f.cc} cc) के लिए: ${f.years === 0 ? 'एक साल से कम' : `${f.years} साल`} पुरानी, RTO ज़ोन ${f.zone}, ${f.ncbPercent}% नो-क्लेम बोनस; IDV ₹${groupIndian(f.idv)}${f.agreedValue ? ' (5 साल से ज़्यादा पुरानी: मूल्य बीमा कंपनी के साथ तय)' : ''}।`,
  'motor-bundled': (f) =>
    `नई ${f.kind === 'car' ? 'कार' : 'टू-व्हीलर'} की पहली पॉलिसी, जैसा 01/09/2018 से कानून में ज़रूरी है: ओन-डैमेज ${f.ownDamageYears} साल का और थर्ड-पार्टी ${f.thirdPartyYears} साल का (₹${groupIndian(f.thirdParty)}, अधिसूचित एकमुश्त प्रीमियम), पूरी पॉलिसी के लिए एक ही बार में भुगतान।`,
  'motor-new': () =>
    'नया वाहन: पहले कोई क्लेम नहीं, इसलिए नो-क्लेम बोनस नहीं; उसका IDV एक्स-शोरूम कीमत में से 6 महीने तक पुराने वाहन के लिए IRDAI का तय 5% डेप्रिसिएशन घटाकर बनता है, और हर बीमा कंपनी की अपनी सूचीबद्ध IDV के अनुपात में बदलता है।',
  'motor-model-assumed': (f) => `यह मॉडल हमारी दर तालिका में नहीं है, इसलिए प्रीमियम ${f.model} के हिसाब से है।`,
  'motor-bharat-plate': (f) =>
    `भारत सीरीज़ की नंबर प्लेट से पहले रजिस्ट्रेशन का साल (${f.year}) पता चलता है, पर मॉडल या पिछले साल के क्लेम नहीं: प्रीमियम ${f.model}, ${f.years} साल पुरानी, बिना नो-क्लेम बोनस, ज़ोन ${f.zone} के हिसाब से है।`,
  'motor-plate': (f) =>
    `नंबर प्लेट से मॉडल, साल या पिछले साल के क्लेम पता नहीं चलते: प्रीमियम ${f.model}, ${f.years} साल पुरानी, बिना नो-क्लेम बोनस, ज़ोन ${f.zone} के हिसाब से है।`,
} satisfies Partial<FactWords>;
