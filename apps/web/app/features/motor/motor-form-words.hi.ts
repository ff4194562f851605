// The car and two-wheeler number forms' words in Hindi (glossary: docs/hindi-glossary.md). "NEW" stays as typed.
import { motorLeadMessages as m } from '@bimasetu/contract';
import { defineWords } from '~/lib/words';
import type {} from './motor-form-words';

export default defineWords('hi', 'motorForm', {
  title: { Car: 'कार इंश्योरेंस', 'Two-Wheeler': 'टू-व्हीलर इंश्योरेंस' },
  intro: {
    Car: 'कुछ ही सेकंड में कार इंश्योरेंस के दाम की तुलना करें। अपनी कार का नंबर डालें, या नई कार के लिए NEW लिखें।',
    'Two-Wheeler':
      'कुछ ही सेकंड में बाइक और स्कूटर इंश्योरेंस के दाम की तुलना करें। अपनी बाइक का नंबर डालें, या नई बाइक के लिए NEW लिखें।',
  },
  callBack: 'क्या आप चाहते हैं कि कोई सलाहकार आपको कॉल करे?',
  optional: '(वैकल्पिक)',
  mobileHint: 'सिर्फ़ तभी ज़रूरी, जब आप नीचे का बॉक्स चुनें।',
  number: { Car: 'कार का नंबर', 'Two-Wheeler': 'बाइक का नंबर' },
  numberHint: {
    Car: 'सही नंबर डालते ही आप सीधे दाम देखेंगे। नई कार ख़रीद रहे हैं? NEW लिखें।',
    'Two-Wheeler': 'सही नंबर डालते ही आप सीधे दाम देखेंगे। नई बाइक ख़रीद रहे हैं? NEW लिखें।',
  },
  brand: 'ब्रांड',
  selectBrand: 'ब्रांड चुनें',
  model: { Car: 'वेरिएंट', 'Two-Wheeler': 'मॉडल' },
  selectModel: { Car: 'वेरिएंट चुनें', 'Two-Wheeler': 'मॉडल चुनें' },
  submit: 'दाम देखें',
  messages: {
    [m.carNumber]: '10 अक्षरों का सही कार नंबर डालें या NEW लिखें',
    [m.bikeNumber]: '10 अक्षरों का सही बाइक नंबर डालें या NEW लिखें',
    [m.carBrand]: 'कृपया अपनी कार का ब्रांड चुनें।',
    [m.bikeBrand]: 'कृपया अपनी बाइक का ब्रांड चुनें।',
    [m.carModel]: 'कृपया अपनी कार का वेरिएंट चुनें।',
    [m.bikeModel]: 'कृपया अपनी बाइक का मॉडल चुनें।',
    [m.mobileRequired]: 'मोबाइल नंबर भरना ज़रूरी है',
    [m.mobileInvalid]: 'सही 10 अंकों का मोबाइल नंबर डालें',
  },
});
