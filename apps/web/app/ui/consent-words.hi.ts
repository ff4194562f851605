// The consent box's words in Hindi. Each purpose's text translates one recorded version of the contract's
// wording (CONSENT_TEXT_VERSIONS in packages/contract/src/trust.ts); the server records that version whichever
// language the box was read in (docs/decisions.md).
import { defineWords } from '~/lib/words';
import type {} from './consent-words';

export default defineWords('hi', 'consent', {
  preference: 'आपसे संपर्क का पसंदीदा तरीक़ा',
  optional: 'दोनों बॉक्स वैकल्पिक हैं: आप अपने प्लान हर हाल में देख सकते हैं।',
  bookingOptional: 'वैकल्पिक: आपकी बुकिंग इस पर निर्भर नहीं है।',
  marketingNeedsLogin:
    'ऑफ़र और रिमाइंडर पाने के लिए पहले लॉग इन करें: यह पसंद हम सिर्फ़ उसी मोबाइल नंबर के लिए दर्ज करते हैं जिसकी आपने OTP से पुष्टि की हो।',
  preferences: { Call: 'कॉल', SMS: 'एसएमएस', WhatsApp: 'व्हाट्सऐप' },
  texts: {
    'request-2026-11':
      'इस कोटेशन के बारे में मुझे वापस कॉल करें। BimaSetu के सलाहकार मुझसे सिर्फ़ इसी अनुरोध के बारे में, नीचे चुने मेरे पसंदीदा तरीक़े से संपर्क कर सकते हैं।',
    'marketing-2026-11':
      'BimaSetu मुझे SMS, WhatsApp या कॉल से ऑफ़र और रिन्यूअल रिमाइंडर भेजे। यह वैकल्पिक है, और मैं इसे कभी भी "मेरा डेटा और प्राइवेसी" में जाकर वापस ले सकता/सकती हूँ।',
  },
});
