// My claims in Hindi (glossary: docs/hindi-glossary.md). Rule titles stay as their issuers publish them; the
// insurer's name and the references stay as recorded.
import { claimMessages, grievanceStepMessages, OMBUDSMAN_LIMIT_RUPEES } from '@bimasetu/contract';
import { formatRupees, HINDI_UNITS, lakhCroreWords } from '~/lib/format';
import { defineWords } from '~/lib/words';
import type {} from './claims-words';

export default defineWords('hi', 'claims', {
  title: 'मेरे क्लेम',
  intro: 'हर क्लेम, नियमों के अनुसार बीमा कंपनी की समय-सीमा, समय-सीमा चूकने का मतलब, और हर कदम।',
  loginPrompt: 'अपने क्लेम देखने के लिए अपने मोबाइल नंबर से लॉग इन करें।',
  login: 'लॉग इन',
  loading: 'आपके क्लेम लोड हो रहे हैं…',
  failed: 'आपके क्लेम लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  empty: 'अभी कोई क्लेम नहीं है। मेरी पॉलिसियाँ में किसी पॉलिसी से क्लेम शुरू करें।',
  kind: {
    cashless: 'कैशलेस: अभी अस्पताल में',
    reimbursement: 'रीइम्बर्समेंट',
    motor: 'मोटर क्लेम',
    death: 'मृत्यु क्लेम',
  },
  state: {
    intimated: 'दर्ज हुआ',
    'documents-pending': 'दस्तावेज़ बाकी',
    submitted: 'बीमा कंपनी के पास',
    'query-raised': 'बीमा कंपनी का सवाल',
    approved: 'मंज़ूर',
    'partly-approved': 'आंशिक रूप से मंज़ूर',
    'discharge-requested': 'डिस्चार्ज का अनुरोध हुआ',
    rejected: 'नामंज़ूर',
    paid: 'भुगतान हुआ',
    closed: 'बंद',
  },
  policy: (insurer, number) => `${insurer}, पॉलिसी ${number}`,
  reference: 'बीमा कंपनी का क्लेम रेफ़रेंस',
  claimed: 'क्लेम की राशि',
  approved: 'मंज़ूर राशि',
  clockHeading: 'बीमा कंपनी की समय-सीमा',
  dueBy: (when) => `${when} तक`,
  clockState: { running: 'समय पर', near: 'समय-सीमा पास', breached: 'समय-सीमा निकल गई' },
  decidedInTime: 'बीमा कंपनी ने समय पर फ़ैसला किया।',
  decidedLate: 'बीमा कंपनी ने समय-सीमा के बाद फ़ैसला किया।',
  rule: (title, date) => `नियम: ${title}, ${date}`,
  whenMissed: {
    'insurer-bears-extra-hospital-charges':
      'देरी होने पर, देरी से बढ़ा अस्पताल का अतिरिक्त खर्च बीमा कंपनी देगी, आप नहीं।',
    'interest-bank-rate-plus-2': 'देरी होने पर बीमा कंपनी आपको बैंक रेट से 2% ज़्यादा ब्याज देगी।',
    escalate: 'देरी होने पर आप शिकायत कर सकते हैं; शिकायत हम आपके लिए तैयार करते हैं।',
  },
  missed: {
    'insurer-bears-extra-hospital-charges':
      'बीमा कंपनी की समय-सीमा निकल गई: देरी से बढ़ा अस्पताल का अतिरिक्त खर्च बीमा कंपनी देगी, आप नहीं।',
    'interest-bank-rate-plus-2':
      'बीमा कंपनी की समय-सीमा निकल गई: देरी के लिए वह आपको बैंक रेट से 2% ज़्यादा ब्याज देगी।',
    escalate: 'बीमा कंपनी की समय-सीमा निकल गई: आप शिकायत कर सकते हैं, शिकायत नीचे तैयार है।',
  },
  discharge: {
    ask: 'क्या अस्पताल मरीज़ को डिस्चार्ज कर रहा है? अस्पताल ने बीमा कंपनी से अंतिम मंज़ूरी माँगी हो, तो यहाँ दर्ज करें: अंतिम मंज़ूरी के लिए बीमा कंपनी की समय-सीमा अभी से शुरू होती है।',
    record: 'अस्पताल ने अंतिम मंज़ूरी माँगी है',
    recording: 'दर्ज हो रहा है…',
    failed: 'यह दर्ज नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
  noClock: 'इस तरह के क्लेम के लिए नियमों में कोई तय समय-सीमा नहीं है; आपके सलाहकार इसे आगे बढ़ाते हैं।',
  notStarted: 'समय-सीमा तब शुरू होती है जब बीमा कंपनी के पास पूरा अनुरोध पहुँच जाता है।',
  checklist: 'दस्तावेज़',
  uploaded: 'आपके वॉल्ट में',
  missing: 'अभी चाहिए',
  filePicker: { choose: 'फ़ाइल चुनें', none: 'कोई फ़ाइल नहीं चुनी गई' },
  document: {
    'health-card': 'हेल्थ कार्ड',
    'photo-id': 'फ़ोटो पहचान पत्र',
    'doctor-advice': 'भर्ती के लिए डॉक्टर की सलाह',
    'claim-form': 'क्लेम फ़ॉर्म',
    'discharge-summary': 'डिस्चार्ज समरी',
    'final-bill': 'अस्पताल का अंतिम बिल',
    'payment-receipts': 'भुगतान की रसीदें',
    'investigation-reports': 'जाँच रिपोर्ट',
    'pharmacy-bills': 'दवा के बिल',
    'cancelled-cheque': 'कैंसिल चेक',
    'driving-licence': 'ड्राइविंग लाइसेंस',
    'registration-certificate': 'रजिस्ट्रेशन सर्टिफ़िकेट (RC)',
    'repair-estimate': 'गैराज का मरम्मत अनुमान',
    photos: 'नुकसान की फ़ोटो',
    'fir-if-theft': 'FIR (चोरी पर)',
    'death-certificate': 'मृत्यु प्रमाण पत्र',
    'nominee-photo-id': 'नॉमिनी का फ़ोटो पहचान पत्र',
    'nominee-bank-proof': 'नॉमिनी के बैंक का प्रमाण',
    'medical-records': 'मेडिकल रिकॉर्ड',
  },
  deductionsHeading: 'क्या नहीं मिला, और क्यों',
  deductionItem: 'मद',
  deductionAmount: 'राशि',
  deductionReason: 'कारण',
  grievanceHeading: 'आपकी शिकायत, भेजने के लिए तैयार',
  grievanceReason: {
    'claim-rejected': 'बीमा कंपनी ने यह क्लेम नामंज़ूर किया।',
    'clock-ran-out': 'बीमा कंपनी इस क्लेम की समय-सीमा चूक गई।',
    'service-request-late': 'बीमा कंपनी इस अनुरोध की समय-सीमा चूक गई।',
  },
  rung: {
    'insurer-grievance-officer': 'पहले, बीमा कंपनी के शिकायत अधिकारी को लिखें।',
    'bima-bharosa': 'फिर IRDAI का बीमा भरोसा पोर्टल, अगर बीमा कंपनी ने समय पर हल नहीं किया।',
    ombudsman: 'फिर बीमा लोकपाल।',
  },
  grievanceRules: (days, title, date) =>
    `बीमा कंपनी को शिकायत ${days} दिन में हल करनी होती है (${title}, ${date})।`,
  ombudsmanRule: (limit, title, date) =>
    `बीमा लोकपाल ${limit} तक के क्लेम सुनते हैं, बीमा कंपनी के जवाब के एक साल के अंदर (${title}, ${date})।`,
  openNow: 'अभी जा सकते हैं',
  notYet: 'अभी नहीं',
  opensOn: (date) => `${date} से`,
  closesOn: (date) => `${date} तक`,
  barred: 'लोकपाल की सीमा से बड़े क्लेम के लिए नहीं',
  grievanceSteps: {
    heading: 'आपकी शिकायत, कदम-दर-कदम',
    recorded: {
      'sent-to-insurer': (date: string) => `${date} को बीमा कंपनी के शिकायत अधिकारी को भेजी गई।`,
      'insurer-replied': (date: string) => `बीमा कंपनी ने ${date} को जवाब दिया, और आप संतुष्ट नहीं थे।`,
      'escalated-to-bima-bharosa': (date: string) => `${date} को IRDAI के बीमा भरोसा पोर्टल पर ले जाई गई।`,
      'ombudsman-complaint': (date: string) => `${date} को बीमा लोकपाल से शिकायत की गई।`,
    },
    insurerBy: (date: string) => `बीमा कंपनी को ${date} तक इसे सुलझाना है।`,
    insurerLate: (date: string) => `बीमा कंपनी ने ${date} तक इसे नहीं सुलझाया: अब आप बीमा भरोसा पर जा सकते हैं।`,
    insurerAnswered: 'बीमा कंपनी ने अपनी समय-सीमा के अंदर जवाब दिया।',
    ombudsmanUntil: (from: string, until: string) => `आप ${from} से ${until} तक बीमा लोकपाल के पास जा सकते हैं।`,
    ombudsmanPassed: (until: string) => `लोकपाल के पास जाने का समय ${until} को खत्म हो गया।`,
    overLimit: (limit: string) =>
      `यह क्लेम ${limit} से बड़ा है, इसलिए बीमा लोकपाल इसे नहीं सुन सकते; बीमा भरोसा और अदालत का रास्ता खुला है।`,
    rule: (title: string, date: string) => `(नियम: ${title}, ${date})`,
    send: 'यह शिकायत भेजें',
    sendHelp: (days: number) => `हम इसे आज भेजी गई दर्ज करेंगे; बीमा कंपनी के ${days} दिन अभी से शुरू होंगे।`,
    replied: 'बीमा कंपनी का जवाब दर्ज करें',
    replyDate: 'बीमा कंपनी के जवाब की तारीख (दिन/महीना/साल)',
    escalate: 'मैंने इसे बीमा भरोसा पर दर्ज किया है',
    ombudsman: 'मैंने लोकपाल से शिकायत की है',
    saving: 'सेव हो रहा है…',
    saved: 'दर्ज हो गया।',
    failed: 'यह दर्ज नहीं हो सका। कृपया फिर से कोशिश करें।',
    replyDateMissing: 'बीमा कंपनी के जवाब की तारीख दिन/महीना/साल में डालें।',
  },
  grievanceMessages: {
    [grievanceStepMessages['already-recorded']]: 'यह कदम पहले ही दर्ज है',
    [grievanceStepMessages['not-sent']]: 'पहले शिकायत बीमा कंपनी को भेजें',
    [grievanceStepMessages['reply-before-sending']]: 'जवाब शिकायत भेजने से पहले का नहीं हो सकता',
    [grievanceStepMessages['reply-in-future']]: 'जवाब की तारीख आने वाली नहीं हो सकती',
    [grievanceStepMessages['not-open-yet']]: 'यह कदम अभी खुला नहीं है',
    [grievanceStepMessages['window-closed']]: 'यह कदम उठाने का समय निकल गया है',
    [grievanceStepMessages['over-ombudsman-limit']]:
      `बीमा लोकपाल केवल ₹${OMBUDSMAN_LIMIT_RUPEES / 100_000} लाख तक के क्लेम सुनते हैं`,
    [claimMessages.noGrievance]: 'इस क्लेम पर भेजने के लिए कोई शिकायत नहीं है',
  },
  timelineHeading: 'अब तक क्या हुआ',
  documentsAddedStep: 'दस्तावेज़ जोड़े गए',
  documentsAddedNote: (names, count) =>
    count === 1
      ? `${names}: आपके वॉल्ट में सहेजा गया और क्लेम में जोड़ा गया।`
      : `${names}: आपके वॉल्ट में सहेजे गए और क्लेम में जोड़े गए।`,
  by: { you: 'आप', nominee: 'नॉमिनी', adviser: 'BimaSetu सलाहकार' },
  requestsHeading: 'बीमा कंपनी से मेरे अनुरोध',
  requestKind: {
    'nominee-change': 'नॉमिनी बदलना',
    'address-correction': 'पता सुधार',
    'name-correction': 'नाम सुधार',
    'add-spouse': 'पति/पत्नी को जोड़ना',
    'add-newborn': 'नवजात को जोड़ना',
    'tax-certificate-80d': 'टैक्स सर्टिफ़िकेट (धारा 80D)',
    'free-look-cancellation': 'फ़्री-लुक में रद्द करना और रिफ़ंड',
    'mid-term-cancellation': 'बीच में रद्द करना',
  },
  requestState: {
    requested: 'अनुरोध किया',
    'sent-to-insurer': 'बीमा कंपनी को भेजा',
    acknowledged: 'बीमा कंपनी ने पावती दी',
    done: 'पूरा हुआ',
    refused: 'मना किया',
    withdrawn: 'वापस लिया गया',
  },
  doneInTime: 'समय-सीमा के अंदर पूरा हुआ।',
  doneLate: 'समय-सीमा के बाद बंद हुआ।',
  withdrawnOn: (date) => `${date} को वापस लिया गया।`,
  withdraw: {
    button: 'अनुरोध वापस लें',
    withdrawing: 'वापस लिया जा रहा है…',
    confirmTitle: 'यह अनुरोध वापस लें?',
    confirmText: 'यह बंद हो जाएगा और इस पर आगे काम नहीं होगा। बाद में फिर चाहिए, तो नया अनुरोध भेजें।',
    confirm: 'हाँ, वापस लें',
    keep: 'अनुरोध रहने दें',
    done: 'आपका अनुरोध वापस ले लिया गया।',
    alreadyClosed:
      'यह अनुरोध पहले ही बंद हो चुका था, इसलिए वापस नहीं लिया जा सका। अभी इसकी जो स्थिति है, वही यहाँ दिख रही है।',
    failed: 'अभी अनुरोध वापस नहीं लिया जा सका; यह पहले जैसा ही है। कृपया फिर से कोशिश करें।',
  },
  start: {
    open: 'क्लेम शुरू करें',
    close: 'क्लेम फ़ॉर्म बंद करें',
    heading: 'इस पॉलिसी पर क्लेम शुरू करें',
    kind: 'किस तरह का क्लेम',
    amount: 'आप कितनी राशि का क्लेम कर रहे हैं (₹, वैकल्पिक)',
    amountHint: 'पूरे रुपये, जैसे 1,50,000 या 1.5 लाख; अभी पता न हो तो खाली छोड़ दें।',
    amountEcho: (rupees: number) =>
      rupees >= 100_000
        ? `यानी ${formatRupees(rupees)} (${lakhCroreWords(rupees, HINDI_UNITS)})`
        : `यानी ${formatRupees(rupees)}`,
    amountRule: 'राशि पूरे रुपये में लिखें, कम से कम ₹1, जैसे 1,50,000 या 1.5 लाख; या खाली छोड़ दें।',
    note: 'सलाहकार के लिए कोई बात (वैकल्पिक)',
    documents: 'इस क्लेम के दस्तावेज़',
    documentsHint: (mb) =>
      `जो अभी आपके पास है, वह लगाएँ (PDF, JPEG या PNG, हर एक ${mb} MB तक); बाकी बाद में मेरे क्लेम से जोड़ें।`,
    fileTooBig: (item, mb) => `${item}: फ़ाइल ${mb} MB से बड़ी है।`,
    notADocument: (item) => `${item}: केवल PDF, JPEG या PNG फ़ाइलें जोड़ी जा सकती हैं।`,
    cashlessGoal: (minutes: number) =>
      `अभी अस्पताल में हैं? हमारा सलाहकार कामकाज के घंटों में कैशलेस अनुरोध का जवाब ${minutes} मिनट में देता है (यह हमारा अपना लक्ष्य है, नियम नहीं)।`,
    submit: 'क्लेम दर्ज करें',
    sending: 'दर्ज हो रहा है…',
    failed: 'क्लेम दर्ज नहीं हो सका। कृपया फिर से कोशिश करें।',
    refusals: {
      [claimMessages.cashlessNeedsCover]:
        'कैशलेस के लिए पॉलिसी आज लागू होनी चाहिए, और यह पॉलिसी रद्द हो चुकी है, खत्म हो गई है या अभी शुरू नहीं हुई। जब पॉलिसी लागू थी तब अस्पताल में भर्ती के लिए रीइम्बर्समेंट चुनें।',
    },
    uploadFailed: 'क्लेम दर्ज हो गया, पर दस्तावेज़ अपलोड नहीं हुए। उन्हें मेरे क्लेम से जोड़ें।',
    alreadyOpen: (documentsChosen) =>
      documentsChosen
        ? 'आपका यह क्लेम पहले से खुला है; हमने दस्तावेज़ दोबारा नहीं भेजे। कोई नया दस्तावेज़ हो तो उसे इसी क्लेम पर जोड़ें।'
        : 'आपका यह क्लेम पहले से खुला है; यह रहा। कोई नया दस्तावेज़ हो तो उसे इसी क्लेम पर जोड़ें।',
    nominee: 'मृत्यु क्लेम नॉमिनी अपने फ़ोन पर लॉग इन करके, मेरे क्लेम से शुरू करता है।',
  },
  nomineeClaim: {
    heading: 'नॉमिनी के रूप में क्लेम?',
    intro:
      'अगर आप किसी जीवन बीमा पॉलिसी के नॉमिनी हैं, तो पॉलिसी नंबर और पॉलिसी में लिखा अपना नाम दें। हम पॉलिसी में दर्ज नॉमिनी के मोबाइल पर एक कोड भेजते हैं, इसलिए पहले उसी मोबाइल से लॉग इन करें।',
    policyNumber: 'पॉलिसी नंबर',
    nomineeName: 'पॉलिसी में लिखा आपका नाम',
    amount: 'क्लेम की राशि (₹, वैकल्पिक)',
    send: 'कोड भेजें',
    sending: 'भेजा जा रहा है…',
    sentTo: (length, masked) =>
      `हमने पॉलिसी में दर्ज नॉमिनी के मोबाइल (+91 ${masked}) पर ${length} अंकों का कोड भेजा है।`,
    forPolicy: (policyNumber, name) => `पॉलिसी ${policyNumber}, नॉमिनी ${name}।`,
    submit: 'मृत्यु क्लेम शुरू करें',
    starting: 'शुरू हो रहा है…',
    change: 'पॉलिसी नंबर या नाम बदलें',
    codeRule: (length) => `SMS में आया ${length} अंकों का कोड लिखें।`,
    required: (field: string) => `${field} ज़रूरी है।`,
    refusals: {
      'not-found':
        'इस नंबर की कोई जीवन बीमा पॉलिसी आपको, उस मोबाइल के साथ जिससे आप लॉग इन हैं, नॉमिनी नहीं बताती। नंबर और पॉलिसी में लिखा अपना नाम जाँचें।',
      'wrong-code': 'यह वह कोड नहीं है जो हमने भेजा था। SMS देखकर फिर कोशिश करें।',
      expired: 'इस कोड की समय-सीमा खत्म हो गई है। नया कोड मँगाएँ।',
      'too-many': 'बहुत बार गलत कोड डाला गया। नया कोड मँगाकर फिर कोशिश करें।',
      'already-claimed':
        'इस पॉलिसी पर मृत्यु क्लेम पहले से दर्ज है और अभी कायम है। इसे मेरे क्लेम में देखें; नया क्लेम तभी हो सकता है जब यह अस्वीकार हो जाए।',
      failed: 'अभी यह नहीं हो सका। कृपया फिर से कोशिश करें।',
    },
    alreadyClaimed: (claimId: number) =>
      `इस पॉलिसी पर मृत्यु क्लेम पहले से क्लेम नंबर ${claimId} के रूप में दर्ज है। इसे मेरे क्लेम में देखें; नया क्लेम तभी हो सकता है जब यह अस्वीकार हो जाए।`,
  },
  addDocuments: {
    open: 'दस्तावेज़ जोड़ें',
    close: 'दस्तावेज़ फ़ॉर्म बंद करें',
    heading: 'बाकी दस्तावेज़ जोड़ें',
    hint: (mb) => `PDF, JPEG या PNG, हर एक ${mb} MB तक।`,
    submit: 'दस्तावेज़ अपलोड करें',
    sending: 'अपलोड हो रहा है…',
    chooseOne: 'अपलोड के लिए कम से कम एक फ़ाइल चुनें।',
    added: 'क्लेम में जोड़ दिया गया और आपकी वॉल्ट में सहेज लिया गया।',
    refused: {
      'too-big': 'कोई फ़ाइल बहुत बड़ी है। छोटी फ़ाइल या पन्ने की फ़ोटो चुनें।',
      'not-a-document': 'कोई फ़ाइल असली PDF, JPEG या PNG नहीं है (हम फ़ाइल को जाँचते हैं, उसका नाम नहीं)। दूसरी चुनें।',
      'too-many-uploads': 'आपने पिछले एक घंटे में बहुत से दस्तावेज़ अपलोड किए हैं। कृपया बाद में कोशिश करें।',
      failed: 'दस्तावेज़ अपलोड नहीं हुए। कृपया फिर से कोशिश करें।',
    },
  },
  request: {
    open: 'बदलाव का अनुरोध',
    close: 'अनुरोध फ़ॉर्म बंद करें',
    heading: 'बीमा कंपनी से बदलाव का अनुरोध',
    kind: 'आपको क्या चाहिए',
    details: 'विवरण',
    detailsHint: 'जैसे नए नॉमिनी का नाम और रिश्ता, या सही पता।',
    detailsRequired: 'कृपया लिखें कि क्या बदलना है।',
    clock: (days: number, title: string, date: string) =>
      `बीमा कंपनी को यह ${days} दिनों में पूरा करना होगा (${title}, ${date})।`,
    submit: 'अनुरोध भेजें',
    sending: 'भेजा जा रहा है…',
    failed: 'अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    refusals: {
      [claimMessages.requestNeedsLivePolicy]:
        'यह पॉलिसी रद्द हो चुकी है या खत्म हो गई है, इसलिए बीमा कंपनी अब इसमें बदलाव नहीं कर सकती। भरे गए प्रीमियम का टैक्स सर्टिफ़िकेट अब भी माँगा जा सकता है।',
    },
  },
});
