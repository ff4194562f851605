// Renewal reminders across server processes and a kill: on PostgreSQL two real server processes (pg-boss, Redis);
// on SQLite the one process, killed and restarted. The test moves their shared clock (TEST_CLOCK_FILE) across 60
// days and counts every SMS at a stand-in gateway that refuses every fourth request, and every in-app message.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN_RECIPIENT,
  addDays,
  inQuietHours,
  renewalKind,
  renewalReminders,
  type PolicyLine,
  type PremiumFrequency,
  type ReminderSlot,
} from '@bimasetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../src/db/connect.ts';
import { arrangeMarketingConsent, arrangePolicy, eventually } from './support/policies.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { startGatewayStub } from './support/sms-gateway-stub.ts';
import { scratchDatabase, SCRATCH_HOOK_TIMEOUT_MS } from './support/scratch-database.ts';
import { engine } from './support/test-app.ts';

const HOUR = 3_600_000;
const DAY0 = '2026-06-01';
const at = (day: number, hourIst: number, minute = 0) =>
  new Date(Date.parse(`${addDays(DAY0, day)}T00:00:00Z`) + (hourIst - 5.5) * HOUR + minute * 60_000);
const START = at(0, 10, 30);
const WINDOW_DAYS = 60;

interface Holder {
  mobile: string;
  line: PolicyLine;
  frequency: PremiumFrequency;
  dueInDays: number;
  marketing: 'live' | 'withdrawn' | 'none';
}

const HOLDERS: Holder[] = [
  { mobile: '9876501001', line: 'health', frequency: 'Yearly', dueInDays: 20, marketing: 'live' },
  { mobile: '9876501002', line: 'life', frequency: 'Monthly', dueInDays: 40, marketing: 'withdrawn' },
  { mobile: '9876501003', line: 'car', frequency: 'Yearly', dueInDays: 58, marketing: 'none' },
  { mobile: '9876501004', line: 'health', frequency: 'Yearly', dueInDays: 75, marketing: 'live' },
  { mobile: '9876501005', line: 'term', frequency: 'Yearly', dueInDays: 100, marketing: 'withdrawn' },
  { mobile: '9876501006', line: 'two-wheeler', frequency: 'Yearly', dueInDays: 3, marketing: 'none' },
];

const slotsOf = (holder: Holder) =>
  renewalReminders(addDays(DAY0, holder.dueInDays), holder.frequency, renewalKind(holder.line));

/** The reminder's "when" as the SMS words it (the test's own reading of the rule, not the server's code). */
function whenWord(slot: ReminderSlot): string {
  if (slot.key === 'before-1') return 'tomorrow';
  if (slot.key.startsWith('before-')) return `in ${slot.key.slice(7)} days`;
  if (slot.key === 'due') return 'today';
  return slot.key === 'grace-last' ? 'grace ends today' : 'in grace';
}

/**
 * What must be sent: each reminder whose day falls in the 60 days, and, for a policy whose earlier reminders were
 * missed before the first visit, only the latest of those (sent at once).
 */
function expectedReminders() {
  const expected: { holder: Holder; slot: ReminderSlot }[] = [];
  for (const holder of HOLDERS) {
    const slots = slotsOf(holder);
    const missed = slots.filter((slot) => slot.sendAt < START).at(-1);
    if (missed) expected.push({ holder, slot: missed });
    const lastDay = addDays(DAY0, WINDOW_DAYS);
    for (const slot of slots) if (slot.sendAt >= START && slot.on <= lastDay) expected.push({ holder, slot });
  }
  return expected;
}

