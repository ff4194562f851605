// Know My Request Status in Hindi (glossary: docs/hindi-glossary.md). Statuses are mapped by their stable
// English value; what the customer or an adviser wrote (names, remarks, reasons) stays as written.
import { requestStatusMessages as m, type PremiumPeriod } from '@bimasetu/contract';
import { formatRupees } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type { RequestStatus } from './status-words';

const per: Record<PremiumPeriod, string> = {
  month: 'प्रति माह',
  quarter: 'प्रति तिमाही',
  year: 'प्रति वर्ष',
  policy: 'पूरी पॉलिसी अवधि के लिए',
  trip: 'पूरी यात्रा के लिए',
  'employee-year': 'प्रति कर्मचारी प्रति वर्ष',
};

const statuses: Record<RequestStatus, string> = {
  Submitted: 'जमा हुआ',
  'In Review': 'जाँच में',
  'Quote Shared': 'कोटेशन भेजा गया',
  'Documents Pending': 'दस्तावेज़ बाक़ी',
  'Policy Issued': 'पॉलिसी जारी',
  Closed: 'बंद',
  Rejected: 'अस्वीकृत',
};

const policyChanges: Record<string, string> = {
  'premium-paid': 'प्रीमियम जमा हुआ',
  renewed: 'पॉलिसी रिन्यू हुई',
  revived: 'पॉलिसी फिर से चालू हुई',
  cancelled: 'पॉलिसी रद्द हुई',
};

export default defineWords('hi', 'status', {
  title: 'मेरे अनुरोध की स्थिति',
  back: 'वापस',
  intro:
    'यहाँ आप हमारे साथ किए गए हर आवेदन, ट्रैवल बुकिंग और कॉल-बैक अनुरोध की जानकारी देख सकते हैं: उसकी स्थिति, प्रीमियम, हमारे सलाहकार की टिप्पणी और आगे क्या होगा।',
  loading: 'आपके अनुरोध लोड हो रहे हैं…',
  listLabel: 'आपके बीमा अनुरोध',
  notGiven: 'नहीं बताया',
  viewMessages: 'संदेश देखें',
  startNow: 'अभी शुरू करें',
  retry: 'फिर से कोशिश करें',
  columns: {
    sno: 'क्रम सं.',
    requestedOn: 'अनुरोध की तारीख़',
    expectedAmount: 'अपेक्षित राशि',
    status: 'स्थिति',
    remarks: 'टिप्पणी',
    messages: 'संदेश',
    details: 'विवरण',
  },
  viewDetails: 'विवरण देखें',
  viewDetailsOf: (reference: string) => `${reference} का विवरण देखें`,
  kind: {
    application: 'आवेदन',
    'travel-booking': 'ट्रैवल बुकिंग',
    callback: 'कॉल-बैक अनुरोध',
  },
  statuses,
  policyTypes: {
    Life: 'लाइफ़',
    Term: 'टर्म',
    Health: 'हेल्थ',
    'Motor Insurance': 'मोटर इंश्योरेंस',
    Home: 'होम इंश्योरेंस',
  },
  noPlan: 'सलाहकार प्लान सुझाएँगे',
  per,
  otpIntro: 'अपने बीमा अनुरोधों की स्थिति देखने के लिए अपना मोबाइल नंबर सत्यापित करें।',
  otpSentTo: (mobile: string) => `हमने +91 ${mobile} पर OTP भेजा है।`,
  sendOtp: 'OTP भेजें',
  verifyOtp: 'OTP सत्यापित करें',
  backToList: 'मेरे सभी अनुरोध',
  detailTitle: (reference: string) => `अनुरोध ${reference}`,
  detailLoading: 'यह अनुरोध लोड हो रहा है…',
  reference: 'रेफ़रेंस',
  type: 'प्रकार',
  plan: 'प्लान',
  insurer: 'बीमा कंपनी',
  requestedOn: 'अनुरोध की तारीख़',
  status: 'स्थिति',
  remarks: 'आपके सलाहकार की टिप्पणी',
  noRemarks: 'अभी कोई नहीं',
  cover: 'लाइफ़ कवर या बीमा राशि',
  premiumTitle: 'आपका प्रीमियम',
  premiumQuoted: 'बताया गया प्रीमियम',
  premiumNote: (rateVersion: string, pricedOn: string) =>
    `यह हमारी रेट टेबल ${rateVersion} से ${pricedOn} को निकाला गया अनुमान है, जहाँ लागू हो वहाँ GST सहित। अंडरराइटिंग के बाद बीमा कंपनी अंतिम प्रीमियम तय करती है।`,
  noQuote: 'अभी कोई प्रीमियम नहीं: आपने प्लान चुने बिना आवेदन किया है। आपके सलाहकार प्लान और उनके प्रीमियम सुझाएँगे।',
  revisedPremium: 'अंडरराइटिंग के बाद बदला हुआ प्रीमियम',
  revisedShort: (price: string) => `बदलकर ${price}`,
  revisedReason: 'क्यों बदला',
  inputsTitle: 'प्रीमियम किन बातों से निकाला गया',
  timelineTitle: 'अब तक क्या हुआ',
  timelineEntry: (entry) =>
    entry.kind === 'submitted'
      ? 'हमें आपका अनुरोध मिल गया'
      : entry.kind === 'premium'
        ? `प्रीमियम बदलकर ${formatRupees(entry.premium)} हुआ`
        : entry.kind === 'policy'
          ? 'आपकी पॉलिसी जारी हो गई: इसे "मेरी पॉलिसियाँ" में देखें'
          : entry.kind === 'policy-change'
            ? `${policyChanges[entry.status] ?? entry.status}: ${entry.remarks}`
            : `स्थिति बदली: ${statuses[entry.status as RequestStatus] ?? entry.status}`,
  messages: {
    [m.mobileRequired]: 'मोबाइल नंबर भरना ज़रूरी है।',
    [m.mobileLength]: 'मोबाइल नंबर 10 से 15 अंकों का होना चाहिए।',
    [m.mobileDigits]: 'मोबाइल नंबर में सिर्फ़ अंक होने चाहिए।',
    [m.otpRequired]: 'OTP भरना ज़रूरी है।',
    [m.otpLength]: 'OTP 4 अंकों का होना चाहिए।',
    [m.sendFailed]: 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    [m.resendFailed]: 'OTP फिर से नहीं भेजा जा सका।',
    [m.invalidOtp]: 'OTP ग़लत है',
    [m.verifyFailed]: 'OTP सत्यापित नहीं हो सका। कृपया फिर से कोशिश करें।',
    [m.fetchFailed]: 'आपके बीमा अनुरोध लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
    [m.detailFailed]: 'यह अनुरोध लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
    [m.empty]: 'अभी तक कोई बीमा अनुरोध नहीं। अपनी स्थिति देखने और सबसे अच्छे ऑफ़र पाने के लिए नया बीमा अनुरोध शुरू करें।',
  },
});
