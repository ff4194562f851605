// Renewal reminders on the durable jobs, in one process on this engine (pg-boss on PostgreSQL, the jobs table on
// SQLite): once per reminder in the app and by SMS, the SMS never in the quiet hours, an offer only with the
// marketing consent, retried with backoff when the gateway fails, and visible to an operator when it gives up.
import {
  ADMIN_RECIPIENT,
  addDays,
  inQuietHours,
  istDate,
  type MessageListResponse,
} from '@bimasetu/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { claimNotice, oweNotice, releaseNotice } from '../src/jobs/notices.repository.ts';
import { scanRenewals } from '../src/jobs/renewal-reminders.job.ts';
import { startJobs } from '../src/jobs/start-jobs.ts';
import type { ConsoleSmsProvider } from '../src/sms/console-provider.ts';
import type { OtpPurpose, ServiceSms, SmsProvider } from '../src/sms/sms-provider.ts';
import { SmsDeliveryError } from '../src/sms/sms-provider.ts';
import { adviserToken } from './support/admin.ts';
import { arrangeMarketingConsent, arrangePolicy, eventually } from './support/policies.ts';
import { useTestApp } from './support/test-app.ts';

/** The gateway, failing the first `failures` notices (Infinity: every one); login codes go to the test's outbox. */
class FlakyGateway implements SmsProvider {
  readonly name = 'flaky';
  outbox: ConsoleSmsProvider | undefined;
  calls = 0;
  constructor(public failures: number) {}
  sendOtp(mobile: string, otp: string, purpose?: OtpPurpose) {
    return this.outbox!.sendOtp(mobile, otp, purpose);
  }
  async sendService(mobile: string, sms: ServiceSms) {
    this.calls += 1;
    if (this.calls <= this.failures) throw new SmsDeliveryError('MSG91 answered 503');
    return this.outbox!.sendService(mobile, sms);
  }
}

const gateway = new FlakyGateway(0);
const jobsEnv = {
  JOBS_POLL_SECONDS: '0.5',
  JOBS_RETRY_DELAY_SECONDS: '1',
  JOBS_MAINTENANCE_SECONDS: '1',
  RENEWAL_SCAN_SECONDS: '3600',
};
const test = useTestApp(() => ({ env: { ...jobsEnv }, overrides: { sms: gateway } }));
let stopJobs: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopJobs?.();
  stopJobs = undefined;
});

const HOUR = 3_600_000;
const notices = (mobile: string) => test.sms.messages(mobile).filter((message) => message.otp === '');
const istHour = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).getUTCHours();
/** The customer's in-app messages from the advisers' desk (where the reminder is written), oldest first. */
const inApp = async (mobile: string) =>
  (
    await test.db
      .selectFrom('messages')
      .select(['message_content', 'message_date'])
      .where('from_mobile', '=', ADMIN_RECIPIENT)
      .where('to_mobile', '=', mobile)
      .orderBy('id')
      .execute()
  ).map((row) => ({ text: row.message_content, at: new Date(row.message_date) }));
const dmy = (date: string) => date.split('-').reverse().join('/');

async function start(failures = 0) {
  gateway.failures = failures;
  gateway.calls = 0;
  gateway.outbox = test.sms;
  stopJobs = await startJobs(test.deps);
}

/** Moves the test clock to `hourIst`:00 India time, `days` days on from today. */
function moveTo(days: number, hourIst: number) {
  const target = Date.parse(`${addDays(istDate(test.clock.now()), days)}T00:00:00Z`) + (hourIst - 5.5) * HOUR;
  test.clock.advance(target - test.clock.now().getTime());
}

