// The Contact Us page's words in English (Hindi: contact-words.hi.ts). The spec's messages come from the
// contract; `messages` maps each one (its English text is its stable code) to the page's language.
import {
  CONTACT_ENQUIRY_TYPES,
  contactMessages,
  enquiryTypeLabel,
  loginMessages,
  type ContactEnquiryType,
} from '@bimasetu/contract';
import { siteConfig } from '~/lib/site-config';
import { defineWords, type Wordy } from '~/lib/words';

const specMessages = [
  contactMessages.required,
  contactMessages.failed,
  contactMessages.success,
  loginMessages.invalidMobile,
] as const;

export type ContactSpecMessage = (typeof specMessages)[number];

const contactWords = {
  title: 'Contact Us',
  lead: 'Tell us what you need and an adviser will call you back within one working day.',
  name: 'Name',
  phone: 'Phone number',
  enquiryType: 'Enquiry type',
  chooseEnquiryType: 'Select an enquiry type',
  enquiryTypes: Object.fromEntries(CONTACT_ENQUIRY_TYPES.map((t) => [t, enquiryTypeLabel(t)])) as Record<
    ContactEnquiryType,
    string
  >,
  message: 'Message',
  submit: 'Submit',
  otherWays: 'Other ways to reach us',
  tollFree: 'Toll-free',
  email: 'Email',
  hours: 'Hours',
  hoursValue: siteConfig.supportHours,
  messages: Object.fromEntries(specMessages.map((m) => [m, m])) as Record<ContactSpecMessage, string>,
};

export type ContactWords = Wordy<typeof contactWords>;

declare module '~/lib/words' {
  interface WordBook {
    contact: ContactWords;
  }
}

export default defineWords('en', 'contact', contactWords);
