import { DATA_RECIPIENTS_SENTENCE } from './trust.ts';
import { DATA_RECIPIENTS_SENTENCE_HI } from './trust-hi.ts';

// The FAQs every customer sees on day one; advisers edit them later from the console. The API's migration seeds
// them and the web build prerenders them on /faq, so the page arrives with its questions before GetFaqList answers.
export const starterFaqs: readonly { question: string; answer: string }[] = [
  {
    question: 'What is BimaSetu and how does it help me buy insurance?',
    answer:
      'BimaSetu lets you compare plans from licensed insurers side by side, apply online and get help from our advisers. You see indicative premiums first; the insurer confirms the final premium before you pay.',
  },
  {
    question: 'Do I pay anything extra for buying through BimaSetu?',
    answer:
      'No. The premium you pay is the insurer’s premium. We are paid by insurers as permitted by IRDAI rules, so comparing and getting advice here costs you nothing.',
  },
  {
    question: 'How much life cover should I take?',
    answer:
      'A common rule of thumb is 10 to 15 times your yearly income, plus any loans you would not want your family to repay. Our term calculator suggests plans for the cover you choose.',
  },
  {
    question: 'What is the difference between term insurance and a savings plan?',
    answer:
      'Term insurance only pays if the insured person dies during the term, so its premium is low. Savings and ULIP plans combine some cover with investment and cost much more for the same cover.',
  },
  {
    question: 'How does cashless hospitalisation work under health insurance?',
    answer:
      'At a network hospital, show your health card at the insurance desk. The hospital asks the insurer for approval and the insurer pays the hospital directly for covered treatment, apart from any co-pay or non-payable items.',
  },
  {
    question: 'What is a waiting period in health insurance?',
    answer:
      'It is the time before certain cover starts. Most plans have a 30-day initial waiting period, and a waiting period of 1 to 3 years for diseases you already have. Accidents are usually covered from day one.',
  },
  {
    question: 'Can I claim tax benefits on my premiums?',
    answer:
      'Under the old tax regime, life insurance premiums can qualify under Section 80C and health insurance premiums under Section 80D, within their limits. Please check with your tax adviser for your situation.',
  },
  {
    question: 'What documents do I need to buy a policy?',
    answer:
      'Usually your PAN, an address proof such as Aadhaar, a recent photograph and, for larger covers, income proof. Some term plans for salaried buyers do not need income proof; the plan list shows which.',
  },
  {
    question: 'What is IDV in car and two-wheeler insurance?',
    answer:
      'The Insured Declared Value is the most the insurer pays if your vehicle is stolen or damaged beyond repair. It is roughly the showroom price less depreciation for the vehicle’s age.',
  },
  {
    question: 'What is the free-look period?',
    answer:
      'After you receive your policy you have a free-look period (usually 30 days for life and health policies) to read it. If it does not suit you, you can return it and get your premium back, less a few small charges.',
  },
  {
    question: 'How do I track my insurance request?',
    answer:
      'Open Know My Request Status and verify your mobile number with a one-time code. You will see each request with its date, amount, status and our adviser’s remarks.',
  },
  {
    question: 'How is my personal data protected?',
    answer:
      'We share your details only with the insurers you ask us to approach. Aadhaar numbers are stored encrypted and only the last four digits are ever shown. We never ask for your OTP over a call.',
  },
  {
    question: 'Who do I contact if I have a complaint?',
    answer:
      'Use Contact Us and choose the enquiry type that fits. If your concern is about an insurer, you can also approach the insurer’s grievance cell and, after that, the IRDAI Bima Bharosa portal or the Insurance Ombudsman.',
  },
];

/** The priority the seed gives the FAQ at `index` (10, 20, 30…), so the prerendered order is GetFaqList's. */
export const starterFaqPriority = (index: number) => (index + 1) * 10;

/** The data-protection question, whose seeded answer migration 006 replaced with the one true sentence. */
export const DATA_FAQ_QUESTION = 'How is my personal data protected?';
export const DATA_FAQ_ANSWER = `${DATA_RECIPIENTS_SENTENCE} Aadhaar numbers are stored encrypted and only the last four digits are ever shown, and we never ask for your OTP over a call. After logging in you can see, download or erase your data, and withdraw any consent, under My data and privacy; our Privacy Policy explains the rest.`;

