import type { Kysely, Selectable } from 'kysely';
import type { Database, MessageTable } from '../../db/database.ts';
import { prepareQuery } from '../../db/prepared.ts';

export function toUserMessage(row: Omit<Selectable<MessageTable>, 'sender_deleted' | 'recipient_deleted'>) {
  return {
    id: row.id,
    parentmessageid: row.parentmessageid,
    messageDate: row.message_date,
    fromMobile: row.from_mobile,
    toMobile: row.to_mobile,
    messageContent: row.message_content,
    status: row.status,
  };
}

export async function insertMessage(
  db: Kysely<Database>,
  message: Omit<MessageTable, 'id' | 'sender_deleted' | 'recipient_deleted'>,
): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({ ...message, sender_deleted: 0, recipient_deleted: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The caller's own sent and received messages, newest first, read in one query compiled once (the inbox is
 * the most read signed-in screen).
 */
export function ownMessagesQuery(db: Kysely<Database>) {
  const find = prepareQuery(db, 2, (fromMobile: string, toMobile: string) =>
    db
      .selectFrom('messages')
      .select([
        'id',
        'parentmessageid',
        'message_date',
        'from_mobile',
        'to_mobile',
        'message_content',
        'status',
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb('from_mobile', '=', fromMobile), eb('sender_deleted', '=', 0)]),
          eb.and([eb('to_mobile', '=', toMobile), eb('recipient_deleted', '=', 0)]),
        ]),
      )
      .orderBy('message_date', 'desc')
      .orderBy('id', 'desc'),
  );
  return async (mobile: string) => {
    const rows = await find(mobile, mobile);
    return {
      sent: rows.filter((row) => row.from_mobile === mobile),
      received: rows.filter((row) => row.to_mobile === mobile),
    };
  };
}

export async function findReceivedMessage(db: Kysely<Database>, id: number, mobile: string) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .where('to_mobile', '=', mobile)
    .where('recipient_deleted', '=', 0)
    .executeTakeFirst();
}

/**
 * Deleting hides the message from the caller's own list only; the other side keeps its copy.
 * Answers whether a message of the caller's was found.
 */
export async function hideMessage(db: Kysely<Database>, id: number, mobile: string): Promise<boolean> {
  const sent = await db
    .updateTable('messages')
    .set({ sender_deleted: 1 })
    .where('id', '=', id)
    .where('from_mobile', '=', mobile)
    .where('sender_deleted', '=', 0)
    .executeTakeFirst();
  const received = await db
    .updateTable('messages')
    .set({ recipient_deleted: 1 })
    .where('id', '=', id)
    .where('to_mobile', '=', mobile)
    .where('recipient_deleted', '=', 0)
    .executeTakeFirst();
  return Number(sent.numUpdatedRows) + Number(received.numUpdatedRows) > 0;
}

export async function hideAll(
  db: Kysely<Database>,
  mobile: string,
  type: 'sent' | 'receive',
): Promise<number> {
  const result =
    type === 'sent'
      ? await db
          .updateTable('messages')
          .set({ sender_deleted: 1 })
          .where('from_mobile', '=', mobile)
          .where('sender_deleted', '=', 0)
          .executeTakeFirst()
      : await db
          .updateTable('messages')
          .set({ recipient_deleted: 1 })
          .where('to_mobile', '=', mobile)
          .where('recipient_deleted', '=', 0)
          .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
