import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { requestTracking } from '../src/db/migrations/005-request-tracking.ts';
import { useTestApp } from './support/test-app.ts';

const test = useTestApp();

describe('migration 005 (request tracking)', () => {
  it('gives every application filed before it a reference of its own, and can be undone', async () => {
    await requestTracking.down!(test.db);
    const at = test.clock.now().toISOString();
    for (const phone of ['9876500051', '9876500052']) {
      await sql`insert into insurance_requests
        (phone, policy_type, sum_assured, full_name, application, aadhaar_enc, status, remarks, created_on, updated_at)
        values (${phone}, 'Term', '1000000', 'Old Request', '{}', '', 'Submitted', '', ${at}, ${at})`.execute(
        test.db,
      );
    }
    await requestTracking.up(test.db);
    const rows = await test.db
      .selectFrom('insurance_requests')
      .select(['reference', 'plan_id', 'quote', 'revised_premium', 'revised_reason'])
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.reference).toMatch(/^BS-[A-HJ-NP-Z2-9]{8}$/);
      expect(row).toMatchObject({ plan_id: '', quote: '', revised_premium: null, revised_reason: '' });
    }
    expect(rows[0]!.reference).not.toBe(rows[1]!.reference);
    expect(await test.db.selectFrom('request_events').selectAll().execute()).toEqual([]);
  });
});
