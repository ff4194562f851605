// The regulatory disclosures' details in English (Hindi: disclosure-detail-words.hi.ts): who sees a visitor's
// data and the labels of the configured registration. They load with the details after the page is up (the
// footer imports the page's language's module), and with the legal pages that show them. The company's name, CIN,
// address and registration numbers come from the configuration and stay as configured.
import { DATA_RECIPIENTS_SENTENCE } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

const disclosureDetailWords = {
  recipients: DATA_RECIPIENTS_SENTENCE,
  notInsurer: 'We do not underwrite risk or act as an insurer.',
  demo: 'Demo deployment: this copy of BimaSetu has no company or IRDAI registration configured. It is not a licensed insurance intermediary and sells no insurance.',
  company: 'Company',
  cin: 'CIN',
  registeredOffice: 'Registered office',
  registration: (category: string) => `IRDAI registration (${category})`,
  regNo: 'No.',
  validTill: 'valid till',
  principalOfficer: 'Principal Officer',
  grievanceOfficer: 'Grievance Officer',
  phone: 'Phone',
  email: 'email',
};

export type DisclosureDetailWords = Wordy<typeof disclosureDetailWords>;

declare module '~/lib/words' {
  interface WordBook {
    disclosureDetail: DisclosureDetailWords;
  }
}

export default defineWords('en', 'disclosureDetail', disclosureDetailWords);
