// The clock breach job on this engine (issue 29): once a claim's or a service request's clock has run out
// undecided, one in-app message to its customer, never before (the minute before, at the deadline: none; the minute
// after: one), and never twice: run again, after a restart, or by two app instances on the same database at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_RECIPIENT, addDays, istDate } from '@bimasetu/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { scanClockBreaches } from '../src/jobs/clock-breach.job.ts';
import { startJobs } from '../src/jobs/start-jobs.ts';
import { arrangePolicy, eventually } from './support/policies.ts';
import { engine, startTestApp, useTestApp, type TestApp } from './support/test-app.ts';

const folder = mkdtempSync(join(tmpdir(), 'bimasetu-breach-'));
let files = 0;
// a SQLite file (not :memory:) so a second app instance can open the same database
const test = useTestApp(() => ({
  env: { JOBS_POLL_SECONDS: '0.5', CLOCK_BREACH_SCAN_SECONDS: '0.5', RENEWAL_SCAN_SECONDS: '3600' },
  ...(engine === 'sqlite' ? { sqlitePath: join(folder, `breach-${(files += 1)}.db`) } : {}),
}));
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MOBILE = '9876500401';

const messagesTo = (app: TestApp, mobile = MOBILE) =>
  app.db
    .selectFrom('messages')
    .select(['from_mobile', 'to_mobile', 'message_content'])
    .where('to_mobile', '=', mobile)
    .orderBy('id')
    .execute();

/** The customer's Niva Bupa policy, arranged once: a vault holds one policy number once (migration 019). */
async function policy(app: TestApp, mobile = MOBILE) {
  const held = await app.db
    .selectFrom('policies')
    .select('id')
    .where('customer_mobile', '=', mobile)
    .where('policy_number', '=', `NB-${mobile}`)
    .executeTakeFirst();
  if (held) return held.id;
  const renewalDueOn = addDays(istDate(app.clock.now()), 200);
  return arrangePolicy(
    app.db,
    { mobile, line: 'health', renewalDueOn, insurer: 'Niva Bupa', number: `NB-${mobile}` },
    app.clock.now(),
  );
}

