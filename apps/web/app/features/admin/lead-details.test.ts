import { describe, expect, it } from 'vitest';
import { leadDetails } from './lead-details';

describe('leadDetails', () => {
  it('labels the form’s keys, writes ticks as Yes/No and the term gender code as a word', () => {
    expect(
      leadDetails({
        gender: 2,
        fullName: 'Asha Rao',
        dob: '15/08/1990',
        whatsapp: true,
        members: [{ relation: 'Self', age: 34 }],
        note: '',
      }),
    ).toEqual([
      { label: 'Gender', value: 'Female' },
      { label: 'Full name', value: 'Asha Rao' },
      { label: 'Date of birth', value: '15/08/1990' },
      { label: 'WhatsApp updates', value: 'Yes' },
      { label: 'Members', value: 'Relation: Self; Age: 34' },
    ]);
  });
});
