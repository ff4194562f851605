// Words of the regulatory disclosures, the help lines and the demo notice in English (Hindi:
// disclosure-words.hi.ts), registered for every page by words/en.ts because the footer shows them. The company's
// name, CIN, address and registration numbers come from the configuration and stay as configured.
import { DATA_RECIPIENTS_SENTENCE } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

const disclosureWords = {
  heading: 'Regulatory disclosures',
  solicitation: 'Insurance is the subject matter of solicitation.',
  recipients: DATA_RECIPIENTS_SENTENCE,
  notInsurer: 'We do not underwrite risk or act as an insurer.',
  loading: 'Loading our registration details…',
  failed: 'Our registration details could not be loaded. Please reload the page to see them.',
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
  help: 'Help',
  tollFree: 'toll-free',
};

export type DisclosureWords = Wordy<typeof disclosureWords>;

declare module '~/lib/words' {
  interface WordBook {
    disclosure: DisclosureWords;
  }
}

defineWords('en', 'disclosure', disclosureWords);
