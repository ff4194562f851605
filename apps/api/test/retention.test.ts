import { describe, expect, it } from 'vitest';
import { sweepRetention } from '../src/modules/privacy/retention.ts';
import { insertRequest } from '../src/modules/requests/requests.repository.ts';
import { useTestApp } from './support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const test = useTestApp();

/** A lead of `line` for `mobile`, made `ageDays` before the test clock's now, with its call-back consent. */
async function leadAged(mobile: string, ageDays: number, line = 'term') {
  const createdAt = new Date(test.clock.now().getTime() - ageDays * DAY).toISOString();
  const { id } = await test.db
    .insertInto('leads')
    .values({
      reference: `BS-${mobile.slice(-4)}${ageDays}`.slice(0, 11),
      line,
      consent: 1,
      contact_preference: 'Call',
      mobile,
      details: '{}',
      status: 'New',
      note: '',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await test.db
    .insertInto('consents')
    .values({
      mobile,
      purpose: 'request',
      text_version: 'request-2026-11',
      channel: 'Call',
      screen: '/term-insurance',
      lead_id: id,
      given_at: createdAt,
      withdrawn_at: null,
    })
    .execute();
  return id;
}

async function auditAged(ageDays: number) {
  await test.db
    .insertInto('audit_log')
    .values({
      admin_mobile: '9800000001',
      action: 'request.view',
      entity: 'insurance_request',
      entity_id: String(ageDays),
      detail: '',
      at: new Date(test.clock.now().getTime() - ageDays * DAY).toISOString(),
    })
    .execute();
}

const periods = () => test.deps.config.retention;
const postgres = () => test.deps.config.database.kind === 'postgres';
const sweep = () => sweepRetention(test.db, test.clock.now(), periods(), postgres());

describe('the retention sweep', () => {
  it('defaults to 180 days for leads and two years for the audit log (never under one)', () => {
    expect(periods()).toMatchObject({ leadDays: 180, auditDays: 730 });
  });

  it('erases only leads past their period that never became a request, with their call-back consents', async () => {
    const old = await leadAged('9876500171', 181);
    const recent = await leadAged('9876500172', 179);
    const booking = await leadAged('9876500173', 400, 'travel-booking');
    const applied = await leadAged('9876500174', 400);
    await insertRequest(test.db, {
      phone: '9876500174',
      policy_type: 'Term',
      sum_assured: '10000000',
      full_name: 'Applied Person',
      application: '{}',
      aadhaar_enc: '',
      status: 'New',
      remarks: '',
      created_on: test.clock.now().toISOString(),
      updated_at: test.clock.now().toISOString(),
      reference: 'BS-RETAIN01',
    });
    await test.db
      .insertInto('consents')
      .values({
        mobile: '9876500171',
        purpose: 'marketing',
        text_version: 'marketing-2026-11',
        channel: 'SMS',
        screen: '/term-insurance',
        lead_id: null,
        given_at: test.clock.now().toISOString(),
        withdrawn_at: null,
      })
      .execute();
    await auditAged(366);
    await auditAged(731);

    expect(await sweep()).toEqual({ leads: 1, auditRows: 1 });
    const left = await test.db.selectFrom('leads').select('id').orderBy('id').execute();
    expect(left.map((l) => l.id)).toEqual([recent, booking, applied]);
    const consents = await test.db.selectFrom('consents').select(['lead_id', 'purpose']).execute();
    expect(consents.map((c) => c.lead_id)).not.toContain(old);
    expect(consents).toContainEqual({ lead_id: null, purpose: 'marketing' });
    const audit = await test.db.selectFrom('audit_log').select('entity_id').execute();
    expect(audit).toEqual([{ entity_id: '366' }]);

    // idempotent: a second run finds nothing
    expect(await sweep()).toEqual({ leads: 0, auditRows: 0 });
  });

  it('is safe when two processes sweep at once: each expired lead is erased once, nothing else', async () => {
    const expired: number[] = [];
    for (let i = 0; i < 20; i += 1)
      expired.push(await leadAged(`98765002${String(i).padStart(2, '0')}`, 200));
    const kept = await leadAged('9876500299', 10);
    const results = await Promise.all([sweep(), sweep(), sweep()]);
    expect(results.reduce((sum, r) => sum + r.leads, 0)).toBe(20);
    expect((await test.db.selectFrom('leads').select('id').execute()).map((l) => l.id)).toEqual([kept]);
    expect(await test.db.selectFrom('consents').select('lead_id').execute()).toEqual([{ lead_id: kept }]);
  });
});
