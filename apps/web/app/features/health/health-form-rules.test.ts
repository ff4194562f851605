import { describe, expect, it } from 'vitest';
import {
  addChild,
  childCount,
  cityNamed,
  nthOfKind,
  removeMemberAt,
  citySuggestions,
  setMemberAge,
  switchGender,
  toggleCondition,
  toggleMember,
} from './health-form-rules';

describe('toggleCondition', () => {
  it("clears the others when 'None of these' is chosen", () => {
    expect(toggleCondition(['Diabetes', 'Asthma'], 'None of these')).toEqual(['None of these']);
  });
  it("removes 'None of these' when another condition is chosen", () => {
    expect(toggleCondition(['None of these'], 'Thyroid')).toEqual(['Thyroid']);
    expect(toggleCondition(['Thyroid'], 'Blood Pressure')).toEqual(['Thyroid', 'Blood Pressure']);
  });
  it('unticks a chosen condition', () => {
    expect(toggleCondition(['Thyroid', 'Asthma'], 'Thyroid')).toEqual(['Asthma']);
  });
});

describe('members', () => {
  it('toggles a member on without an age and off again, in the list order', () => {
    const withMother = toggleMember('Male', [], 'Mother');
    const both = toggleMember('Male', withMother, 'Self');
    expect(both).toEqual([
      { member: 'Self', age: '' },
      { member: 'Mother', age: '' },
    ]);
    expect(toggleMember('Male', both, 'Mother')).toEqual([{ member: 'Self', age: '' }]);
  });
  it('starts a member added again without the age it had', () => {
    const aged = setMemberAge([{ member: 'Son', age: '' }], 0, '4-12 Months');
    expect(aged).toEqual([{ member: 'Son', age: '4-12 Months' }]);
    const again = toggleMember('Male', toggleMember('Male', aged, 'Son'), 'Son');
    expect(again).toEqual([{ member: 'Son', age: '' }]);
  });
  it('drops Wife when the gender becomes Female, and Husband the other way', () => {
    const members = [
      { member: 'Self', age: '30 years' },
      { member: 'Wife', age: '29 years' },
    ];
    expect(switchGender('Female', members)).toEqual([{ member: 'Self', age: '30 years' }]);
    expect(switchGender('Male', [{ member: 'Husband', age: '33 years' }])).toEqual([]);
  });
});

describe('city search', () => {
  it('finds a listed city in any case, and nothing else', () => {
    expect(cityNamed('  pune ')).toBe('Pune');
    expect(cityNamed('Pun')).toBe('');
    expect(citySuggestions('na')[0]).toBe('Nagpur');
    expect(citySuggestions('na')).toContain('Patna');
    expect(citySuggestions('zzz')).toEqual([]);
  });
});

describe('children of a family', () => {
  const self = { member: 'Self', age: '40 years' };
  it('adds another son or daughter after those of the same kind, up to four children', () => {
    let members = addChild(
      'Male',
      [self, { member: 'Son', age: '9 years' }, { member: 'Mother', age: '66 years' }],
      'Son',
    );
    expect(members.map((m) => m.member)).toEqual(['Self', 'Son', 'Son', 'Mother']);
    expect(nthOfKind(members, 2)).toBe(2);
    members = addChild('Male', addChild('Male', members, 'Daughter'), 'Daughter');
    expect(childCount(members)).toBe(4);
    expect(addChild('Male', members, 'Son')).toEqual(members);
    expect(addChild('Male', [self], 'Father')).toEqual([self]);
  });
  it('removes only the child at the index', () => {
    const members = [self, { member: 'Son', age: '9 years' }, { member: 'Son', age: '5 years' }];
    expect(removeMemberAt(members, 1)).toEqual([self, { member: 'Son', age: '5 years' }]);
  });
});
