import { DATA_RECIPIENTS_SENTENCE } from './trust.ts';

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
