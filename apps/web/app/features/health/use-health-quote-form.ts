// The state of the health and family forms, checked by the contract's healthLeadSchema.
import {
  type HealthGender,
  type HealthLead,
  type HealthMember,
  type LeadLine,
  type MedicalCondition,
} from '@bimasetu/contract';
import { useState } from 'react';
import { digitsOnly } from '~/lib/format';
import { useLeadSubmit } from '~/ui/use-lead-submit';
import { useSchemaForm } from '~/lib/use-schema-form';

import {
  addChild,
  cityNamed,
  removeMemberAt,
  setMemberAge,
  switchGender,
  toggleCondition,
  toggleMember,
} from './health-form-rules';

export function useHealthQuoteForm(
  line: Extract<LeadLine, 'health' | 'family-health'>,
  onDone: (lead: HealthLead) => void,
  onRefused?: () => void,
) {
  const lead = useLeadSubmit(line);
  const [cityQuery, setCityQuery] = useState('');
  const form = useSchemaForm(
    () => import('~/lib/lead-schemas').then((m) => m.healthLeadSchema),
    {
      gender: 'Male' as HealthGender,
      members: [] as HealthMember[],
      city: '',
      name: '',
      phone: '',
      medicalConditions: [] as MedicalCondition[],
    },
    { carryKey: `${line}-quote`, onRefused },
  );
  const { values } = form;

  return {
    values,
    errors: form.errors,
    consent: lead.consent,
    setConsent: lead.setConsent,
    cityQuery,
    setGender: (gender: HealthGender) =>
      form.update({ gender, members: switchGender(gender, values.members) }),
    toggleMember: (member: string) =>
      form.update({ members: toggleMember(values.gender, values.members, member) }),
    setAge: (index: number, age: string) =>
      form.update({ members: setMemberAge(values.members, index, age) }),
    addChild: (member: string) => form.update({ members: addChild(values.gender, values.members, member) }),
    removeMemberAt: (index: number) => form.update({ members: removeMemberAt(values.members, index) }),
    /** Typing names a city only when it matches one of the list. */
    typeCity: (typed: string) => {
      setCityQuery(typed);
      form.update({ city: cityNamed(typed) });
    },
    pickCity: (city: string) => {
      setCityQuery(city);
      form.update({ city });
    },
    setName: (name: string) => form.update({ name }),
    setPhone: (typed: string) => form.update({ phone: digitsOnly(typed, 10) }),
    toggleCondition: (condition: MedicalCondition) =>
      form.update({ medicalConditions: toggleCondition(values.medicalConditions, condition) }),
    submit: () =>
      form.submit((details: HealthLead) => {
        lead.keep(details);
        onDone(details);
      }),
  };
}
