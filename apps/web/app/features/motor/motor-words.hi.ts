// The car and two-wheeler lists' words in Hindi (glossary: docs/hindi-glossary.md). Makers, models, IRDAI's
// source titles and "IDV", "RTO", "GST" stay as written; the engine's English lines are said by their text.
import {
  EX_SHOWROOM_SOURCE,
  NCB_BY_CLAIM_FREE_YEARS,
  OD_TARIFF_SOURCE,
  TP_LONG_TERM,
  TP_SOURCE,
  type MotorKind,
} from '@bimasetu/contract/rating';
import { formatRupees } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type {} from './motor-words';

const priced = 'मानकर दाम दिए गए हैं';

/**
 * The rate tables' sources in Hindi, keyed by the contract's English text: when a source is reworded (a new year,
 * a new rule) its Hindi no longer typechecks until it is said again. Official titles stay as published.
 */
const sourceHi = {
  'Indicative ex-showroom price in Delhi of a popular variant, rounded, from the maker’s published prices (2025); the insurer sets IDV from your exact variant':
    'दिल्ली में एक लोकप्रिय वेरिएंट की अनुमानित एक्स-शोरूम कीमत, कंपनी की प्रकाशित कीमतों (2025) से, गोल करके; बीमा कंपनी IDV आपके सही वेरिएंट से तय करती है',
  'India Motor Tariff own-damage rates (% of IDV), the base insurers still file from':
    'India Motor Tariff की ओन-डैमेज दरें (IDV का %), जिनसे बीमा कंपनियाँ आज भी अपनी दरें तय करती हैं',
  'Motor Vehicles (Third Party Insurance Base Premium and Liability) Rules, 2022, G.S.R. 394(E) of 25 May 2022 (MoRTH in consultation with IRDAI), in force from 1 June 2022':
    'Motor Vehicles (Third Party Insurance Base Premium and Liability) Rules, 2022, G.S.R. 394(E), 25 मई 2022 (MoRTH ने IRDAI से सलाह करके जारी किए), 1 जून 2022 से लागू',
} as const;