/** The clock's stops: 10:30 on each reminder day; some days instead 10 pm, 3 am and 10:30 the next morning. */
function visits(expected: ReturnType<typeof expectedReminders>) {
  const days = [...new Set(expected.map(({ slot }) => slot.on))].sort();
  const stops: { at: Date; quiet: boolean }[] = [{ at: START, quiet: false }];
  days.forEach((on, index) => {
    const day = Math.round((Date.parse(on) - Date.parse(DAY0)) / (24 * HOUR));
    // a missed reminder's day is before the first visit, which sent it: the clock never goes back there
    if (day <= 0) return;
    // held overnight only where still true the next morning: no reminder the next day, and no due-date or
    // grace reminder (grace-last held past midnight would be past grace, and is rightly never sent)
    const holdable =
      !days.includes(addDays(on, 1)) &&
      expected.filter(({ slot }) => slot.on === on).every(({ slot }) => slot.key.startsWith('before-'));
    if (index % 3 === 0 && holdable) {
      stops.push({ at: at(day, 22), quiet: true }, { at: at(day + 1, 3), quiet: true });
      stops.push({ at: at(day + 1, 10, 30), quiet: false });
    } else stops.push({ at: at(day, 10, 30), quiet: false });
  });
  return stops;
}

interface Store {
  env: Record<string, string>;
  database: Db;
  drop(): Promise<void>;
}

async function freshStore(): Promise<Store> {
  const scratch = await scratchDatabase('jobs');
  return {
    env: { ...scratch.env, ...(scratch.kind === 'postgres' ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}) },
    get database() {
      return connect(
        scratch.kind === 'sqlite'
          ? { kind: 'sqlite', path: scratch.path }
          : { kind: 'postgres', url: scratch.url },
      );
    },
    drop: scratch.drop,
  };
}

