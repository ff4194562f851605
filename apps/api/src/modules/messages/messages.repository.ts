import type { Kysely, Selectable } from 'kysely';
import type { Database, MessageTable } from '../../db/database.ts';

/** A message as its sender or recipient sees it: without the flags that say who has deleted it. */
type OwnMessage = Omit<Selectable<MessageTable>, 'sender_deleted' | 'recipient_deleted'>;

export function toUserMessage(row: OwnMessage) {
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
 * Each of many customers' own sent and received messages, newest first, read in one query: the inbox is the most
 * read signed-in screen, and its lists are read a batch at a time (BatchLoader). A message counts as sent by its
 * sender until they delete it, and as received by its recipient until they do; every mobile asked for has lists,
 * empty or not.
 */
export async function ownMessagesOf(
  db: Kysely<Database>,
  mobiles: readonly string[],
): Promise<Map<string, { sent: OwnMessage[]; received: OwnMessage[] }>> {
  const rows = await db
    .selectFrom('messages')
    .select([
      'id',
      'parentmessageid',
      'message_date',
      'from_mobile',
      'to_mobile',
      'message_content',
      'status',
      'sender_deleted',
      'recipient_deleted',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('from_mobile', 'in', mobiles), eb('sender_deleted', '=', 0)]),
        eb.and([eb('to_mobile', 'in', mobiles), eb('recipient_deleted', '=', 0)]),
      ]),
    )
    .orderBy('message_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const lists = new Map(
    mobiles.map((mobile) => [mobile, { sent: [] as OwnMessage[], received: [] as OwnMessage[] }]),
  );
  for (const { sender_deleted, recipient_deleted, ...message } of rows) {
    if (sender_deleted === 0) lists.get(message.from_mobile)?.sent.push(message);
    if (recipient_deleted === 0) lists.get(message.to_mobile)?.received.push(message);
  }
  return lists;
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
