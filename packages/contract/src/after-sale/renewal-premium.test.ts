import { describe, expect, it } from 'vitest';
import { explainRenewalPremium, renewalOffers } from './renewal-premium.ts';

const ist = (local: string) => new Date(`${local}+05:30`);
const year = (
  premium: number,
  age: number,
  ageBand: string,
  rateVersion = '2025-04',
  loadingPercent = 0,
) => ({
  premium,
  age,
  ageBand,
  rateVersion,
  loadingPercent,
});

describe('explainRenewalPremium', () => {
  it('names a new age band, a revised table and a loading', () => {
    const explained = explainRenewalPremium(
      year(20_000, 45, '41-45'),
      year(24_000, 46, '46-50', '2026-04', 10),
      'health',
    );
    expect(explained.changePercent).toBe(20);
    expect(explained.facts).toEqual([
      { code: 'age-band', from: '41-45', to: '46-50' },
      { code: 'rate-revision', from: '2025-04', to: '2026-04' },
      { code: 'loading', fromPercent: 0, toPercent: 10 },
    ]);
  });

  it('flags a senior’s health rise over 10%, not at 10% exactly and not on motor', () => {
    const over = explainRenewalPremium(
      year(30_000, 64, '61-65'),
      year(33_003, 65, '61-65', '2026-04'),
      'health',
    );
    expect(over.facts.at(-1)).toEqual({ code: 'senior-rise-needs-irdai-consultation', risePercent: 10 });
    const at10 = explainRenewalPremium(
      year(30_000, 64, '61-65'),
      year(33_000, 65, '61-65', '2026-04'),
      'health',
    );
    expect(at10.facts.map((fact) => fact.code)).not.toContain('senior-rise-needs-irdai-consultation');
    const motor = explainRenewalPremium(year(10_000, 70, '-'), year(20_000, 71, '-'), 'motor');
    expect(motor.facts.map((fact) => fact.code)).not.toContain('senior-rise-needs-irdai-consultation');
  });

  it('says nothing changed when nothing did', () => {
    expect(explainRenewalPremium(year(9_000, 30, '26-35'), year(9_000, 31, '26-35'), 'health').facts).toEqual(
      [{ code: 'no-change' }],
    );
  });
});

describe('renewalOffers', () => {
  it('opens health portability from 60 to 45 days before renewal, edges included', () => {
    const open = (local: string) => renewalOffers('2026-08-01', 'health', ist(local)).portabilityOpen;
    expect(open('2026-06-01T23:59:59')).toBe(false);
    expect(open('2026-06-02T00:00:00')).toBe(true);
    expect(open('2026-06-17T23:59:59')).toBe(true);
    expect(open('2026-06-18T00:00:00')).toBe(false);
  });

  it('keeps the motor no-claim bonus 90 days past expiry and counts the days left', () => {
    expect(renewalOffers('2026-01-10', 'motor', ist('2026-01-10T12:00:00'))).toEqual({
      portabilityOpen: false,
      noClaimBonusLostAfter: '2026-04-10',
    });
    expect(renewalOffers('2026-01-10', 'motor', ist('2026-04-10T23:59:59')).noClaimBonusDaysLeft).toBe(0);
    expect(
      renewalOffers('2026-01-10', 'motor', ist('2026-04-11T00:00:00')).noClaimBonusDaysLeft,
    ).toBeUndefined();
  });
});

describe('a loading on the premium', () => {
  it('is named when it changes and when it is carried over, and not when there is none', () => {
    const carried = explainRenewalPremium(
      year(22_000, 45, '41-45', '2025-04', 10),
      year(26_400, 46, '46-50', '2025-04', 10),
      'health',
    );
    expect(carried.facts).toContainEqual({ code: 'loading', fromPercent: 10, toPercent: 10 });
    const none = explainRenewalPremium(year(20_000, 45, '41-45'), year(24_000, 46, '46-50'), 'health');
    expect(none.facts.map((fact) => fact.code)).toEqual(['age-band']);
  });

  it('keeps the engine’s own facts first', () => {
    const motor = explainRenewalPremium(year(9_000, 0, ''), year(8_000, 0, ''), 'motor', [
      { code: 'vehicle-age', fromMonths: 24, toMonths: 36 },
    ]);
    expect(motor.facts).toEqual([{ code: 'vehicle-age', fromMonths: 24, toMonths: 36 }]);
    expect(motor.changePercent).toBe(-11.1);
  });
});
