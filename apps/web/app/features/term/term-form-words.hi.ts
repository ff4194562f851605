// The term, NRI term and women term calculators' words in Hindi (glossary: docs/hindi-glossary.md).
import { NAME_MAX_LENGTH, TERM_MAX_AGE, TERM_MIN_AGE, termLeadMessages as m } from '@bimasetu/contract';
import { defineWords } from '~/lib/words';
import type {} from './term-form-words';

export default defineWords('hi', 'termForm', {
  title: {
    term: 'टर्म इंश्योरेंस कैलकुलेटर',
    'nri-term': 'NRI टर्म इंश्योरेंस कैलकुलेटर',
    'women-term': 'महिलाओं के लिए टर्म इंश्योरेंस',
  },
  intro: {
    term: 'अपने बारे में थोड़ा बताइए और प्रमुख बीमा कंपनियों के टर्म प्लान और प्रीमियम देखिए।',
    'nri-term': 'विदेश में रहते हैं? भारत में अपने परिवार को ऐसे टर्म प्लान से सुरक्षित करें, जिसे आप विदेश से ख़रीद और भर सकते हैं।',
    'women-term': 'उसी कवर के लिए महिलाओं का प्रीमियम कम होता है। महिलाओं के लिए ख़ास ऑफ़र वाले प्लान देखें।',
  },
  gender: 'लिंग',
  genders: { 1: 'पुरुष', 2: 'महिला', 3: 'अन्य' },
  tobacco: 'क्या आप धूम्रपान करते हैं या तंबाकू खाते हैं?',
  tobaccoHint: 'बीमा कंपनियाँ तंबाकू लेने वालों से ज़्यादा प्रीमियम लेती हैं, इसलिए आपके प्रीमियम इसी पर निर्भर हैं।',
  tobaccoAnswers: { yes: 'हाँ', no: 'नहीं' },
  fullName: 'पूरा नाम',
  dob: 'जन्म तिथि',
  dobHint: 'उदाहरण: 15/08/1990',
  submit: 'अपने कवरेज प्लान देखें',
  messages: {
    [m.nameRequired]: 'नाम भरना ज़रूरी है',
    [m.nameLetters]: 'नाम में सिर्फ़ अक्षर हो सकते हैं',
    [m.nameTooLong]: `नाम ज़्यादा से ज़्यादा ${NAME_MAX_LENGTH} अक्षरों का हो सकता है`,
    [m.dobRequired]: 'जन्म तिथि भरना ज़रूरी है',
    [m.dobFormat]: 'जन्म तिथि DD/MM/YYYY के रूप में भरें',
    [m.dobAge]: `टर्म इंश्योरेंस ${TERM_MIN_AGE} से ${TERM_MAX_AGE} साल की उम्र तक मिलता है`,
    [m.mobileRequired]: 'मोबाइल नंबर भरना ज़रूरी है',
    [m.mobileInvalid]: 'सही 10 अंकों का मोबाइल नंबर डालें',
    [m.tobaccoRequired]: 'बताइए कि आप धूम्रपान करते हैं या तंबाकू खाते हैं या नहीं',
  },
});
