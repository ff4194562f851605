import { ADMIN_RECIPIENT } from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Conversations grouped by customer, unread first, then most recent first. */
export async function listConversations(db: Kysely<Database>, page: { limit: number; offset: number }) {
  const grouped = db
    .selectFrom('messages')
    .where((eb) => eb.or([eb('to_mobile', '=', ADMIN_RECIPIENT), eb('from_mobile', '=', ADMIN_RECIPIENT)]))
    .select((eb) => [
      eb
        .case()
        .when('to_mobile', '=', ADMIN_RECIPIENT)
        .then(eb.ref('from_mobile'))
        .else(eb.ref('to_mobile'))
        .end()
        .as('mobile'),
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when(eb.and([eb('to_mobile', '=', ADMIN_RECIPIENT), eb('status', '=', 'new')]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('unread'),
      eb.fn.max('message_date').as('last_at'),
    ])
    .groupBy('mobile');

  const [rows, count] = await Promise.all([
    db
      .selectFrom(grouped.as('c'))
      .selectAll()
      .orderBy((eb) => eb.case().when('c.unread', '>', 0).then(0).else(1).end())
      .orderBy('c.last_at', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom(grouped.as('c'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = await Promise.all(
    rows.map(async (row) => {
      const last = await db
        .selectFrom('messages')
        .select('message_content')
        .where((eb) =>
          eb.or([
            eb.and([eb('from_mobile', '=', row.mobile), eb('to_mobile', '=', ADMIN_RECIPIENT)]),
            eb.and([eb('from_mobile', '=', ADMIN_RECIPIENT), eb('to_mobile', '=', row.mobile)]),
          ]),
        )
        .orderBy('message_date', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        mobile: row.mobile,
        unread: Number(row.unread ?? 0),
        total: Number(row.total),
        lastMessageAt: String(row.last_at),
        lastMessage: last?.message_content ?? '',
      };
    }),
  );
  return { items, total: Number(count.n) };
}

/** Every message between the desk and one customer, oldest first (the adviser sees deleted ones too). */
export async function conversationWith(db: Kysely<Database>, mobile: string) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('from_mobile', '=', mobile), eb('to_mobile', '=', ADMIN_RECIPIENT)]),
        eb.and([eb('from_mobile', '=', ADMIN_RECIPIENT), eb('to_mobile', '=', mobile)]),
      ]),
    )
    .orderBy('message_date', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Marks the customer's new messages read; with an id, only that one. Answers how many changed. */
export async function markRead(
  db: Kysely<Database>,
  filter: { mobile?: string; id?: number },
): Promise<number> {
  let query = db
    .updateTable('messages')
    .set({ status: 'read' })
    .where('to_mobile', '=', ADMIN_RECIPIENT)
    .where('status', '=', 'new');
  if (filter.mobile) query = query.where('from_mobile', '=', filter.mobile);
  if (filter.id) query = query.where('id', '=', filter.id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether the message was written to the advisers' desk. */
export async function isMessageToDesk(db: Kysely<Database>, id: number): Promise<boolean> {
  const found = await db
    .selectFrom('messages')
    .select('id')
    .where('id', '=', id)
    .where('to_mobile', '=', ADMIN_RECIPIENT)
    .executeTakeFirst();
  return found !== undefined;
}
