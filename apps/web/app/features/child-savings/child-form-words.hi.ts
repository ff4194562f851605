// The child savings form's words in Hindi (glossary: docs/hindi-glossary.md).
import { childMessages as m } from '@bimasetu/contract';
import { defineWords } from '~/lib/words';
import type {} from './child-form-words';

export default defineWords('hi', 'childForm', {
  title: 'चाइल्ड सेविंग्स प्लान',
  intro: 'अपने बच्चे की पढ़ाई और सपनों को सुरक्षित करें। हमें अपने परिवार के बारे में थोड़ा बताइए।',
  name: 'आपका नाम',
  email: 'ईमेल',
  parentAge: 'आपकी उम्र',
  childAge: 'बच्चे की उम्र',
  income: 'सालाना आय',
  years: ' साल',
  incomes: {
    'Below ₹3 Lakhs': '₹3 लाख से कम',
    '₹3 - ₹5 Lakhs': '₹3 - ₹5 लाख',
    '₹5 - ₹10 Lakhs': '₹5 - ₹10 लाख',
    '₹10 - ₹20 Lakhs': '₹10 - ₹20 लाख',
    'Above ₹20 Lakhs': '₹20 लाख से ज़्यादा',
  },
  viewPlans: 'प्लान देखें',
  messages: {
    [m.required]: 'यह जानकारी भरना ज़रूरी है।',
    [m.mobile]: 'सही 10 अंकों का मोबाइल नंबर डालें।',
    [m.email]: 'सही ईमेल पता डालें।',
  },
});
