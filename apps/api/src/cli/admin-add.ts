// npm run admin:add -- --mobile 9xxxxxxxxx --name "Adviser Name"
// Advisers are made here, never from the web. A customer's number becomes an adviser's, and any customer
// sessions of that number end.
import { parseArgs } from 'node:util';
import { mobileSchema } from '@bimasetu/contract';
import { makeAdviser } from '../modules/admin/advisers.repository.ts';
import { inTransaction } from './with-database.ts';

const { values } = parseArgs({ options: { mobile: { type: 'string' }, name: { type: 'string' } } });
const mobile = mobileSchema.safeParse(values.mobile ?? '');
const name = (values.name ?? '').trim();
if (!mobile.success || name.length === 0 || name.length > 100) {
  console.error(
    'Usage: npm run admin:add -- --mobile 9xxxxxxxxx --name "Adviser Name" (10-digit mobile, name up to 100 characters)',
  );
  process.exit(2);
}

await inTransaction((trx) => makeAdviser(trx, { mobile: mobile.data, name }, new Date()));
console.log(`Adviser ${name} (${mobile.data}) can now log in at /admin/login.`);
