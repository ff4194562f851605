// The policy status job on this engine: the stored status moves on its dates at each edge (the day before, the
// day, the day after), a status event row per move, and a second run (or two at once) writes nothing new.
import { addDays, istDate } from '@bimasetu/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { settlePolicyStatuses } from '../src/jobs/policy-status.job.ts';
import { startJobs } from '../src/jobs/start-jobs.ts';
import { arrangePolicy, eventually, policyStatusOf } from './support/policies.ts';
import { useTestApp } from './support/test-app.ts';

const test = useTestApp({
  env: { JOBS_POLL_SECONDS: '0.5', POLICY_STATUS_SCAN_SECONDS: '0.5', RENEWAL_SCAN_SECONDS: '3600' },
});
let stopJobs: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopJobs?.();
  stopJobs = undefined;
});

const HOUR = 3_600_000;
/** Moves the test clock to 10 am India time on `date`. */
function moveTo(date: string) {
  const target = Date.parse(`${date}T00:00:00Z`) + (10 - 5.5) * HOUR;
  test.clock.advance(target - test.clock.now().getTime());
}
const statusOf = (id: number) => policyStatusOf(test.db, id);
const eventsOf = (id: number) =>
  test.db
    .selectFrom('policy_events')
    .select(['event', 'from_status', 'to_status', 'actor'])
    .where('policy_id', '=', id)
    .orderBy('id')
    .execute();

/** Runs the job on each day and answers the stored status after each run. */
async function statusesOn(id: number, days: string[]) {
  const seen: string[] = [];
  for (const day of days) {
    moveTo(day);
    await settlePolicyStatuses(test.deps);
    seen.push(await statusOf(id));
  }
  return seen;
}

describe('the policy status job', () => {
  it('walks a yearly health policy through free-look, renewal, grace and expiry on the edge days', async () => {
    const id = await arrangePolicy(
      test.db,
      {
        mobile: '9876500301',
        line: 'health',
        status: 'in-free-look',
        startDate: '2026-06-01',
        documentReceivedOn: '2026-06-01',
        renewalDueOn: '2027-05-31',
      },
      test.clock.now(),
    );
    // free-look: 30 days from receipt, its last day 1 July
    expect(await statusesOn(id, ['2026-06-30', '2026-07-01', '2026-07-02'])).toEqual([
      'in-free-look',
      'in-free-look',
      'active',
    ]);
    // the renewal window opens 30 days before the due date (31 May 2027)
    expect(await statusesOn(id, ['2027-04-29', '2027-04-30', '2027-05-01'])).toEqual([
      'active',
      'active',
      'renewal-due',
    ]);
    expect(await statusesOn(id, ['2027-05-30', '2027-05-31', '2027-06-01'])).toEqual([
      'renewal-due',
      'renewal-due',
      'in-grace',
    ]);
    // 30 days of grace end on 30 June; a health policy not renewed by then expires
    expect(await statusesOn(id, ['2027-06-29', '2027-06-30', '2027-07-01'])).toEqual([
      'in-grace',
      'in-grace',
      'expired',
    ]);
    expect(await eventsOf(id)).toEqual([
      { event: 'free-look-ended', from_status: 'in-free-look', to_status: 'active', actor: 'status-job' },
      {
        event: 'renewal-window-opened',
        from_status: 'active',
        to_status: 'renewal-due',
        actor: 'status-job',
      },
      { event: 'due-date-passed', from_status: 'renewal-due', to_status: 'in-grace', actor: 'status-job' },
      { event: 'term-ended', from_status: 'in-grace', to_status: 'expired', actor: 'status-job' },
    ]);
  });

  it('lapses a monthly term policy the day after its 15 days of grace', async () => {
    const id = await arrangePolicy(
      test.db,
      {
        mobile: '9876500302',
        line: 'term',
        frequency: 'Monthly',
        status: 'renewal-due',
        startDate: '2026-06-01',
        renewalDueOn: '2026-07-01',
      },
      test.clock.now(),
    );
    await test.db.updateTable('policies').set({ end_date: '2056-05-31' }).where('id', '=', id).execute();
    expect(await statusesOn(id, ['2026-07-01', '2026-07-02'])).toEqual(['renewal-due', 'in-grace']);
    expect(await statusesOn(id, ['2026-07-15', '2026-07-16', '2026-07-17'])).toEqual([
      'in-grace',
      'in-grace',
      'lapsed',
    ]);
  });

  it('writes nothing new when run again, or twice at once', async () => {
    const today = istDate(test.clock.now());
    const ids = await Promise.all(
      ['9876500303', '9876500304', '9876500305'].map((mobile, n) =>
        arrangePolicy(test.db, { mobile, renewalDueOn: addDays(today, 10 + n) }, test.clock.now()),
      ),
    );
    const counts = async () =>
      (await test.db.selectFrom('policy_events').select('policy_id').where('policy_id', 'in', ids).execute())
        .length;
    expect(await settlePolicyStatuses(test.deps)).toBe(3);
    expect(await counts()).toBe(3);
    expect(await settlePolicyStatuses(test.deps)).toBe(0);
    moveTo(addDays(today, 12)); // the first two are past their due dates now
    await Promise.all([settlePolicyStatuses(test.deps), settlePolicyStatuses(test.deps)]);
    expect(await counts()).toBe(5);
    expect(await Promise.all(ids.map(statusOf))).toEqual(['in-grace', 'in-grace', 'renewal-due']);
  });

  it('runs on the durable job runner by itself', async () => {
    const id = await arrangePolicy(
      test.db,
      { mobile: '9876500306', renewalDueOn: addDays(istDate(test.clock.now()), 20) },
      test.clock.now(),
    );
    stopJobs = await startJobs(test.deps);
    await eventually(
      async () => (await statusOf(id)) === 'renewal-due',
      'the scan to open the renewal window',
    );
    expect(await eventsOf(id)).toHaveLength(1);
  }, 30_000);
});