/**
 * The FAQs a fresh deployment answers today: migration 002's seed as migration 006 left it. The prerendered /faq
 * shows these, so the page does not change when GetFaqList answers on a deployment no adviser has edited.
 */
export const currentStarterFaqs: readonly { question: string; answer: string }[] = starterFaqs.map((faq) =>
  faq.question === DATA_FAQ_QUESTION ? { ...faq, answer: DATA_FAQ_ANSWER } : faq,
);

/** A FAQ's Hindi pair beside its English one (the Hindi FAQ page's words; docs/hindi-glossary.md). */
export interface BilingualFaq {
  question: string;
  answer: string;
  questionHi: string;
  answerHi: string;
}

/** The data-protection answer in Hindi, as migration 006 left the English. */
export const DATA_FAQ_ANSWER_HI = `${DATA_RECIPIENTS_SENTENCE_HI} आधार नंबर एन्क्रिप्ट करके रखे जाते हैं और कभी भी सिर्फ़ आख़िरी चार अंक दिखाए जाते हैं, और हम कॉल पर कभी आपका OTP नहीं माँगते। लॉग इन करने के बाद 'My data and privacy' में आप अपना डेटा देख, डाउनलोड या मिटा सकते हैं और कोई भी सहमति वापस ले सकते हैं; बाक़ी बातें हमारी प्राइवेसी पॉलिसी में हैं।`;

