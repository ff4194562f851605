import { describe, expect, it } from 'vitest';
import { loginHref, safeNext } from './return-to';

describe('loginHref', () => {
  it('asks the login screen to return to the screen, query included', () => {
    expect(loginHref('/knowmyrequest')).toBe('/Login?next=%2Fknowmyrequest');
    expect(loginHref('/knowmyrequest?ref=BS-7K2M9Q4X')).toBe(
      '/Login?next=%2Fknowmyrequest%3Fref%3DBS-7K2M9Q4X',
    );
  });

  it('keeps the application form’s address with its quote', () => {
    const handover = {
      line: 'term',
      planId: 'term-1',
      planName: 'HDFC Life Click 2 Protect Supreme',
      insurer: 'HDFC Life',
      cover: 5_000_000,
      choices: { lifeCover: 5_000_000, coverTillAge: 60, tobacco: 'yes', mode: 'Monthly' },
      fields: { policyTerm: '24', paymentFrequency: 'Monthly' },
    };
    const form = `/dashboard?${new URLSearchParams({ quote: JSON.stringify(handover) }).toString()}`;
    const next = new URL(loginHref(form), 'https://x.test').searchParams.get('next');
    expect(safeNext(next)).toBe(form);
  });

  it('adds nothing from Home, login or sign up', () => {
    expect(loginHref('/')).toBe('/Login');
    expect(loginHref('/Login')).toBe('/Login');
    expect(loginHref('/signup')).toBe('/Login');
  });
});
