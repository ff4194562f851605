import type { Kysely, Selectable } from 'kysely';
import type { Database, ProfileTable } from '../../db/database.ts';

export type ProfileFields = Omit<ProfileTable, 'id' | 'mobile' | 'updated_at'>;

export async function findProfile(db: Kysely<Database>, mobile: string) {
  return db.selectFrom('profiles').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export async function insertProfile(db: Kysely<Database>, mobile: string, fields: ProfileFields, now: Date) {
  return db
    .insertInto('profiles')
    .values({ ...fields, mobile, updated_at: now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateProfile(db: Kysely<Database>, mobile: string, fields: ProfileFields, now: Date) {
  return db
    .updateTable('profiles')
    .set({ ...fields, updated_at: now.toISOString() })
    .where('mobile', '=', mobile)
    .returningAll()
    .executeTakeFirst();
}

export type ProfileRow = Selectable<ProfileTable>;
