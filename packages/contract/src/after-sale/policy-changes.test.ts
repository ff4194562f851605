import { describe, expect, it } from 'vitest';
import { changeEvent, changeRefusal, revivalEndsOn } from './policy-changes.ts';
import type { PolicyDates } from './policy-status.ts';

const term: PolicyDates = {
  line: 'term',
  frequency: 'Monthly',
  startDate: '2026-06-01',
  endDate: '2056-05-31',
  documentReceivedOn: '2026-06-01',
  renewalDueOn: '2026-09-01',
};
const health: PolicyDates = { ...term, line: 'health', frequency: 'Yearly', endDate: '2027-05-31' };

describe('changes a person records', () => {
  it('revives a lapsed policy up to five years after its first unpaid premium, and not a day later', () => {
    expect(revivalEndsOn('2026-09-01')).toBe('2031-09-01');
    expect(changeRefusal('revived', 'lapsed', term, '2031-08-31')).toBeUndefined();
    expect(changeRefusal('revived', 'lapsed', term, '2031-09-01')).toBeUndefined();
    expect(changeRefusal('revived', 'lapsed', term, '2031-09-02')).toBe('revival-window-closed');
  });

  it('does not revive a policy whose term is over', () => {
    const short = { ...term, endDate: '2027-05-31' };
    expect(changeRefusal('revived', 'lapsed', short, '2027-05-31')).toBeUndefined();
    expect(changeRefusal('revived', 'lapsed', short, '2027-06-01')).toBe('term-over');
  });

  it('takes a premium only on a policy that carries on by premiums', () => {
    expect(changeRefusal('premium-paid', 'in-grace', term, '2026-09-05')).toBeUndefined();
    expect(changeRefusal('premium-paid', 'in-grace', health, '2027-06-05')).toBe('renewal-not-premium');
  });

  it('cancels in free-look as the free-look cancellation, and refuses what the status does not allow', () => {
    expect(changeEvent('cancelled', 'in-free-look')).toBe('free-look-cancelled');
    expect(changeEvent('cancelled', 'active')).toBe('cancelled');
    expect(changeRefusal('cancelled', 'in-free-look', term, '2026-06-10')).toBeUndefined();
    expect(changeRefusal('cancelled', 'lapsed', term, '2026-10-10')).toBe('not-in-this-status');
    expect(changeRefusal('renewed', 'active', health, '2026-10-10')).toBe('not-in-this-status');
    expect(changeRefusal('revived', 'active', term, '2026-10-10')).toBe('not-in-this-status');
  });
});
