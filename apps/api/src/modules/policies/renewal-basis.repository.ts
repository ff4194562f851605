// The premium basis kept beside a policy issued from a request (migration 011), and read back for its renewal.
import type { PremiumBasis } from '@bimasetu/contract/lines';
import { basisFromQuote } from '@bimasetu/contract/lines';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { parseStoredQuote } from '../../lib/stored-quote.ts';

/**
 * Keeps what the request's quote priced, with the loading the premium recorded on the policy implies. A request
 * with no quote (an application that named no plan) leaves the policy without a basis, like one added from elsewhere.
 */
export async function keepPremiumBasis(
  db: Kysely<Database>,
  policyId: number,
  requestQuote: string,
  recordedPremium: number | null,
  now: Date,
): Promise<void> {
  const quote = parseStoredQuote(requestQuote);
  if (!quote) return;
  const basis = basisFromQuote(quote, recordedPremium);
  await db
    .insertInto('policy_premium_bases')
    .values({
      policy_id: policyId,
      lead_line: basis.line,
      plan_id: basis.planId,
      rate_version: basis.rateVersion,
      priced_on: basis.pricedOn,
      quoted_premium: basis.quotedPremium,
      basis: JSON.stringify(basis),
      recorded_at: now.toISOString(),
    })
    .execute();
}

export async function findPremiumBasis(db: Kysely<Database>, policyId: number): Promise<PremiumBasis | null> {
  const row = await db
    .selectFrom('policy_premium_bases')
    .select('basis')
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.basis) as PremiumBasis) : null;
}
