// The My data and privacy screen's words in English (Hindi: my-data-words.hi.ts). The consent texts a customer
// agreed to are shown as they agreed to them.
import type { ConsentPurpose } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

const myDataWords = {
  title: 'My data and privacy',
  intro:
    'See the consents you have given and withdraw any of them, download everything we hold about you, or erase your account.',
  loginPrompt: 'Please log in with your mobile number to see your data and privacy choices.',
  login: 'Login',
  consentsHeading: 'Your consents',
  consentsLoading: 'Loading your consents…',
  consentsFailed: 'We could not load your consents. Please try again.',
  consentsEmpty:
    'You have not given any consent yet. When you ask for a call-back or choose offers and reminders on a quote form, it shows here.',
  purpose: { request: 'Call-back about a quote', marketing: 'Offers and reminders' } as Record<
    ConsentPurpose,
    string
  >,
  agreedTo: 'You agreed to',
  version: 'text version',
  given: (when: string, channel: string, screen: string) =>
    `Given ${when} on ${screen || 'our website'}, by ${channel}`,
  reference: (reference: string) => `Quote reference ${reference}`,
  withdrawnOn: (when: string) => `Withdrawn ${when}`,
  withdraw: 'Withdraw',
  withdrawLabel: (purpose: string, when: string) => `Withdraw ${purpose} given ${when}`,
  withdrawn: 'Consent withdrawn. We will not contact you for it again.',
  withdrawFailed: 'We could not withdraw that consent. Please try again.',
  downloadHeading: 'Download your data',
  downloadText:
    'One file (JSON, readable by any computer) with your profile (Aadhaar masked), requests, messages, quotes, enquiries, consents, and the log of who in our team opened your applications.',
  download: 'Download my data',
  downloaded: 'Your file has been downloaded.',
  downloadFailed: 'We could not prepare your file. Please try again.',
  eraseHeading: 'Erase my account',
  eraseText: [
    'Your profile, messages, quotes, enquiries and consents are deleted at once, and you are logged out on every device.',
    'Applications and travel bookings you submitted are kept only as long as insurance regulations require us to keep the record of a policy we were asked to arrange: just your name, mobile, the policy type or plan, the cover or premium, its status and dates. Everything else in them, including your Aadhaar number and travellers’ passport and health details, is removed now.',
    'This cannot be undone. You can log in again later with the same mobile number as a new customer.',
  ],
  erase: 'Erase my account',
  confirmTitle: 'Erase your account?',
  confirmText:
    'Your profile, messages, quotes and consents will be deleted and you will be logged out. This cannot be undone.',
  confirm: 'Yes, erase it',
  eraseFailed: 'We could not erase your account. Nothing was deleted. Please try again.',
  erased: 'Your account has been erased and you have been logged out.',
  backHome: 'Go to Home',
};

export type MyDataWords = Wordy<typeof myDataWords>;

declare module '~/lib/words' {
  interface WordBook {
    myData: MyDataWords;
  }
}

export default defineWords('en', 'myData', myDataWords);
