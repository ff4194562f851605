// The Contact Us page's words in Hindi (glossary: docs/hindi-glossary.md).
import { contactMessages, loginMessages } from '@bimasetu/contract';
import { siteConfig } from '~/lib/site-config';
import { defineWords } from '~/lib/words';
import type {} from './contact-words';

export default defineWords('hi', 'contact', {
  title: 'संपर्क करें',
  lead: 'बताइए आपको क्या चाहिए, हमारे सलाहकार एक कार्य-दिवस के भीतर आपको कॉल करेंगे।',
  name: 'नाम',
  phone: 'फ़ोन नंबर',
  enquiryType: 'पूछताछ का प्रकार',
  chooseEnquiryType: 'पूछताछ का प्रकार चुनें',
  enquiryTypes: {
    'claim-status': 'क्लेम की स्थिति',
    'policy-modification': 'पॉलिसी में बदलाव',
    'premium-payment-issue': 'प्रीमियम भुगतान में समस्या',
    'policy-document-request': 'पॉलिसी डॉक्यूमेंट चाहिए',
    'nominee-update': 'नॉमिनी बदलना',
    'kyc-update': 'KYC अपडेट',
    'benefit-clarification': 'फ़ायदों के बारे में जानकारी',
    'policy-cancellation': 'पॉलिसी रद्द करना',
    'refund-status': 'रिफ़ंड की स्थिति',
    'portability-request': 'पोर्टेबिलिटी अनुरोध',
    'address-change': 'पता बदलना',
    'renewal-enquiry': 'रिन्यूअल के बारे में पूछताछ',
    'technical-support': 'तकनीकी सहायता',
    'account-statement': 'अकाउंट स्टेटमेंट',
    feedback: 'सुझाव / फ़ीडबैक',
    others: 'अन्य',
  },
  message: 'संदेश',
  submit: 'भेजें',
  otherWays: 'हमसे संपर्क के दूसरे तरीके',
  tollFree: 'टोल-फ़्री',
  email: 'ईमेल',
  hours: 'समय',
  hoursValue: siteConfig.supportHoursHi,
  messages: {
    [contactMessages.required]: 'कृपया सभी जानकारी भरें।',
    [contactMessages.failed]: 'जानकारी नहीं भेजी जा सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    [contactMessages.success]: 'आपका संदेश भेज दिया गया है!',
    [loginMessages.invalidMobile]: 'कृपया सही 10 अंकों का मोबाइल नंबर डालें',
  },
});
