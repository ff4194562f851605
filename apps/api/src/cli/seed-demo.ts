// npm run seed:demo — a demo customer to try the account area with: mobile 9876543210,
// two insurance requests (one with an adviser's remarks) and two messages from an adviser.
import { DEMO_MOBILE, seedDemo } from '../seed/demo.ts';
import { inTransaction } from './with-database.ts';

const { existing } = await inTransaction((trx) => seedDemo(trx, new Date()));
console.log(
  existing > 0
    ? `Demo customer ${DEMO_MOBILE} already has ${existing} requests; nothing added.`
    : `Demo customer ${DEMO_MOBILE} created with two requests and two messages from an adviser.`,
);
