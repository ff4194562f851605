// The console's words for a policy's nominee (it speaks English only): recording an issued policy, and the new
// nominee of a nominee change the insurer has done.
import type { NomineeFieldsWords } from '~/ui/nominee-fields';

export const NOMINEE_WORDS: NomineeFieldsWords = {
  legend: 'Nominee (life policies)',
  hint: 'As the policy records them. The nominee’s own mobile lets them start a death claim with a code sent to it.',
  name: 'Nominee name',
  relation: 'Nominee relation',
  relations: {},
  mobile: 'Nominee’s mobile (optional)',
  mobileHint: '10 digits, starting with 6, 7, 8 or 9.',
};

export const NEW_NOMINEE_WORDS: NomineeFieldsWords = {
  ...NOMINEE_WORDS,
  legend: 'The new nominee, as the insurer recorded them',
  hint:
    'Written to the policy, so only the new nominee can start a death claim. Done needs it: if the insurer has ' +
    'not told us the new nominee yet, leave the request at its step.',
};

export const NOMINEE_RULES = {
  neededWhenDone: 'Enter the new nominee the insurer recorded.',
  name: 'Enter the nominee’s name in letters, as on the policy.',
  mobile: 'Enter the nominee’s 10-digit mobile starting with 6, 7, 8 or 9, or leave it blank.',
};
