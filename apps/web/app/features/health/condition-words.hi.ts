// The medical conditions a health form declares, in Hindi: one table for the form's choices and the list's
// waiting-period note (health-form-words.hi.ts, health-words.hi.ts). The values stay the contract's English.
import type { MedicalCondition } from '@bimasetu/contract';

export const conditionWordsHi: Record<MedicalCondition, string> = {
  Diabetes: 'डायबिटीज़',
  'Blood Pressure': 'ब्लड प्रेशर',
  'Heart disease': 'दिल की बीमारी',
  'Any Surgery': 'कोई सर्जरी',
  Thyroid: 'थायरॉइड',
  Asthma: 'अस्थमा',
  'Other disease': 'कोई और बीमारी',
  'None of these': 'इनमें से कोई नहीं',
};