export default defineWords('hi', 'motorList', {
  title: { Car: 'कार इंश्योरेंस प्लान', 'Two-Wheeler': 'टू-व्हीलर इंश्योरेंस प्लान' },
  pricesForNew: (brand: string, model: string) => `आपकी नई ${brand} ${model} के लिए दाम।`,
  pricesFor: (plate: string) => `${plate} के लिए दाम।`,
  planCount: (count: number) => `प्रमुख बीमा कंपनियों के ${count} कॉम्प्रिहेंसिव प्लान।`,
  oneCover: 'एक ही पॉलिसी में ओन-डैमेज और थर्ड-पार्टी कवर।',
  panelTitle: 'आपका वाहन',
  filters: 'फ़िल्टर',
  panelIntro: 'जो नंबर प्लेट से पता नहीं चलता, वह बताएँ; नीचे का हर दाम उसी हिसाब से बदल जाएगा।',
  make: 'कंपनी',
  model: 'मॉडल',
  year: 'रजिस्ट्रेशन का साल',
  claim: 'पिछले पॉलिसी सालों में क्लेम',
  zone: 'RTO ज़ोन',
  notAnswered: 'अभी नहीं चुना',
  fuel: { Petrol: 'पेट्रोल', Diesel: 'डीज़ल' },
  modelChoice: (name: string, fuel: string, cc: number) => `${name} · ${fuel} · ${cc} सीसी`,
  modelLabel: (make: string, model: string, fuel: string, cc: number) =>
    `${make} ${model} (${fuel}, ${cc} सीसी)`,
  claimChoices: [
    'पिछले साल क्लेम किया (कोई बोनस नहीं)',
    '1 साल से कोई क्लेम नहीं (20% बोनस)',
    '2 साल से कोई क्लेम नहीं (25% बोनस)',
    '3 साल से कोई क्लेम नहीं (35% बोनस)',
    '4 साल से कोई क्लेम नहीं (45% बोनस)',
    '5 साल या उससे ज़्यादा से कोई क्लेम नहीं (50% बोनस)',
  ],
  zoneChoices: {
    A: 'ज़ोन A: अहमदाबाद, बेंगलुरु, चेन्नई, दिल्ली, हैदराबाद, कोलकाता, मुंबई, पुणे',
    B: 'ज़ोन B: बाकी भारत',
  },
  pricedFor: (
    _said: string,
    vehicle: string,
    years: number,
    zone: string,
    ncbPercent: number,
    idv: number,
    agreedValue: boolean,
  ) =>
    `${vehicle} के लिए: ${years === 0 ? 'एक साल से कम पुरानी' : `${years} साल पुरानी`}, RTO ज़ोन ${zone}, ${ncbPercent}% नो-क्लेम बोनस; IDV ${formatRupees(idv)}${agreedValue ? ' (5 साल से ज़्यादा पुरानी: मूल्य बीमा कंपनी के साथ तय)' : ''}।`,
  assumedModel: (label: string) => `मॉडल अभी नहीं चुना: ${label} ${priced}।`,
  assumedAge: (years: number) =>
    `रजिस्ट्रेशन का साल अभी नहीं चुना: ${years} साल पुरानी ${priced} (उम्र पूरे सालों में गिनी गई है)।`,
  assumedClaim: 'क्लेम के बारे में अभी नहीं बताया: बिना नो-क्लेम बोनस के दाम दिए गए हैं।',
  assumedZone: (plate: string | null) =>
    plate
      ? `भारत सीरीज़ (BH) नंबर से RTO पता नहीं चलता: जब तक आप न चुनें, ज़ोन A ${priced}।`
      : `RTO ज़ोन अभी नहीं चुना: जब तक आप न चुनें, ज़ोन A ${priced}।`,
  yearFromPlate: (plate: string, year: number) =>
    `रजिस्ट्रेशन का साल ${year}, आपके भारत सीरीज़ नंबर ${plate} से लिया गया।`,
  zoneFromPlate: (plate: string, zone: string) => `ज़ोन ${zone}, आपके नंबर ${plate} से पता चला।`,
  newVehicle: 'नया वाहन: इसी साल रजिस्टर हुआ, कोई नो-क्लेम बोनस नहीं।',
  bundled: (kind: MotorKind, thirdPartyYears: number) =>
    `नई ${kind === 'car' ? 'कार' : 'टू-व्हीलर'} की पहली पॉलिसी, जैसा 01/09/2018 से कानून में ज़रूरी है: ओन-डैमेज 1 साल का और थर्ड-पार्टी ${thirdPartyYears} साल का, एक ही बार में भुगतान। नीचे के प्रीमियम पूरी पॉलिसी के हैं, एक साल के नहीं।`,
  estimate:
    'बीमा कंपनी की जाँच और अंडरराइटिंग तक प्रीमियम अनुमानित हैं; GST से पहले का ओन-डैमेज और थर्ड-पार्टी प्रीमियम, साथ में 18% GST दिखाया गया है।',
  premiumPerYear: 'सालाना प्रीमियम',
  premiumForPolicy: 'पूरी पॉलिसी का प्रीमियम',
  anyPremium: 'कोई भी प्रीमियम',
  bandBelow: (amount: number) => `${formatRupees(amount)} से कम`,
  bandBetween: (from: number, to: number) => `${formatRupees(from)} से ${formatRupees(to)} तक`,
  sortByIdv: 'IDV के हिसाब से क्रम: सबसे ज़्यादा पहले',
  orderByIdv: 'IDV (बीमा के लिए तय वाहन का मूल्य), सबसे ज़्यादा पहले',
  orderPopular: 'लोकप्रियता, यानी हमारी सूची का अपना क्रम (हम यह नहीं गिनते कि विज़िटर क्या चुनते हैं)',
  plans: 'प्लान',
  idv: 'बीमित मूल्य (IDV)',
  premium: 'प्रीमियम',
  perYear: '/साल',
  forPolicy: (thirdPartyYears: number) => ` पूरी पॉलिसी के लिए: ओन-डैमेज 1 साल, थर्ड-पार्टी ${thirdPartyYears} साल`,
  withGst: (amount: number) => `18% GST सहित ${formatRupees(amount)}`,
  getQuote: 'कोटेशन पाएँ',
  sources: `IDV: ${sourceHi[EX_SHOWROOM_SOURCE]}, उसमें से वाहन की उम्र के हिसाब से IRDAI का डेप्रिसिएशन कम करके (5 साल से ज़्यादा पुराने वाहन के लिए बीमा कंपनी के साथ तय मूल्य)। ओन-डैमेज: ${sourceHi[OD_TARIFF_SOURCE]}। थर्ड-पार्टी: ${sourceHi[TP_SOURCE]}।`,
  addOns: 'ऐड-ऑन (वैकल्पिक, GST से पहले)',
  breakdown: 'यह प्रीमियम कैसे बना है',
  engineLabels: {
    'Own damage': 'ओन-डैमेज',
    ...Object.fromEntries(
      NCB_BY_CLAIM_FREE_YEARS.map((rate) => {
        const percent = Math.round(rate * 100);
        return [`No-claim bonus (${percent}%)`, `नो-क्लेम बोनस (${percent}%)`];
      }),
    ),
    'Own damage (1 year)': 'ओन-डैमेज (1 साल)',
    'Third party': 'थर्ड-पार्टी',
    ...Object.fromEntries(
      Object.values(TP_LONG_TERM).map((term) => [
        `Third party (${term.years} years)`,
        `थर्ड-पार्टी (${term.years} साल)`,
      ]),
    ),
    'GST (18%)': 'GST (18% की दर से)',
    'Zero depreciation': 'ज़ीरो डेप्रिसिएशन',
    'Engine protection': 'इंजन प्रोटेक्शन',
    'Roadside assistance': 'रोडसाइड असिस्टेंस',
  },
});
