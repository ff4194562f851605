// npm run admin:add -- --mobile 9xxxxxxxxx --name "Adviser Name"
// Advisers are made here, never from the web. A customer's number becomes an adviser's, and any customer
// sessions of that number end.
import { parseArgs } from 'node:util';
import { mobileSchema } from '@bimasetu/contract';
import { loadConfig, loadDotEnv } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

const { values } = parseArgs({ options: { mobile: { type: 'string' }, name: { type: 'string' } } });
const mobile = mobileSchema.safeParse(values.mobile ?? '');
const name = (values.name ?? '').trim();
if (!mobile.success || name.length === 0 || name.length > 100) {
  console.error(
    'Usage: npm run admin:add -- --mobile 9xxxxxxxxx --name "Adviser Name" (10-digit mobile, name up to 100 characters)',
  );
  process.exit(2);
}

loadDotEnv();
const database = connect(loadConfig().database);
await migrateToLatest(database.db);
const now = new Date().toISOString();
await database.db.transaction().execute(async (trx) => {
  await trx
    .insertInto('customers')
    .values({ mobile: mobile.data, role: 'admin', name, created_at: now })
    .onConflict((oc) => oc.column('mobile').doUpdateSet({ role: 'admin', name }))
    .execute();
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('mobile', '=', mobile.data)
    .where('role', '=', 'customer')
    .execute();
});
await database.close();
console.log(`Adviser ${name} (${mobile.data}) can now log in at /admin/login.`);
