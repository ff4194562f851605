// Words of the regulatory disclosures, the help lines and the demo notice: one place, for translation later.
import { DATA_RECIPIENTS_SENTENCE } from '@bimasetu/contract';

export const disclosureWords = {
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
  validTill: 'valid till',
  principalOfficer: 'Principal Officer',
  grievanceOfficer: 'Grievance Officer',
  help: 'Help',
  tollFree: 'toll-free',
} as const;
