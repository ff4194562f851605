// The shared mobile + OTP parts' words in Hindi (glossary: docs/hindi-glossary.md). Each login and OTP message is
// keyed by its English text, as the contract and the server say it.
import { apiMessages as api, loginMessages as m } from '@bimasetu/contract';
import { defineWords } from '~/lib/words';
import type {} from './phone-check-words';

export default defineWords('hi', 'phoneCheck', {
  otpLabel: (length: number) => `${length} अंकों का OTP डालें`,
  resendIn: (seconds: number) => `${seconds} सेकंड में OTP दोबारा भेज सकते हैं`,
  resend: 'OTP दोबारा भेजें',
  tryAgainIn: (seconds: number) => {
    if (seconds <= 0) return 'अब आप नया OTP मँगा सकते हैं।';
    if (seconds < 60) return `${seconds} सेकंड बाद फिर कोशिश करें।`;
    return `${Math.ceil(seconds / 60)} मिनट बाद फिर कोशिश करें।`;
  },
  sendOtp: 'OTP भेजें',
  verifyOtp: 'OTP की पुष्टि करें',
  codeSent: 'SMS से भेजा गया OTP डालें।',
  sentTo: (length: number, mobile: string) => `हमने +91 ${mobile} पर ${length} अंकों का OTP भेजा है।`,
  changeMobile: 'मोबाइल नंबर बदलें',
  sessionEnded: 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।',
  inlineTitle: 'आवेदन भेजने के लिए अपने फ़ोन की पुष्टि करें',
  inlineIntro: (mobile: string) =>
    `हम आवेदन सिर्फ़ उसी फ़ोन नंबर के लिए रखते हैं जिसकी पुष्टि उसके मालिक ने की हो। हम +91 ${mobile} पर एक वन-टाइम पासवर्ड (OTP) भेजेंगे; इससे आप लॉग इन भी हो जाएँगे, ताकि अपने अनुरोध की स्थिति देख सकें।`,
  inlineKept: 'आपने जो कुछ भरा है, वह फ़ॉर्म पर बना रहेगा।',
  inlineVerify: 'OTP की पुष्टि करें और आवेदन भेजें',
  changePhone: 'फ़ोन नंबर बदलें',
  loginToSee: (what: string) => `${what} देखने के लिए अपने मोबाइल नंबर से लॉग इन करें।`,
  login: 'लॉग इन',
  messages: {
    [m.invalidMobile]: 'सही 10 अंकों का मोबाइल नंबर डालें',
    [m.invalidOtp]: 'सही 4 अंकों का OTP डालें',
    [m.otpExpired]: 'आपका OTP एक्सपायर हो गया है। कृपया नया OTP मँगाएँ।',
    [m.otpIncorrect]: 'आपका डाला गया OTP ग़लत है। कृपया फिर से कोशिश करें।',
    [m.userNotFound]: 'हमें आपका अकाउंट नहीं मिला। कृपया अपनी जानकारी जाँचें।',
    [m.tooManyAttempts]: 'बहुत बार ग़लत कोशिश हुई। कृपया कुछ देर रुककर फिर कोशिश करें।',
    [m.transientDb]: 'कुछ मिनट बाद कोशिश करें',
    [m.transient]: 'अभी हमारे सर्वर से जुड़ने में दिक़्क़त हो रही है। कृपया थोड़ी देर में फिर कोशिश करें।',
    [m.notFound404]: 'OTP जाँचने की सेवा अभी उपलब्ध नहीं है (404)',
    [m.network]: 'नेटवर्क में गड़बड़ी है। कृपया अपना कनेक्शन जाँचें।',
    [m.genericValidate]: 'OTP जाँचते समय कोई गड़बड़ी हुई।',
    [m.validateNoMessage]: 'सही 4 अंकों का OTP डालें।',
    [m.sendFailed]: 'OTP नहीं भेजा जा सका',
    [m.resendFailed]: 'OTP दोबारा नहीं भेजा जा सका',
    [api.otpSent]: 'OTP भेज दिया गया',
    [api.otpVerified]: 'OTP की पुष्टि हो गई',
    [api.loggedOut]: 'आप लॉग आउट हो गए हैं',
    [api.otpExpired]: 'OTP एक्सपायर हो गया',
    [api.otpInvalid]: 'OTP ग़लत है',
    [api.otpTooMany]: 'बहुत बार कोशिश हुई',
    [api.otpResendTooSoon]: 'नया OTP मँगाने से पहले कृपया थोड़ा रुकें',
    [api.otpHourlyCap]: 'इस मोबाइल नंबर के लिए बहुत बार OTP माँगा गया है। कृपया बाद में कोशिश करें',
    [api.mobileLocked]: 'इस मोबाइल नंबर के लिए बहुत बार ग़लत OTP डाला गया।',
    [api.smsFailed]: 'हम अभी SMS नहीं भेज पाए। कृपया थोड़ी देर में फिर कोशिश करें',
    [api.rateLimited]: 'बहुत सारे अनुरोध आए हैं। कृपया रुककर फिर कोशिश करें',
    [api.serverError]: 'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर कोशिश करें',
    [api.tooLarge]: 'भेजी गई जानकारी बहुत बड़ी है',
  },
});
