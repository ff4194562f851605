// The state and rules of the term, NRI term and women term calculators: the contract's termLeadSchema decides.
import {
  type LeadLine,
  type TermGenderCode,
  type TermLead,
  type TermTobaccoAnswer,
} from '@bimasetu/contract';
import { digitsOnly, formatDateInput } from '~/lib/format';
import type { ConsentValue } from '~/lib/leads';
import { useLeadSubmit } from '~/ui/use-lead-submit';
import { useSchemaForm } from '~/lib/use-schema-form';

export function useTermQuoteForm(
  line: LeadLine,
  defaultGender: TermGenderCode,
  onDone: (lead: TermLead) => void,
) {
  const lead = useLeadSubmit(line);
  const form = useSchemaForm(
    () => import('~/lib/lead-schemas').then((m) => m.termQuoteFormSchema),
    {
      gender: defaultGender,
      fullName: '',
      dob: '',
      mobileNumber: '',
      whatsapp: false,
      // no answer is assumed: the form asks, since a tobacco user pays 60% more
      tobacco: '' as TermTobaccoAnswer | '',
    },
    { focusInvalid: true, carryKey: `${line}-quote` },
  );

  return {
    values: form.values,
    errors: form.errors,
    consent: lead.consent,
    setConsent: (next: ConsentValue) => {
      lead.setConsent(next);
      form.update({ whatsapp: next.contactPreference === 'WhatsApp' });
    },
    setGender: (gender: TermGenderCode) => form.update({ gender }),
    setTobacco: (tobacco: TermTobaccoAnswer) => form.update({ tobacco }),
    setName: (typed: string) => form.update({ fullName: typed }),
    /** Slashes appear as the digits are typed: 15081990 -> 15/08/1990. */
    setDob: (typed: string) => form.update({ dob: formatDateInput(typed) }),
    setMobile: (typed: string) => form.update({ mobileNumber: digitsOnly(typed, 10) }),
    submit: () =>
      form.submit((details: TermLead) => {
        lead.keep({ ...details, fullName: details.fullName.trim() });
        onDone(details);
      }),
  };
}