describe(`renewal reminders over 60 days, across processes and a kill (${engine})`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'bimasetu-clock-'));
  const clockFile = join(dir, 'now');
  let store: Store;
  let database: Db;
  let gateway: Awaited<ReturnType<typeof startGatewayStub>>;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    writeFileSync(clockFile, START.toISOString());
    gateway = await startGatewayStub(clockFile, 4);
    store = await freshStore();
  }, SCRATCH_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(processes.map((server) => server.exited));
    await database?.close();
    await gateway?.close();
    await store?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, SCRATCH_HOOK_TIMEOUT_MS);

  it('sends every reminder exactly once, none in the quiet hours, no offer without consent', async () => {
    const env = {
      ...store.env,
      TEST_CLOCK_FILE: clockFile,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'test-key',
      MSG91_TEMPLATE_ID: 'otp-template',
      MSG91_REMINDER_TEMPLATE_ID: 'service-template',
      MSG91_OFFER_TEMPLATE_ID: 'offer-template',
      MSG91_BASE_URL: gateway.url,
      SMS_TIMEOUT_MS: '2000',
      JOBS_POLL_SECONDS: '0.5',
      RENEWAL_SCAN_SECONDS: '0.5',
      JOBS_RETRY_DELAY_SECONDS: '1',
      JOBS_MAINTENANCE_SECONDS: '1',
      JOBS_EXPIRE_SECONDS: '3',
    };
    const start = async () => {
      const server = await startServerProcess(env);
      processes.push(server);
      return server;
    };
    const first = await start(); // migrates the fresh database
    database = store.database;
    for (const holder of HOLDERS) {
      await arrangePolicy(
        database.db,
        {
          mobile: holder.mobile,
          line: holder.line,
          frequency: holder.frequency,
          renewalDueOn: addDays(DAY0, holder.dueInDays),
          number: `POL-${holder.mobile.slice(-4)}`,
        },
        START,
      );
      if (holder.marketing !== 'none') {
        await arrangeMarketingConsent(
          database.db,
          holder.mobile,
          START,
          holder.marketing === 'withdrawn' ? START : undefined,
        );
      }
    }
    let victim = engine === 'postgres' ? await start() : first;

    const expected = expectedReminders();
    const keyOf = (mobile: string, policy: string, when: string) => `${mobile}|${policy}|${when}`;
    const expectedKey = ({ holder, slot }: (typeof expected)[number]) =>
      keyOf(holder.mobile, `POL-${holder.mobile.slice(-4)}`, whenWord(slot));
    const deliveredKeys = () =>
      gateway.delivered.map((d) => keyOf(d.mobile, d.variables.var2 ?? '', d.variables.var3 ?? ''));
    /** The in-app reminders written, keyed as the SMS are (the test's reading of the message's words). */
    const inAppKeys = async () =>
      (
        await database.db
          .selectFrom('messages')
          .select(['to_mobile', 'message_content'])
          .where('from_mobile', '=', ADMIN_RECIPIENT)
          .where(
            'to_mobile',
            'in',
            HOLDERS.map((holder) => holder.mobile),
          )
          .execute()
      ).map((row) => {
        const text = row.message_content;
        const policy = /policy (\S+) /.exec(text)?.[1] ?? '';
        const when =
          /renewal (in \d+ days|tomorrow|today), on /.exec(text)?.[1] ??
          /\((in grace|grace ends today)\)/.exec(text)?.[1] ??
          text;
        return keyOf(row.to_mobile, policy, when);
      });
    const unsettled = async () =>
      (
        await database.db
          .selectFrom('notices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', 'in', ['pending', 'sending'])
          .executeTakeFirstOrThrow()
      ).n;

    const stops = visits(expected);
    expect(stops.filter((stop) => stop.quiet).length).toBeGreaterThan(0);
    const killAt = Math.floor(stops.length / 2);
    for (const [index, stop] of stops.entries()) {
      writeFileSync(clockFile, stop.at.toISOString());
      const due = expected.filter(({ slot }) => slot.sendAt <= stop.at).map(expectedKey);
      if (stop.quiet) {
        const before = gateway.delivered.length;
        // the in-app message is not held for the quiet hours; the SMS is
        await eventually(
          async () => {
            const inApp = await inAppKeys();
            return due.every((key) => inApp.includes(key));
          },
          `the in-app reminders due by ${stop.at.toISOString()}`,
          45_000,
        );
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(gateway.delivered.length).toBe(before);
        continue;
      }
      if (index === killAt) {
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 300));
        victim.child.kill('SIGKILL');
        await victim.exited;
        victim = await start();
      }
      await eventually(
        async () => due.every((key) => deliveredKeys().includes(key)) && Number(await unsettled()) === 0,
        `the reminders due by ${stop.at.toISOString()}`,
        45_000,
      ).catch((error: unknown) => {
        const missing = due.filter((key) => !deliveredKeys().includes(key));
        throw new Error(`${String(error)}; missing ${missing.join(', ')}`);
      });
    }

    const delivered = deliveredKeys();
    expect(new Set(delivered).size).toBe(delivered.length);
    expect([...delivered].sort()).toEqual(expected.map(expectedKey).sort());
    expect(gateway.delivered.filter((d) => inQuietHours(d.at))).toEqual([]);
    // each reminder in the app exactly once too, whichever process wrote it
    const inApp = await inAppKeys();
    expect(new Set(inApp).size).toBe(inApp.length);
    expect([...inApp].sort()).toEqual(expected.map(expectedKey).sort());
    const offers = gateway.delivered.filter((d) => d.templateId === 'offer-template');
    const consenting = HOLDERS.filter((holder) => holder.marketing === 'live').map((holder) => holder.mobile);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((d) => consenting.includes(d.mobile))).toBe(true);
    expect(offers.every((d) => ['in 60 days', 'in 45 days'].includes(d.variables.var3 ?? ''))).toBe(true);
    expect(gateway.refused()).toBeGreaterThan(0);
    const sent = await database.db.selectFrom('notices').select('key').where('status', '=', 'sent').execute();
    expect(sent).toHaveLength(expected.length);
    console.info(
      `jobs test (${engine}): ${delivered.length} reminders sent once each, ${inApp.length} in the app, ` +
        `over ${stops.length} clock stops, ` +
        `${gateway.refused()} gateway refusals retried, ${offers.length} offers, one process killed`,
    );
  }, 600_000);
});