describe('renewal reminders', () => {
  it('sends each reminder once, however often the scan runs', async () => {
    await start();
    const today = istDate(test.clock.now());
    await arrangePolicy(
      test.db,
      { mobile: '9876500101', renewalDueOn: addDays(today, 60) },
      test.clock.now(),
    );
    await scanRenewals(test.deps, test.deps.jobs);
    await eventually(async () => notices('9876500101').length === 1, 'the 60-day reminder');
    for (let i = 0; i < 3; i += 1) await scanRenewals(test.deps, test.deps.jobs);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(notices('9876500101')).toHaveLength(1);
    expect(notices('9876500101')[0]?.text).toContain(`renewal in 60 days, on ${dmy(addDays(today, 60))}`);
    const messages = await inApp('9876500101');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text).toContain(`is due for renewal in 60 days, on ${dmy(addDays(today, 60))}.`);
    expect(messages[0]?.text).not.toContain('Compare plans');
    // shown on the customer's Messages screen, as an adviser's message is
    const list = await test.api.call<MessageListResponse>('GET', '/api/Insurance/GetUserMessageList', {
      token: await test.api.login('9876500101'),
    });
    expect(list.body.userReceivedMessageList.map((message) => message.messageContent)).toEqual([
      messages[0]?.text,
    ]);
  }, 30_000);

  it('writes the in-app message once when scans race in several workers', async () => {
    await start();
    const today = istDate(test.clock.now());
    await arrangePolicy(
      test.db,
      { mobile: '9876500108', renewalDueOn: addDays(today, 45) },
      test.clock.now(),
    );
    await Promise.all(Array.from({ length: 6 }, () => scanRenewals(test.deps, test.deps.jobs)));
    await eventually(async () => notices('9876500108').length === 1, 'the 45-day reminder');
    await scanRenewals(test.deps, test.deps.jobs);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(notices('9876500108')).toHaveLength(1);
    expect((await inApp('9876500108')).map((message) => message.text)).toEqual([
      expect.stringContaining('is due for renewal in 45 days'),
    ]);
  }, 30_000);

  it('holds a reminder found in the quiet hours until 9 am India time', async () => {
    await start();
    const today = istDate(test.clock.now());
    await arrangePolicy(
      test.db,
      { mobile: '9876500102', renewalDueOn: addDays(today, 61) },
      test.clock.now(),
    );
    moveTo(1, 22); // the 60-day reminder's day, at 10 pm: it is due, and quiet
    expect(await scanRenewals(test.deps, test.deps.jobs)).toBe(0);
    // the in-app message is not held: it is written at once, and only once
    const messages = await inApp('9876500102');
    expect(messages).toHaveLength(1);
    expect(istHour(messages[0]!.at)).toBe(22);
    moveTo(1, 8); // 8 am the next day
    expect(await scanRenewals(test.deps, test.deps.jobs)).toBe(0);
    moveTo(0, 9);
    expect(await scanRenewals(test.deps, test.deps.jobs)).toBe(1);
    await eventually(async () => notices('9876500102').length === 1, 'the held reminder');
    const sentAt = new Date(notices('9876500102')[0]!.sentAt);
    expect(inQuietHours(sentAt)).toBe(false);
    expect(istHour(sentAt)).toBe(9);
    expect(await inApp('9876500102')).toEqual(messages);
  }, 30_000);

  it('sends a car owner nothing after the due date (no grace), while a health policy gets its grace reminders', async () => {
    await start();
    const now = test.clock.now();
    const due = addDays(istDate(now), 1);
    await arrangePolicy(test.db, { mobile: '9876500109', line: 'car', renewalDueOn: due }, now);
    await arrangePolicy(test.db, { mobile: '9876500110', line: 'health', renewalDueOn: due }, now);
    /** Scans at 10 am India time `days` on, and answers the SMS queued. */
    const scanOn = async (days: number) => {
      moveTo(days, 10);
      return scanRenewals(test.deps, test.deps.jobs);
    };
    /** Waits for each policy's SMS so far (a send left waiting past its day is superseded, rightly). */
    const sent = (car: number, health: number) =>
      eventually(
        async () => notices('9876500109').length === car && notices('9876500110').length === health,
        `${car} reminders to the car owner and ${health} to the health policyholder`,
      );
    expect(await scanRenewals(test.deps, test.deps.jobs)).toBe(2); // the day before: both reminded
    await sent(1, 1);
    expect(await scanOn(1)).toBe(2); // the due date: both reminded
    await sent(2, 2);
    expect(await scanOn(7)).toBe(1); // a week into grace: only the health policy has grace
    await sent(2, 3);
    expect(await scanOn(23)).toBe(1); // the health policy's last day of grace (30 days after the due date)
    await sent(2, 4);
    expect(notices('9876500110').map((sms) => sms.text)).toContainEqual(
      expect.stringContaining(`renew by ${dmy(addDays(due, 30))} (grace ends today)`),
    );
    expect(await scanOn(1)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const carSms = notices('9876500109').map((sms) => sms.text);
    expect(carSms).toHaveLength(2);
    expect(carSms).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`is due for renewal tomorrow, on ${dmy(due)}.`),
        expect.stringContaining(`is due for renewal today, on ${dmy(due)}.`),
      ]),
    );
    const carMessages = (await inApp('9876500109')).map((message) => message.text);
    expect(carMessages).toHaveLength(2);
    expect(carMessages.join(' ')).not.toMatch(/grace|without a break/);
  }, 40_000);

  it('adds the offer only for a customer whose marketing consent is live', async () => {
    await start();
    const now = test.clock.now();
    const due = addDays(istDate(now), 60);
    await arrangeMarketingConsent(test.db, '9876500103', now);
    await arrangeMarketingConsent(test.db, '9876500104', now, now);
    await arrangePolicy(test.db, { mobile: '9876500103', renewalDueOn: due }, now);
    await arrangePolicy(test.db, { mobile: '9876500104', renewalDueOn: due }, now);
    await arrangePolicy(test.db, { mobile: '9876500105', renewalDueOn: due }, now);
    await scanRenewals(test.deps, test.deps.jobs);
    await eventually(
      async () => ['9876500103', '9876500104', '9876500105'].every((mobile) => notices(mobile).length === 1),
      'three reminders',
    );
    expect(notices('9876500103')[0]?.template).toBe('renewal-offer');
    expect(notices('9876500104')[0]?.template).toBe('renewal-reminder');
    expect(notices('9876500105')[0]?.template).toBe('renewal-reminder');
    expect(notices('9876500104')[0]?.text).not.toContain('Compare plans');
  }, 30_000);

  it('retries with backoff when the gateway fails, and sends once', async () => {
    await start(2);
    const now = test.clock.now();
    const id = await arrangePolicy(
      test.db,
      { mobile: '9876500106', renewalDueOn: addDays(istDate(now), 60) },
      now,
    );
    await scanRenewals(test.deps, test.deps.jobs);
    await eventually(
      async () => notices('9876500106').length === 1,
      'the reminder after two failures',
      25_000,
    );
    const notice = await test.db
      .selectFrom('notices')
      .selectAll()
      .where('policy_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ status: 'sent', attempts: 3, last_error: 'MSG91 answered 503' });
    expect(gateway.calls).toBe(3);
    expect(await inApp('9876500106')).toHaveLength(1);
  }, 40_000);

  it('shows an operator the reminder it gave up on', async () => {
    test.deps.config.jobs.retryLimit = 1;
    await start(Number.POSITIVE_INFINITY);
    const now = test.clock.now();
    const id = await arrangePolicy(
      test.db,
      { mobile: '9876500107', renewalDueOn: addDays(istDate(now), 60) },
      now,
    );
    const token = await adviserToken(test, test.api);
    await scanRenewals(test.deps, test.deps.jobs);
    await eventually(
      async () =>
        (await test.db.selectFrom('notices').select('status').where('policy_id', '=', id).executeTakeFirst())
          ?.status === 'failed',
      'the notice to fail',
      25_000,
    );
    const answer = await test.api.call<{
      result: Record<string, unknown> & { failedNotices: { policyId: number }[] };
    }>('GET', '/api/Admin/Jobs', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.result.failedNotices.map((notice) => notice.policyId)).toContain(id);
    expect(answer.body.result.failed).toBeGreaterThanOrEqual(1);
    expect(gateway.calls).toBe(2);
    expect(notices('9876500107')).toHaveLength(0);
    // the SMS gave up; the in-app message stands, once
    expect(await inApp('9876500107')).toHaveLength(1);
    const customer = await test.api.call('GET', '/api/Admin/Jobs', {
      token: await test.api.login('9876500107'),
    });
    expect(customer.status).toBe(403);
  }, 40_000);

  it('frees a failed notice for its retry in the very millisecond its backoff ends, not a millisecond later', async () => {
    const now = test.clock.now();
    const policyId = await arrangePolicy(
      test.db,
      { mobile: '9876500109', renewalDueOn: addDays(istDate(now), 60) },
      now,
    );
    const key = 'edge-of-backoff';
    await oweNotice(
      test.db,
      { key, kind: 'renewal-reminder', policy_id: policyId, mobile: '9876500109', category: 'service' },
      now,
    );
    const failedAt = Date.parse('2026-11-28T10:00:00.000Z');
    expect(await claimNotice(test.db, key, failedAt, 60_000)).toBeDefined();
    await releaseNotice(test.db, key, 'MSG91 answered 503', { final: false, retryAt: failedAt + 1000 });
    expect(await claimNotice(test.db, key, failedAt + 999, 60_000)).toBeUndefined();
    // the job queue's retry, timed from the same failure, runs when its own clock reaches the same instant
    expect(await claimNotice(test.db, key, failedAt + 1000, 60_000)).toMatchObject({
      status: 'sending',
      attempts: 2,
    });
  });
});
