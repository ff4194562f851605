// The child list's own yearly premium travels with an application's quote (issue 26): the server takes exactly
// the premiums the list offers, and every income band's suggestion, which the list sends until one is picked.
import { describe, expect, it } from 'vitest';
import { CHILD_INCOME_BANDS, CHILD_YEARLY_PREMIUMS } from '../lines/child/child-rates.ts';
import { quoteChoiceSchemas } from './quote-choices.ts';

const child = quoteChoiceSchemas['child-savings'];
const problem = (choices: unknown) => {
  const checked = child.safeParse(choices);
  return checked.success
    ? null
    : checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
};

describe('the child list’s choices', () => {
  it('take each yearly premium the list offers, and each income band’s suggestion', () => {
    for (const yearlyPremium of CHILD_YEARLY_PREMIUMS)
      expect(child.parse({ yearlyPremium })).toEqual({ yearlyPremium });
    for (const [band, { yearlySaving }] of Object.entries(CHILD_INCOME_BANDS))
      expect(problem({ yearlyPremium: yearlySaving }), band).toBeNull();
  });

  it('refuse a premium the list does not offer, named on its field', () => {
    for (const yearlyPremium of [0, -12000, 12001, 11999, 250001, 1e9, 120000.5])
      expect(problem({ yearlyPremium }), String(yearlyPremium)).toBe(
        'yearlyPremium: must be one of the list’s yearly premiums',
      );
    expect(problem({ yearlyPremium: '120000' })).toMatch(/^yearlyPremium: /);
    expect(problem({ yearlyPremium: Number.NaN })).toMatch(/^yearlyPremium: /);
    expect(problem({})).toMatch(/^yearlyPremium: /);
  });

  it('take nothing else: never a premium’s figures, nor another line’s choices', () => {
    expect(problem({ yearlyPremium: 120000, total: 1 })).toBe(': Unrecognized key: "total"');
    expect(problem({ years: 1 })).toMatch(/years/);
  });
});
