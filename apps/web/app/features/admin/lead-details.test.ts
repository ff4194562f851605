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

  it('shows the server’s own price of the lead with its rates, date and assumptions', () => {
    const serverQuote = {
      rateVersion: 'term-2026-11',
      pricedOn: '2026-06-01',
      inputs: { age: 46 },
      assumptions: ['Priced as a non-smoker.'],
      plans: [
        { planId: 'term-1', basePremium: 2500, gst: 0, total: 2500 },
        { planId: 'term-2', basePremium: 131000, gst: 0, total: 131000 },
      ],
    };
    expect(leadDetails({ serverQuote })).toEqual([
      {
        label: 'Our price for these details',
        value:
          'term-1 ₹2,500, term-2 ₹1,31,000 (rates term-2026-11, priced on 01/06/2026). Priced as a non-smoker.',
      },
    ]);
  });
});