/** A claim with its timeline's moves at the given instants (as the routes write them). */
async function arrangeClaim(
  app: TestApp,
  kind: string,
  moves: { state: string; at: Date }[],
  mobile = MOBILE,
): Promise<number> {
  const policyId = await policy(app, mobile);
  const first = moves[0]!.at.toISOString();
  const { id } = await app.db
    .insertInto('claims')
    .values({
      policy_id: policyId,
      customer_mobile: mobile,
      claimant_mobile: mobile,
      kind,
      state: moves.at(-1)!.state,
      investigated: 0,
      claimed_amount: 100_000,
      approved_amount: null,
      insurer_reference: 'REF-1',
      deductions: '',
      created_at: first,
      updated_at: first,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const move of moves) {
    await app.db
      .insertInto('case_events')
      .values({
        subject: 'claim',
        subject_id: id,
        state: move.state,
        note: '',
        by: 'adviser',
        actor: '9800000001',
        at: move.at.toISOString(),
      })
      .execute();
  }
  return id;
}

async function arrangeServiceRequest(app: TestApp, at: Date, mobile = MOBILE): Promise<number> {
  const policyId = await policy(app, mobile);
  const { id } = await app.db
    .insertInto('service_requests')
    .values({
      policy_id: policyId,
      customer_mobile: mobile,
      kind: 'nominee-change',
      state: 'requested',
      details: 'Nominee: Ravi Verma',
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
      closed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Moves the app's test clock to an instant. */
const moveTo = (app: TestApp, at: Date) => app.clock.advance(at.getTime() - app.clock.now().getTime());

describe('the clock breach job', () => {
  it('tells a cashless claim’s run-out hour once: none the minute before or at the deadline, one the minute after', async () => {
    const sent = test.clock.now();
    await arrangeClaim(test, 'cashless', [
      { state: 'intimated', at: sent },
      { state: 'submitted', at: sent },
    ]);
    moveTo(test, new Date(sent.getTime() + HOUR - MINUTE));
    expect(await scanClockBreaches(test.deps)).toBe(0);
    moveTo(test, new Date(sent.getTime() + HOUR));
    expect(await scanClockBreaches(test.deps)).toBe(0);
    expect(await messagesTo(test)).toEqual([]);
    moveTo(test, new Date(sent.getTime() + HOUR + MINUTE));
    expect(await scanClockBreaches(test.deps)).toBe(1);
    expect(await scanClockBreaches(test.deps)).toBe(0);
    moveTo(test, new Date(sent.getTime() + 5 * HOUR));
    expect(await scanClockBreaches(test.deps)).toBe(0);
    const messages = await messagesTo(test);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ from_mobile: ADMIN_RECIPIENT, to_mobile: MOBILE });
    expect(messages[0]!.message_content).toContain('Niva Bupa policy NB-9876500401');
    expect(messages[0]!.message_content).toContain('complaint');
  });

  it('tells the discharge clock’s run-out three hours on, saying the extra charges are the insurer’s', async () => {
    const t0 = test.clock.now();
    const asked = new Date(t0.getTime() + 2 * HOUR);
    await arrangeClaim(test, 'cashless', [
      { state: 'intimated', at: t0 },
      { state: 'submitted', at: t0 },
      { state: 'approved', at: new Date(t0.getTime() + 30 * MINUTE) },
      { state: 'discharge-requested', at: asked },
    ]);
    // the first hour was met: nothing to tell, however late it is for that clock
    moveTo(test, new Date(asked.getTime() + 3 * HOUR - MINUTE));
    expect(await scanClockBreaches(test.deps)).toBe(0);
    moveTo(test, new Date(asked.getTime() + 3 * HOUR));
    expect(await scanClockBreaches(test.deps)).toBe(0);
    moveTo(test, new Date(asked.getTime() + 3 * HOUR + MINUTE));
    expect(await scanClockBreaches(test.deps)).toBe(1);
    expect(await scanClockBreaches(test.deps)).toBe(0);
    const [message] = await messagesTo(test);
    expect(message?.message_content).toContain(
      'Extra hospital charges caused by the delay are the insurer’s',
    );
    const marks = await test.db.selectFrom('clock_breach_notices').selectAll().execute();
    expect(marks).toMatchObject([
      { subject: 'claim', clock: 'dischargeAuthorisation', started_at: asked.toISOString(), mobile: MOBILE },
    ]);
  });

  it('tells a service request’s 7 days at the end of the seventh India day, and never a decided claim', async () => {
    // 10:00 IST on 1 June: due by the end of 8 June, India time
    const requested = new Date('2026-06-01T04:30:00.000Z');
    moveTo(test, requested);
    await arrangeServiceRequest(test, requested);
    await arrangeClaim(test, 'cashless', [
      { state: 'submitted', at: requested },
      { state: 'rejected', at: new Date(requested.getTime() + 2 * HOUR) },
    ]);
    const endOfDay = new Date('2026-06-08T18:29:59.999Z');
    moveTo(test, new Date(endOfDay.getTime() - MINUTE));
    expect(await scanClockBreaches(test.deps)).toBe(0);
    moveTo(test, endOfDay);
    expect(await scanClockBreaches(test.deps)).toBe(0);
    moveTo(test, new Date(endOfDay.getTime() + MINUTE));
    expect(await scanClockBreaches(test.deps)).toBe(1);
    expect(await scanClockBreaches(test.deps)).toBe(0);
    const messages = await messagesTo(test);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message_content).toContain('your request on policy NB-9876500401');
  });

  it('tells each run-out clock once when two app instances on the same database scan at the same time', async () => {
    const second = await startTestApp({ database: test.config.database });
    cleanups.push(() => second.close());
    const t0 = test.clock.now();
    const mobiles = ['9876500411', '9876500412', '9876500413', '9876500414', '9876500415'];
    for (const mobile of mobiles) {
      await arrangeClaim(
        test,
        'cashless',
        [
          { state: 'intimated', at: t0 },
          { state: 'submitted', at: t0 },
        ],
        mobile,
      );
      await arrangeServiceRequest(test, t0, mobile);
    }
    const later = new Date(t0.getTime() + 9 * 24 * HOUR);
    moveTo(test, later);
    moveTo(second, later);
    const both = () => Promise.all([scanClockBreaches(test.deps), scanClockBreaches(second.deps)]);
    const each = async () => [
      ...(await Promise.all([scanClockBreaches(test.deps), scanClockBreaches(test.deps)])),
      ...(await Promise.all([scanClockBreaches(second.deps), scanClockBreaches(second.deps)])),
    ];
    // On PostgreSQL all four at once. The SQLite engine is one process by design: two instances inside this one
    // test process would make better-sqlite3's busy wait block the event loop the lock holder needs, so there
    // each instance runs two at once, then the other instance (a second process, or a restart) comes after.
    const told = engine === 'postgres' ? [...(await both()), ...(await both())] : await each();
    expect(told.reduce((sum, n) => sum + n, 0)).toBe(10);
    for (const mobile of mobiles) expect(await messagesTo(second, mobile)).toHaveLength(2);
    expect(await test.db.selectFrom('clock_breach_notices').select('id').execute()).toHaveLength(10);
  });

  it('runs on the job system in each instance, and a restarted instance tells nothing again', async () => {
    const t0 = test.clock.now();
    await arrangeClaim(test, 'cashless', [
      { state: 'intimated', at: t0 },
      { state: 'submitted', at: t0 },
    ]);
    moveTo(test, new Date(t0.getTime() + 2 * HOUR));
    const second = await startTestApp({
      database: test.config.database,
      env: { JOBS_POLL_SECONDS: '0.5', CLOCK_BREACH_SCAN_SECONDS: '0.5', RENEWAL_SCAN_SECONDS: '3600' },
    });
    cleanups.push(() => second.close());
    moveTo(second, test.clock.now());
    const stopFirst = await startJobs(test.deps);
    const stopSecond = await startJobs(second.deps);
    cleanups.push(stopSecond, stopFirst);
    await eventually(async () => (await messagesTo(test)).length > 0, 'the breach told by a job');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await stopFirst();
    cleanups.splice(cleanups.indexOf(stopFirst), 1);
    const restarted = await startJobs(test.deps);
    cleanups.push(restarted);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await messagesTo(test)).toHaveLength(1);
  });
});
