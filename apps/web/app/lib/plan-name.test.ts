import { describe, expect, it } from 'vitest';
import { planNameAfterInsurer } from './plan-name';

describe('planNameAfterInsurer', () => {
  it('drops the insurer’s name the plan’s name starts with, in any case and after any joiner', () => {
    expect(planNameAfterInsurer('ICICI Lombard', 'ICICI Lombard Comprehensive Car Insurance')).toBe(
      'Comprehensive Car Insurance',
    );
    expect(planNameAfterInsurer('HDFC ERGO', 'HDFC Ergo Optima Secure')).toBe('Optima Secure');
    expect(planNameAfterInsurer('Niva Bupa', 'Niva Bupa - ReAssure 2.0')).toBe('ReAssure 2.0');
    expect(planNameAfterInsurer(' Tata AIG ', 'Tata AIG: Auto Secure ')).toBe('Auto Secure');
  });

  it('keeps a plan’s name that does not start with the insurer’s, or only with part of a word', () => {
    expect(planNameAfterInsurer('Star Health', 'Family Health Optima')).toBe('Family Health Optima');
    expect(planNameAfterInsurer('Tata AIA', 'Tata AIAxyz Plan')).toBe('Tata AIAxyz Plan');
    expect(planNameAfterInsurer('', 'Private Car Package')).toBe('Private Car Package');
  });

  it('leaves nothing when the plan is named only by its insurer', () => {
    expect(planNameAfterInsurer('Go Digit', 'Go Digit')).toBe('');
    expect(planNameAfterInsurer('Go Digit', '')).toBe('');
  });
});
