import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { latestPolicyEnd, policyDateMessages, POLICY_DATE_RULES } from '../after-sale/policy-dates.ts';
import { addedPolicyFields, addedPolicyFieldsOn, issuedPolicyFieldsOn } from './policies.ts';

const TODAY = '2026-06-01';
const added = {
  insurer: 'Care Health',
  line: 'health',
  policyNumber: 'CH-7781',
  startDate: '2026-04-01',
  endDate: '2027-03-31',
  documentReceivedOn: '2026-04-02',
  members: [{ name: 'Asha Verma', relation: 'Self', dob: '1990-03-12' }],
  nominee: { name: 'Rohan Verma', relation: 'Spouse', dob: '1988-11-02' },
};
const issued = { ...added, sumInsured: 500_000, premium: 12_000, premiumFrequency: 'Yearly' };

/** The first refusal's field and rule, or 'ok'. */
function refusal(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return 'ok';
  const issue = parsed.error.issues[0]!;
  const rule = issue.code === 'custom' ? (issue.params as { dateRule?: string } | undefined)?.dateRule : '';
  return `${issue.path.join('.')}: ${rule ?? ''} ${issue.message}`;
}
const on = (today: string, change: object) => refusal(addedPolicyFieldsOn(today), { ...added, ...change });

describe('a vault policy’s dates', () => {
  it('keeps sane dates, an end exactly 100 years from today, and births and receipts on today', () => {
    expect(on(TODAY, {})).toBe('ok');
    expect(latestPolicyEnd(TODAY)).toBe('2126-06-01');
    expect(on(TODAY, { endDate: '2126-06-01' })).toBe('ok');
    expect(on(TODAY, { startDate: '2027-03-31' })).toBe('ok');
    expect(
      on(TODAY, { documentReceivedOn: TODAY, members: [{ name: 'Baby', relation: 'Child', dob: TODAY }] }),
    ).toBe('ok');
    expect(on(TODAY, { members: [{ name: 'Dadi', relation: 'Parent', dob: '1900-01-01' }] })).toBe('ok');
  });

  it.each([
    ['endDate', 'ends-too-far', { endDate: '2126-06-02' }],
    ['endDate', 'out-of-range', { endDate: '9999-12-31' }],
    ['startDate', 'starts-after-end', { startDate: '2027-03-01', endDate: '2026-12-31' }],
    ['startDate', 'out-of-range', { startDate: '1899-12-31' }],
    ['members.0.dob', 'born-in-future', { members: [{ name: 'Asha', relation: 'Self', dob: '2099-05-05' }] }],
    ['members.0.dob', 'born-in-future', { members: [{ name: 'Asha', relation: 'Self', dob: '2026-06-02' }] }],
    ['members.0.dob', 'out-of-range', { members: [{ name: 'Asha', relation: 'Self', dob: '1899-12-31' }] }],
    ['nominee.dob', 'born-in-future', { nominee: { name: 'Rohan', relation: 'Spouse', dob: '2026-06-02' } }],
    ['documentReceivedOn', 'received-in-future', { documentReceivedOn: '2099-01-01' }],
  ] as const)('refuses %s (%s)', (path, rule, change) => {
    expect(on(TODAY, change)).toBe(`${path}: ${rule} ${policyDateMessages[rule]}`);
  });

  it('reads today from the caller: the same birth date is refused on one day and kept a year on', () => {
    const child = { members: [{ name: 'Baby', relation: 'Child', dob: '2026-07-01' }] };
    expect(on(TODAY, child)).toMatch(/^members\.0\.dob: born-in-future/);
    expect(on('2027-06-01', child)).toBe('ok');
  });

  it('holds an adviser’s issued policy to the same rules', () => {
    expect(refusal(issuedPolicyFieldsOn(TODAY), issued)).toBe('ok');
    expect(refusal(issuedPolicyFieldsOn(TODAY), { ...issued, startDate: '2027-04-01' })).toMatch(
      /^startDate: starts-after-end/,
    );
  });

  it('checks the form’s schema on this computer’s date, and has words for every rule', () => {
    expect(addedPolicyFields.safeParse({ ...added, documentReceivedOn: '2199-01-01' }).success).toBe(false);
    expect(addedPolicyFields.safeParse(added).success).toBe(true);
    for (const rule of POLICY_DATE_RULES) expect(policyDateMessages[rule]).toMatch(/^must /);
  });
});
