// The Profile screen's words in English (Hindi: profile-words.hi.ts). A field's error is its label then the
// contract's rule (`fieldError`, `rule`); `messages` maps the contract's and the server's messages by their text.
import { apiMessages, NOMINEE_RELATIONS, profileMessages } from '@bimasetu/contract';
import { defineWords, sameWords as same, type Wordy } from '~/lib/words';
import { profileLabels } from './profile-rules';

type ScreenMessage =
  | (typeof profileMessages)[keyof typeof profileMessages]
  | (typeof apiMessages)['profileCreated' | 'profileUpdated' | 'profileNotFound' | 'aadhaarMaskMismatch'];
/** The contract's profile rules (account spec §5), by their English text; "must be at most N characters" apart. */
export const PROFILE_RULES = [
  'is required',
  'must contain only letters and spaces',
  'must be exactly 12 digits',
  'must be exactly 10 digits',
  'must start with 6, 7, 8 or 9',
  'must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F)',
  'must be a valid email address',
  'must be a real date written dd/mm/yyyy',
  'must not be in the future',
  'must be one of the listed choices',
  `must be one of: ${NOMINEE_RELATIONS.join(', ')}`,
  'must not contain control characters',
] as const;
type ProfileRule = (typeof PROFILE_RULES)[number];

const profileWords = {
  title: 'Profile',
  intro: 'Your details and your nominee, used to fill in applications faster.',
  loginPrompt: 'Please log in with your mobile number to see your profile.',
  login: 'Login',
  loading: 'Loading your profile…',
  loadFailed: 'We could not load your profile. Please try again.',
  noProfile: 'You have not created a profile yet. Fill in your details and press Save.',
  saved: 'Profile saved',
  myData: 'My data and privacy',
  myDataHint: 'See and withdraw your consents, download your data or erase your account.',
  labels: profileLabels,
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  mobileHint: 'Your login number',
  aadhaarMasked: 'Saved number shown masked. Type a new 12-digit number to replace it.',
  aadhaarHint: '12 digits',
  panHint: 'For example ABCDE1234F',
  selectRelation: 'Select relation',
  relations: same(NOMINEE_RELATIONS) as Record<string, string>,
  dateHint: 'dd/mm/yyyy',
  /** A field's error said with its label: "PAN must be 5 letters, …" (English: the label, then the rule). */
  rules: Object.fromEntries(
    PROFILE_RULES.map((rule) => [rule, (label: string) => `${label} ${rule}`]),
  ) as Record<ProfileRule, (label: string) => string>,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  messages: same<ScreenMessage>([
    ...Object.values(profileMessages),
    apiMessages.profileCreated,
    apiMessages.profileUpdated,
    apiMessages.profileNotFound,
    apiMessages.aadhaarMaskMismatch,
  ]),
};

export type ProfileWords = Wordy<typeof profileWords>;

declare module '~/lib/words' {
  interface WordBook {
    profile: ProfileWords;
  }
}

export default defineWords('en', 'profile', profileWords);