/** The Hindi of each of `currentStarterFaqs`, in the same order (migration 007 fills them in). */
const STARTER_HINDI: readonly { questionHi: string; answerHi: string }[] = [
  {
    questionHi: 'BimaSetu क्या है और यह बीमा ख़रीदने में मेरी कैसे मदद करता है?',
    answerHi:
      'BimaSetu पर आप लाइसेंस वाली बीमा कंपनियों के प्लान की आमने-सामने तुलना कर सकते हैं, ऑनलाइन आवेदन कर सकते हैं और हमारे सलाहकारों से मदद ले सकते हैं। पहले आपको अनुमानित प्रीमियम दिखता है; भुगतान से पहले बीमा कंपनी अंतिम प्रीमियम की पुष्टि करती है।',
  },
  {
    questionHi: 'क्या BimaSetu से ख़रीदने पर मुझे कुछ ज़्यादा देना पड़ता है?',
    answerHi:
      'नहीं। आप वही प्रीमियम देते हैं जो बीमा कंपनी का प्रीमियम है। IRDAI के नियमों के तहत हमें बीमा कंपनियाँ भुगतान करती हैं, इसलिए यहाँ तुलना करने और सलाह लेने का आपसे कोई शुल्क नहीं लिया जाता।',
  },
  {
    questionHi: 'मुझे कितना लाइफ़ कवर लेना चाहिए?',
    answerHi:
      'आम तौर पर अपनी सालाना आय का 10 से 15 गुना, और साथ में वे सभी लोन जिन्हें आप नहीं चाहेंगे कि आपका परिवार चुकाए। हमारा टर्म कैलकुलेटर आपके चुने हुए कवर के लिए प्लान सुझाता है।',
  },
  {
    questionHi: 'टर्म इंश्योरेंस और सेविंग्स प्लान में क्या फ़र्क़ है?',
    answerHi:
      'टर्म इंश्योरेंस में पैसा तभी मिलता है जब पॉलिसी की अवधि में बीमित व्यक्ति की मृत्यु हो जाए, इसलिए इसका प्रीमियम कम होता है। सेविंग्स और ULIP प्लान में कुछ कवर के साथ निवेश भी होता है, और उतने ही कवर के लिए वे काफ़ी महँगे पड़ते हैं।',
  },
  {
    questionHi: 'हेल्थ इंश्योरेंस में कैशलेस इलाज कैसे होता है?',
    answerHi:
      'नेटवर्क अस्पताल में इंश्योरेंस डेस्क पर अपना हेल्थ कार्ड दिखाएँ। अस्पताल बीमा कंपनी से मंज़ूरी माँगता है और कवर में आने वाले इलाज का भुगतान बीमा कंपनी सीधे अस्पताल को करती है; को-पे या कवर से बाहर के ख़र्च आपको देने होते हैं।',
  },
  {
    questionHi: 'हेल्थ इंश्योरेंस में वेटिंग पीरियड क्या होता है?',
    answerHi:
      'यह वह समय है जिसके बाद ही कुछ कवर शुरू होते हैं। ज़्यादातर प्लान में शुरुआत में 30 दिन का वेटिंग पीरियड होता है, और पहले से मौजूद बीमारियों के लिए 1 से 3 साल का। दुर्घटना आम तौर पर पहले दिन से कवर होती है।',
  },
  {
    questionHi: 'क्या मुझे प्रीमियम पर टैक्स में छूट मिल सकती है?',
    answerHi:
      'पुरानी टैक्स व्यवस्था में लाइफ़ इंश्योरेंस के प्रीमियम पर धारा 80C और हेल्थ इंश्योरेंस के प्रीमियम पर धारा 80D के तहत, उनकी सीमा के भीतर, छूट मिल सकती है। अपनी स्थिति के लिए कृपया अपने टैक्स सलाहकार से पूछें।',
  },
  {
    questionHi: 'पॉलिसी ख़रीदने के लिए मुझे कौन-से दस्तावेज़ चाहिए?',
    answerHi:
      'आम तौर पर आपका PAN, पते का कोई प्रमाण जैसे आधार, हाल की फ़ोटो और बड़े कवर के लिए आय का प्रमाण। नौकरीपेशा लोगों के लिए कुछ टर्म प्लान में आय का प्रमाण नहीं चाहिए; प्लान की सूची में यह लिखा होता है।',
  },
  {
    questionHi: 'कार और टू-व्हीलर इंश्योरेंस में IDV क्या है?',
    answerHi:
      'IDV (इंश्योर्ड डिक्लेयर्ड वैल्यू) वह सबसे बड़ी रकम है जो बीमा कंपनी आपकी गाड़ी चोरी होने या मरम्मत के लायक़ न रहने पर देती है। मोटे तौर पर यह शोरूम क़ीमत में से गाड़ी की उम्र के हिसाब से घिसावट (डेप्रिसिएशन) घटाकर बनती है।',
  },
  {
    questionHi: 'फ़्री-लुक पीरियड क्या है?',
    answerHi:
      'पॉलिसी मिलने के बाद उसे पढ़ने के लिए आपके पास फ़्री-लुक पीरियड होता है (लाइफ़ और हेल्थ पॉलिसी में आम तौर पर 30 दिन)। अगर पॉलिसी आपके काम की न हो, तो आप उसे लौटा सकते हैं और कुछ छोटे शुल्क काटकर आपका प्रीमियम वापस मिल जाता है।',
  },
  {
    questionHi: 'मैं अपने बीमा अनुरोध की स्थिति कैसे देखूँ?',
    answerHi:
      "'मेरे अनुरोध की स्थिति' खोलें और एक बार के कोड (OTP) से अपना मोबाइल नंबर सत्यापित करें। आपको हर अनुरोध उसकी तारीख़, रकम, स्थिति और हमारे सलाहकार की टिप्पणी के साथ दिखेगा।",
  },
  { questionHi: 'मेरा निजी डेटा कैसे सुरक्षित रहता है?', answerHi: DATA_FAQ_ANSWER_HI },
  {
    questionHi: 'शिकायत हो तो मैं किससे संपर्क करूँ?',
    answerHi:
      "'संपर्क करें' पेज खोलें और अपनी बात से मेल खाने वाला पूछताछ का प्रकार चुनें। अगर शिकायत किसी बीमा कंपनी से है, तो आप उस कंपनी के शिकायत विभाग से भी संपर्क कर सकते हैं, और उसके बाद IRDAI के बीमा भरोसा पोर्टल या बीमा लोकपाल के पास जा सकते हैं।",
  },
];

/** `currentStarterFaqs` with their Hindi: what migration 007 writes and what the prerendered /hi/faq shows. */
export const bilingualStarterFaqs: readonly BilingualFaq[] = currentStarterFaqs.map((faq, index) => {
  const hindi = STARTER_HINDI[index];
  if (!hindi) throw new Error(`Starter FAQ ${index + 1} has no Hindi`);
  return { ...faq, ...hindi };
});
