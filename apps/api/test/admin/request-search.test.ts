import { adminPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../src/modules/admin/admin-requests.repository.ts';
import { type Page, useAdminTestApp } from '../support/admin.ts';

const { test, api, tokens, submitApplication } = useAdminTestApp();

const found = async (search: string) => {
  const answer = await api.call<Page<{ fullName: string }>>(
    'GET',
    `${adminPaths.requests}?search=${encodeURIComponent(search)}`,
    { token: tokens.admin },
  );
  expect(answer.status).toBe(200);
  return answer.body.items.map((r) => r.fullName);
};

describe('the requests search box, as advisers type and paste into it', () => {
  it('reads a pasted mobile, a reference in any case or spacing, and a name', () => {
    expect(searchTerms('+91 98765 00082')).toEqual({ text: '+91 98765 00082', mobile: '9876500082' });
    expect(searchTerms(' 098765-00082 ')).toMatchObject({ mobile: '9876500082' });
    expect(searchTerms('bs-7k2m9q4x')).toMatchObject({ reference: 'BS-7K2M9Q4X' });
    expect(searchTerms('BS 7K2M 9Q4X')).toMatchObject({ reference: 'BS-7K2M9Q4X' });
    expect(searchTerms('Ravi')).toEqual({ text: 'ravi' });
  });

  it('finds a request by a pasted mobile, by its reference however written, by part of a number or a name', async () => {
    await submitApplication();
    test.clock.advance(1000);
    const id = await submitApplication({ fullName: 'Ravi Kumar', phone: '9876500082', policyType: 'Term' });
    const { reference } = await test.db
      .selectFrom('insurance_requests')
      .select('reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(reference).toMatch(/^BS-[A-Z0-9]{8}$/);
    const spaced = `${reference.slice(0, 2)} ${reference.slice(3, 7)} ${reference.slice(7)}`.toLowerCase();

    for (const search of [
      '+91 98765 00082',
      '098765-00082',
      '(98765) 00082',
      reference,
      reference.toLowerCase(),
      spaced,
    ]) {
      expect(await found(search), search).toEqual(['Ravi Kumar']);
    }
    expect(await found('500082')).toEqual(['Ravi Kumar']);
    expect(await found('RAVI')).toEqual(['Ravi Kumar']);
    expect(await found('BS-ZZZZZZZZ')).toEqual([]);
  });
});

describe('a customer opening their request by a reference typed loosely', () => {
  it('finds it from lower case and spaces, and still 404s another’s', async () => {
    const id = await submitApplication();
    const { reference } = await test.db
      .selectFrom('insurance_requests')
      .select('reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const open = (typed: string) =>
      api.call<{ result?: { reference: string } }>(
        'GET',
        `/api/Insurance/GetMyRequest?reference=${encodeURIComponent(typed)}`,
        { token: tokens.asha },
      );
    for (const typed of [reference.toLowerCase(), ` ${reference} `, reference.replace('-', ' ')]) {
      const answer = await open(typed);
      expect(answer.status, typed).toBe(200);
      expect(answer.body.result?.reference).toBe(reference);
    }
    expect((await open('bs-zzzzzzzz')).status).toBe(404);
  });
});
