// The same application sent again (a double click, a retry) within minutes, while the first is open, is one
// request: every answer carries the first one's reference. Anything different is a new request.
import { apiMessages, apiPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { RESUBMIT_WINDOW_MS } from '../src/modules/requests/submitted-once.ts';
import { ASHA, shortHealthApplication, useAdminTestApp } from './support/admin.ts';

const { test, api, tokens, customerToken } = useAdminTestApp();
const RAVI = '9876500082';

type Filed = { status: number; body: { isSuccess: boolean; message: string; result: { reference: string } } };
const apply = (body: Record<string, unknown>, token = tokens.asha): Promise<Filed> =>
  api.call('POST', apiPaths.addInsuranceRequest, { token, body }) as Promise<Filed>;
const ashas = (overrides: Record<string, unknown> = {}) => ({
  ...shortHealthApplication(ASHA),
  ...overrides,
});
const storedRequests = () =>
  test.db.selectFrom('insurance_requests').select(['id', 'reference', 'phone']).orderBy('id').execute();

describe('an application sent again', () => {
  it('is one request under 20 identical submits at once, every answer with its reference', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(ashas())));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.body.message === apiMessages.requestSubmitted)).toBe(true);
    const references = new Set(answers.map((a) => a.body.result.reference));
    expect(references.size).toBe(1);
    const stored = await storedRequests();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.reference).toBe([...references][0]);
  });

  it('answers with the first reference for the same answers sent in another order within ten minutes', async () => {
    const first = await apply(ashas());
    test.clock.advance(RESUBMIT_WINDOW_MS - 1000);
    const reordered = Object.fromEntries(Object.entries(ashas()).reverse());
    const again = await apply(reordered);
    expect(again.body.result).toEqual(first.body.result);
    expect(await storedRequests()).toHaveLength(1);
  });

  it('is a new request when anything differs: an answer, the Aadhaar, the plan, or the customer', async () => {
    const first = (await apply(ashas())).body.result.reference;
    const changed = [
      ashas({ sumAssured: '1500000' }),
      ashas({ aadhaar: '123456789013' }),
      ashas({ policyType: 'Term' }),
    ];
    const references = [first];
    for (const body of changed) {
      const answer = await apply(body);
      expect(answer.status).toBe(200);
      references.push(answer.body.result.reference);
    }
    const ravis = await apply({ ...shortHealthApplication(RAVI) }, await customerToken(RAVI));
    references.push(ravis.body.result.reference);
    expect(new Set(references).size).toBe(5);
    expect(await storedRequests()).toHaveLength(5);
  });

  it('is a new request after ten minutes, or once the first is closed', async () => {
    const first = (await apply(ashas())).body.result.reference;
    test.clock.advance(RESUBMIT_WINDOW_MS + 1000);
    const later = (await apply(ashas())).body.result.reference;
    expect(later).not.toBe(first);
    await test.db
      .updateTable('insurance_requests')
      .set({ status: 'Rejected' })
      .where('reference', '=', later)
      .execute();
    const afterClosed = (await apply(ashas())).body.result.reference;
    expect(afterClosed).not.toBe(later);
    expect(await storedRequests()).toHaveLength(3);
    // the window's hashes are not kept past it, and hold neither the mobile nor any answer
    const kept = await test.db.selectFrom('request_submissions').selectAll().execute();
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(ASHA);
  });
});
