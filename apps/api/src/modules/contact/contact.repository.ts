import type { Kysely } from 'kysely';
import type { ContactEnquiryTable, Database } from '../../db/database.ts';

export async function insertEnquiry(
  db: Kysely<Database>,
  enquiry: Omit<ContactEnquiryTable, 'id'>,
): Promise<void> {
  await db.insertInto('contact_enquiries').values(enquiry).execute();
}
