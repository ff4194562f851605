import { ADMIN_RECIPIENT, OVERVIEW_DAYS, REQUEST_STATUSES } from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY } from '../../lib/clock.ts';
import { countOf } from './paging.ts';

const IST_OFFSET_MS = 330 * 60_000;

/** yyyy-mm-dd of an instant in India time. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant at which India's day containing `now` began. */
export function istDayStart(now: Date): Date {
  return new Date(Date.parse(`${istDate(now)}T00:00:00.000Z`) - IST_OFFSET_MS);
}

type Series = 'requests' | 'messages' | 'enquiries' | 'leads';

export async function overview(db: Kysely<Database>, now: Date) {
  const today = istDayStart(now);
  const since = new Date(today.getTime() - (OVERVIEW_DAYS - 1) * DAY).toISOString();

  const [newRequests, unreadMessages, openEnquiries, leadsToday, requests, messages, enquiries, leads] =
    await Promise.all([
      db
        .selectFrom('insurance_requests')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', REQUEST_STATUSES[0])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('to_mobile', '=', ADMIN_RECIPIENT)
        .where('status', '=', 'new')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('contact_enquiries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '!=', 'Resolved')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('consent', '=', 1)
        .where('created_at', '>=', today.toISOString())
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('insurance_requests')
        .select('created_on as at')
        .where('created_on', '>=', since)
        .execute(),
      db
        .selectFrom('messages')
        .select('message_date as at')
        .where('to_mobile', '=', ADMIN_RECIPIENT)
        .where('message_date', '>=', since)
        .execute(),
      db
        .selectFrom('contact_enquiries')
        .select('created_datetime as at')
        .where('created_datetime', '>=', since)
        .execute(),
      db
        .selectFrom('leads')
        .select('created_at as at')
        .where('consent', '=', 1)
        .where('created_at', '>=', since)
        .execute(),
    ]);

  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) => ({
    date: istDate(new Date(today.getTime() - (OVERVIEW_DAYS - 1 - i) * DAY)),
    requests: 0,
    messages: 0,
    enquiries: 0,
    leads: 0,
  }));
  const byDate = new Map(days.map((d) => [d.date, d]));
  const tally = (rows: { at: string }[], series: Series) => {
    for (const row of rows) {
      const day = byDate.get(istDate(new Date(row.at)));
      if (day) day[series] += 1;
    }
  };
  tally(requests, 'requests');
  tally(messages, 'messages');
  tally(enquiries, 'enquiries');
  tally(leads, 'leads');

  return {
    counts: {
      newRequests: countOf(newRequests),
      unreadMessages: countOf(unreadMessages),
      openEnquiries: countOf(openEnquiries),
      leadsToday: countOf(leadsToday),
    },
    daily: days,
  };
}
