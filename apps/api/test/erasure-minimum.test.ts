// Issue 31.9: after EraseMyAccount, an application keeps only the record the law requires (who, which policy,
// plan and insurer, the cover, the premium, the status and the dates); its answers, the quote's details (health
// answers, name, phone), the inputs priced and the advisers' remarks and reasons all go.
import { adminPath, adminPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { ashaHealthQuote } from './support/health-quote.ts';

const { test, api, tokens, submitApplication } = useAdminTestApp();

const HEALTH_QUOTE = ashaHealthQuote(ASHA, 36, ['Diabetes']);

describe('an application after its customer erased the account', () => {
  it('keeps only the legally required record, stripped of the quote’s details and every answer', async () => {
    const id = await submitApplication({
      dob: '12/03/1990',
      gender: 'Female',
      email: 'asha@example.in',
      existingIllness: 'Type 2 diabetes since 2019',
      address: '12 MG Road, Pune',
      quote: HEALTH_QUOTE,
    });
    test.clock.advance(60_000);
    const status = await api.call('POST', adminPath(adminPaths.requestStatus, { id }), {
      token: tokens.admin,
      body: { status: 'In Review', remarks: 'Medicals booked for your diabetes check' },
    });
    const premium = await api.call('POST', adminPath(adminPaths.requestPremium, { id }), {
      token: tokens.admin,
      body: { premium: 21000, reason: 'Loaded 25% for diabetes after medicals' },
    });
    expect([status.status, premium.status]).toEqual([200, 200]);

    const erased = await api.call('POST', '/api/Insurance/EraseMyAccount', {
      token: tokens.asha,
      body: { confirm: true },
    });
    expect(erased.status).toBe(200);
    test.clock.advance(60_000);
    const again = await api.login(ASHA);
    const download = await api.call<{ requests: Record<string, unknown>[]; timeline: unknown[] }>(
      'GET',
      '/api/Insurance/DownloadMyData',
      { token: again },
    );
    expect(download.status).toBe(200);
    const text = JSON.stringify(download.body);
    for (const gone of ['iabetes', 'medicalConditions', 'Pune', 'asha@example.in', '"members"', '"inputs"']) {
      expect(text).not.toContain(gone);
    }
    const [kept] = download.body.requests;
    expect(kept).toMatchObject({
      phone: ASHA,
      full_name: 'Asha Verma',
      policy_type: 'Health',
      plan_id: 'health-4',
      plan_name: 'Care Supreme',
      insurer: 'Care Health',
      status: 'In Review',
      revised_premium: 21000,
      remarks: '',
      revised_reason: '',
      aadhaar: '',
    });
    const quote = JSON.parse(kept!.quote as string) as Record<string, unknown>;
    expect(Object.keys(quote).sort()).toEqual(
      [
        'basePremium',
        'cover',
        'gst',
        'insurer',
        'line',
        'planId',
        'planName',
        'premium',
        'pricedOn',
        'rateVersion',
      ].sort(),
    );
    expect(Object.keys(kept!.application as object)).toEqual(['erasedAt']);
    // the timeline keeps each change's status, premium and time; what was written about the customer goes
    expect(download.body.timeline).toEqual([
      expect.objectContaining({ kind: 'status', status: 'In Review', remarks: '' }),
      expect.objectContaining({ kind: 'premium', premium: 21000, remarks: '' }),
    ]);
  });
});
