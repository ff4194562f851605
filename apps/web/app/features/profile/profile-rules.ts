// The profile form's values, how they become the saved payload (lower-case firstname/lastname, §3) and the
// contract schema's verdict on them, worded with the field's label.
import { profileSave, type ProfileRead, type ProfileSave } from '@bimasetu/contract';
import { z } from 'zod';
import type { SignupPrefill } from '~/lib/signup-prefill';

export type ProfileValues = {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  aadharno: string;
  pancard: string;
  nomineeName: string;
  nomineeRelation: string;
  nomineeDob: string;
};

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export const profileLabels: Record<keyof ProfileValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  mobile: 'Mobile number',
  email: 'Email',
  aadharno: 'Aadhaar number',
  pancard: 'PAN',
  nomineeName: 'Nominee name',
  nomineeRelation: 'Nominee relation',
  nomineeDob: 'Nominee date of birth',
};

/** The edit copy of a profile (§4: Edit copies the profile), or a fresh one prefilled from sign-up. */
export function valuesFrom(
  profile: ProfileRead | null,
  mobile: string,
  prefill: SignupPrefill | null,
): ProfileValues {
  if (profile) {
    const { id: _id, ...rest } = profile;
    return { ...rest, mobile: profile.mobile || mobile };
  }
  const [firstName = '', ...others] = (prefill?.name ?? '').trim().split(/\s+/);
  return {
    firstName,
    lastName: others.join(' '),
    mobile,
    email: prefill?.email ?? '',
    aadharno: '',
    pancard: '',
    nomineeName: '',
    nomineeRelation: '',
    nomineeDob: '',
  };
}

export function toSavePayload(values: ProfileValues, id: number | null): ProfileSave {
  return {
    id,
    firstname: values.firstName.trim(),
    lastname: values.lastName.trim(),
    mobile: values.mobile,
    email: values.email.trim(),
    aadharno: values.aadharno.trim(),
    pancard: values.pancard.trim().toUpperCase(),
    nomineeName: values.nomineeName.trim(),
    nomineeRelation: values.nomineeRelation,
    nomineeDob: values.nomineeDob.trim(),
  };
}

const fieldOfPayloadKey: Record<string, keyof ProfileValues> = {
  firstname: 'firstName',
  lastname: 'lastName',
  mobile: 'mobile',
  email: 'email',
  aadharno: 'aadharno',
  pancard: 'pancard',
  nomineeName: 'nomineeName',
  nomineeRelation: 'nomineeRelation',
  nomineeDob: 'nomineeDob',
};

/** "PAN must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F)": the schema's rule after the field's label. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const result = profileSave.safeParse(toSavePayload(values, null));
  if (result.success) return {};
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPayloadKey[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = `${profileLabels[field]} ${issue.message}`;
  }
  return errors;
}

/** The shape of the profile's words (profile-words.ts) that saying an error needs. */
interface ErrorWords {
  labels: Record<keyof ProfileValues, string>;
  rules: Record<string, (label: string) => string>;
  tooLong: (label: string, max: number) => string;
}

/**
 * A field's error (English, as `validateProfile` words it) in the page's language: the rule after the field's
 * label is looked up by its English text; an error not made that way is shown as it is.
 */
export function sayProfileError(
  words: ErrorWords,
  field: keyof ProfileValues,
  error: string | undefined,
): string | undefined {
  const prefix = `${profileLabels[field]} `;
  if (!error?.startsWith(prefix)) return error;
  const rule = error.slice(prefix.length);
  const label = words.labels[field];
  const longest = /^must be at most (\d+) characters$/.exec(rule);
  if (longest) return words.tooLong(label, Number(longest[1]));
  return words.rules[rule]?.(label) ?? error;
}

/** The profile form's schema for the one form hook: the contract's rules, each message after its field's label. */
export const profileFormSchema = z.custom<ProfileValues>().superRefine((values, ctx) => {
  for (const [path, message] of Object.entries(validateProfile(values))) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
});
