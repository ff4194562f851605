// The renewal page's words in Hindi (glossary: docs/hindi-glossary.md). Rule titles stay as their issuer wrote them;
// the rules' figures come from the contract's RENEWAL_RULES as arguments, as in English.
import { defineWords } from '~/lib/words';
import type {} from './renewal-words';

const percent = (value: number) => `${Math.abs(value)}%`;
const years = (months: number) =>
  `${Math.floor(months / 12)} साल${months % 12 ? ` ${months % 12} महीने` : ''}`;
const vehicleAge = (months: number) =>
  months === 0 ? 'नया' : months < 12 ? 'एक साल से कम पुराना' : `${Math.floor(months / 12)} साल पुराना`;
const NOTICE = 'आप जो प्रीमियम देंगे, वह बीमा कंपनी के नवीनीकरण नोटिस में लिखा होगा।';
const FROM_TABLE = (rateVersion: string) =>
  `बीमा कंपनी की जो रेट टेबल हमारे पास है (${rateVersion}), उससे हमारा अनुमान`;

export default defineWords('hi', 'renewal', {
  title: 'पॉलिसी का नवीनीकरण',
  intro: 'अगले साल का प्रीमियम इस साल के साथ, वह क्यों बदला, और याद रखने वाली तारीख़ें।',
  back: 'मेरी पॉलिसियों पर वापस',
  loginPrompt: 'अपनी पॉलिसी का नवीनीकरण देखने के लिए अपने मोबाइल नंबर से लॉग इन करें।',
  login: 'लॉग इन',
  loading: 'आपका नवीनीकरण निकाला जा रहा है…',
  failed: 'आपका नवीनीकरण लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  notFound: 'यह पॉलिसी आपके खाते में नहीं मिली।',
  badLink: 'इस लिंक में आपकी कोई पॉलिसी नहीं है। नवीनीकरण मेरी पॉलिसियाँ से खोलें।',
  policyNumber: 'पॉलिसी नंबर',
  lastYear: 'इस साल का प्रीमियम',
  nextYear: 'नवीनीकरण प्रीमियम (हमारा अनुमान)',
  notRecorded: 'दर्ज नहीं',
  change: (value) =>
    value === 0 ? 'कोई बदलाव नहीं' : value > 0 ? `${percent(value)} ज़्यादा` : `${percent(value)} कम`,
  estimate: {
    people: (rateVersion) =>
      `${FROM_TABLE(rateVersion)}, नवीनीकरण की तारीख़ पर बीमित लोगों की उम्र एक साल ज़्यादा मानकर। ${NOTICE}`,
    vehicle: (rateVersion) =>
      `${FROM_TABLE(rateVersion)}, नवीनीकरण की तारीख़ पर आपके वाहन को एक साल पुराना और उसका IDV उस उम्र के हिसाब से कम मानकर। ${NOTICE}`,
    property: (rateVersion) =>
      `${FROM_TABLE(rateVersion)}, नवीनीकरण की तारीख़ पर वही घर और वही बीमा राशि मानकर। ${NOTICE}`,
    'same-details': (rateVersion) =>
      `${FROM_TABLE(rateVersion)}, नवीनीकरण की तारीख़ पर वही जानकारी मानकर। ${NOTICE}`,
  },
  cover: {
    renewalIdv: 'नवीनीकरण पर कवर (IDV)',
    recordedIdv: 'अभी का कवर (आपकी पॉलिसी का IDV)',
    depreciated: (recordedIdv, c) =>
      `आपकी पॉलिसी में दर्ज IDV ${recordedIdv}, टैरिफ़ में वाहन की उम्र के लिए तय डेप्रिसिएशन से घटाकर: प्रीमियम निकालते समय (${vehicleAge(c.fromMonths)}) एक्स-शोरूम कीमत से ${c.fromPercent}% कम, नवीनीकरण की तारीख़ पर (${vehicleAge(c.toMonths)}) ${c.toPercent}% कम। बीमा कंपनी जो IDV देगी, वह उसके नवीनीकरण नोटिस में लिखा होगा।`,
    setByInsurer: {
      'vehicle-age-unknown': () =>
        'वाहन की उम्र बढ़ने के साथ उसका IDV घटता है, पर हमें आपके वाहन की उम्र नहीं पता, इसलिए हम नया IDV नहीं निकाल सकते: बीमा कंपनी इसे नवीनीकरण नोटिस में बताएगी।',
      'agreed-value': () =>
        '5 साल से ज़्यादा पुराने वाहन का IDV डेप्रिसिएशन की तालिका से नहीं, बीमा कंपनी के साथ तय होता है: बीमा कंपनी नया IDV नवीनीकरण नोटिस में बताएगी।',
    },
  },
  noBasis:
    'यह पॉलिसी आपने कहीं और से जोड़ी है, इसलिए हमें नहीं पता कि उसका प्रीमियम किस आधार पर तय हुआ था, और हम नवीनीकरण प्रीमियम का अनुमान नहीं लगा सकते। बीमा कंपनी के नवीनीकरण नोटिस में यह लिखा होगा।',
  levelPremium: (amount) =>
    `जीवन बीमा पॉलिसी का प्रीमियम उसकी अवधि ख़त्म होने तक हर साल एक जैसा रहता है: ${amount}।`,
  notOffered: (reason) =>
    `हमारे पास की रेट टेबल से नवीनीकरण का प्रीमियम नहीं निकल सकता (${reason})। बीमा कंपनी के नवीनीकरण नोटिस में प्रीमियम लिखा होगा।`,
  notOfferedReason: {
    'unknown-plan': 'यह प्लान अब हमारी सूची में नहीं है',
    'outside-entry-age': 'हमारे पास की दरें इस उम्र से पहले रुक जाती हैं',
    'term-too-short': 'बची हुई अवधि बहुत छोटी है',
    'over-plan-limit': 'हमारे पास की दरें सबसे बड़े सदस्य की नई उम्र या इस कवर पर रुक जाती हैं',
    'not-sold-for-period': 'यह प्लान इस अवधि के लिए नहीं बिकता',
    'no-rates': 'इन जानकारियों के लिए दरें नहीं हैं',
  },
  noRenewal: 'यह पॉलिसी अपनी आख़िरी तारीख़ पर ख़त्म हो जाती है; इसका नवीनीकरण नहीं होता।',
  reasonsHeading: 'प्रीमियम क्यों बदला',
  fact: {
    'age-band': (f) => `सबसे बड़े बीमित व्यक्ति का आयु वर्ग ${f.from} से ${f.to} हो जाता है।`,
    'rate-revision': (f) => `बीमा कंपनी की रेट टेबल बदल गई है (${f.from} → ${f.to})।`,
    loading: (f) =>
      f.fromPercent === f.toPercent
        ? f.toPercent >= 0
          ? `आपके प्रीमियम पर बीमा कंपनी का ${percent(f.toPercent)} लोडिंग आगे भी लगेगा।`
          : `आपके प्रीमियम पर बीमा कंपनी की ${percent(f.toPercent)} छूट आगे भी मिलेगी।`
        : `बीमा कंपनी का लोडिंग ${f.fromPercent}% से ${f.toPercent}% हो जाता है।`,
    'vehicle-age': (f) => `आपका वाहन पुराना हुआ: पहले रजिस्ट्रेशन से ${years(f.fromMonths)} → ${years(f.toMonths)}।`,
    'no-claim-bonus-assumed': (f) =>
      `यह मानकर कि इस साल आप कोई क्लेम नहीं करेंगे: ${f.claimFreeYears} साल बिना क्लेम।`,
    'third-party-in-force': (f) =>
      `सिर्फ़ ओन-डैमेज: आपकी पहली पॉलिसी में ${f.thirdPartyYears} साल का थर्ड-पार्टी कवर दिया जा चुका है, और उसके ${f.yearsLeft} साल अभी बाकी हैं।`,
    'no-change': () => 'प्रीमियम तय करने वाली कोई बात नहीं बदली है।',
    'senior-rise-needs-irdai-consultation': (f, fromAge, abovePercent) =>
      `${fromAge} साल या उससे ज़्यादा उम्र वाले व्यक्ति का प्रीमियम ${percent(f.risePercent)} बढ़ रहा है: किसी वरिष्ठ नागरिक का प्रीमियम साल में ${abovePercent}% से ज़्यादा बढ़ाने से पहले बीमा कंपनी को IRDAI से परामर्श करना होता है। बीमा कंपनी से कारण पूछें।`,
  },
  seniorHeading: (abovePercent) => `वरिष्ठ नागरिक के लिए ${abovePercent}% से ज़्यादा बढ़ोतरी`,
  basisHeading: 'इस साल का प्रीमियम किस आधार पर तय हुआ',
  basis: {
    eldestAge: 'सबसे बड़ा बीमित व्यक्ति',
    age: (age) => `${age} साल`,
    ageBand: 'आयु वर्ग',
    rateVersion: 'रेट टेबल',
    pricedOn: 'प्रीमियम निकाला गया',
    loading: 'बीमा कंपनी का लोडिंग',
    cover: 'कवर',
    quotedIdv: 'हमारे कोटेशन में IDV',
  },
  datesHeading: 'याद रखने वाली तारीख़ें',
  deadline: {
    'notice-by': 'बीमा कंपनी का नवीनीकरण नोटिस, ज़्यादा से ज़्यादा',
    'portability-opens': 'दूसरी बीमा कंपनी में पोर्ट करना शुरू',
    'portability-closes': 'दूसरी बीमा कंपनी में पोर्ट करना बंद',
    due: 'नवीनीकरण की तारीख़',
    'grace-ends': 'ग्रेस पीरियड का आख़िरी दिन (कवर बिना रुकावट जारी)',
    'no-claim-bonus-lost-after': 'नो-क्लेम बोनस बचाने का आख़िरी दिन',
  },
  daysLeft: (days) => (days === 0 ? 'आज' : days > 0 ? `${days} दिन में` : `${-days} दिन पहले`),
  ruleCited: (title, date) => `नियम: ${title}, ${date}`,
  ruleSays: {
    notice: (daysBefore) => `बीमा कंपनी नवीनीकरण से कम से कम ${daysBefore} दिन पहले याद दिलाती है।`,
    grace: (monthlyDays, otherDays) =>
      `ग्रेस पीरियड: मासिक प्रीमियम पर ${monthlyDays} दिन, बाक़ी पर ${otherDays} दिन; इसके भीतर नवीनीकरण हो तो कवर जारी रहता है।`,
    lifeGrace: (monthlyDays, otherDays, revivalYears) =>
      `जीवन बीमा पॉलिसी का ग्रेस पीरियड: मासिक प्रीमियम पर ${monthlyDays} दिन, तिमाही, छमाही और सालाना प्रीमियम पर ${otherDays} दिन। तब तक प्रीमियम न भरा जाए तो पॉलिसी लैप्स हो जाती है, पर पहले बकाया प्रीमियम से ${revivalYears} साल के भीतर इसे फिर से चालू करवा सकते हैं।`,
    portability: (closesDaysBefore, opensDaysBefore) =>
      `नवीनीकरण की तारीख़ से कम से कम ${closesDaysBefore} और ज़्यादा से ज़्यादा ${opensDaysBefore} दिन पहले नई बीमा कंपनी से पोर्ट के लिए कहें।`,
    seniorPremiumRise: (abovePercent) =>
      `किसी वरिष्ठ नागरिक का हेल्थ प्रीमियम साल में ${abovePercent}% से ज़्यादा बढ़ाने से पहले बीमा कंपनी IRDAI से परामर्श करती है।`,
    motorNoClaimBonus: (lostDaysAfterExpiry) =>
      `मोटर पॉलिसी की अवधि ख़त्म होने के ${lostDaysAfterExpiry} दिन बाद नवीनीकरण हो तो नो-क्लेम बोनस चला जाता है।`,
  },
  portabilityOpen: (closes) => `आप अभी ${closes} तक दूसरी बीमा कंपनी से यह पॉलिसी पोर्ट करने के लिए कह सकते हैं।`,
  portabilityLater: (opens, closes) =>
    `आप ${opens} से ${closes} तक दूसरी बीमा कंपनी से यह पॉलिसी पोर्ट करने के लिए कह सकते हैं।`,
  portabilityClosed: (closes) => `इस पॉलिसी को दूसरी बीमा कंपनी में पोर्ट करने का समय ${closes} को ख़त्म हो गया।`,
  noClaimBonus: (lostAfter) =>
    `नो-क्लेम बोनस बचाने के लिए ${lostAfter} तक नवीनीकरण करें; उस दिन के बाद नवीनीकरण पर यह चला जाता है।`,
  noClaimBonusDaysLeft: (days, lostAfter) =>
    `आपकी पॉलिसी की अवधि ख़त्म हो गई है: नवीनीकरण करके नो-क्लेम बोनस बचाने के लिए ${days} दिन बचे हैं (${lostAfter} तक)।`,
});
