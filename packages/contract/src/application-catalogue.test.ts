import { describe, expect, it } from 'vitest';
import {
  ADVISER_APPLICATION_SECTIONS,
  APPLICATION_FIELDS,
  APPLICATION_FIELDS_NOT_ON_FORM,
  APPLICATION_FORM_SECTIONS,
  type ApplicationSectionSpec,
} from './application-catalogue.ts';
import { insuranceApplicationFields } from './schemas/requests.ts';
import { customerStatusOfLead, LEAD_STATUSES } from './schemas/admin.ts';
import { REQUEST_STATUSES } from './constants.ts';

const bodyKeys = Object.keys(insuranceApplicationFields.shape).sort();
const keysOf = (sections: readonly ApplicationSectionSpec[]) => sections.flatMap((s) => s.fields);

describe('the application catalogue', () => {
  it('describes every field of the application body and nothing else', () => {
    expect(Object.keys(APPLICATION_FIELDS).sort()).toEqual(bodyKeys);
  });

  it('takes the lines a customer types into every text box (a long-text field), and still no other control character', () => {
    const longText = Object.entries(APPLICATION_FIELDS).filter(([, field]) => field.kind === 'long-text');
    expect(longText.map(([key]) => key)).toContain('address');
    for (const [key] of longText) {
      const schema = insuranceApplicationFields.shape[key as keyof typeof insuranceApplicationFields.shape];
      expect(schema.safeParse('Flat 4, Shanti Niwas\r\nMG Road\nPune 411001').success, key).toBe(true);
      expect(schema.safeParse('Flat 4\u0000MG Road').success, key).toBe(false);
    }
  });

  it('puts every field on the form once, unless it is listed as never typed there', () => {
    const onForm = keysOf(APPLICATION_FORM_SECTIONS);
    expect(new Set(onForm).size).toBe(onForm.length);
    expect(onForm.filter((key) => APPLICATION_FIELDS_NOT_ON_FORM.includes(key))).toEqual([]);
    expect([...onForm, ...APPLICATION_FIELDS_NOT_ON_FORM].sort()).toEqual(bodyKeys);
  });

  it('shows the adviser every field exactly once', () => {
    const shown = keysOf(ADVISER_APPLICATION_SECTIONS);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(bodyKeys);
  });

  it('keeps the five form sections of the spec, then the life questions and the nominee, each tied to its policy types', () => {
    expect(APPLICATION_FORM_SECTIONS.map((s) => [s.title, s.onlyFor])).toEqual([
      ['Personal Details', undefined],
      ['Policy Details', undefined],
      ['Motor Insurance Details', ['Motor Insurance']],
      ['Health & Lifestyle', ['Health']],
      ['Occupation & Income', undefined],
      ['Education, Height & Weight', ['Term', 'Life']],
      ['Nominee', undefined],
    ]);
  });
});

describe('the status a customer reads for a kept call-back or booking', () => {
  it('is said in the tracker’s one vocabulary, as an application’s is', () => {
    expect(LEAD_STATUSES.map(customerStatusOfLead)).toEqual(['Submitted', 'In Review', 'Closed']);
    for (const status of LEAD_STATUSES) expect(REQUEST_STATUSES).toContain(customerStatusOfLead(status));
  });
});
