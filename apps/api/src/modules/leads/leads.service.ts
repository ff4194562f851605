// Keeping a quote lead or a travel booking, beside its route as otp.service.ts is beside auth's: the trip's dates on
// the server's own clock, whether the sender verified the number (only then is the lead in that customer's tracker
// and a marketing consent recorded for it), the server's price, and the lead with its consents in one transaction.
import {
  apiMessages,
  CURRENT_CONSENT,
  indiaToday,
  leadMobile,
  tripProblem,
  type LeadLine,
} from '@bimasetu/contract';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { newReference } from '../../lib/reference.ts';
import { serverQuote } from '../pricing/server-quote.ts';
import { insertConsents, type NewConsent } from '../privacy/consents.repository.ts';
import { insertLead } from './leads.repository.ts';

export interface LeadFiling {
  line: LeadLine;
  /** A call-back about this quote (a booking is itself the request and needs no more). */
  consent: boolean;
  /** Offers and reminders: recorded only for a verified number. */
  marketing: boolean;
  contactPreference: NewConsent['channel'];
  screen: string;
  /** Already checked by the line's lead schema. */
  details: Record<string, unknown>;
  /** The mobile of the live customer session the lead was sent with, if any: the proof the sender verified it. */
  verifiedMobile: string | undefined;
}

export type LeadOutcome =
  { kept: false } | { kept: true; id: number; reference: string; marketingRefused: boolean };

/** A trip starts today or later in India and lasts no longer than the rate table's longest band. */
function checkTrip(line: LeadLine, details: Record<string, unknown>, now: Date): void {
  if (line !== 'travel' && line !== 'travel-booking') return;
  const problem = tripProblem(details as { startDate: string; endDate: string }, indiaToday(now));
  if (problem) throw new HttpError(400, `details.${problem.field}: ${problem.message}`);
}

export async function fileLead(deps: AppDeps, filing: LeadFiling): Promise<LeadOutcome> {
  const { line, details } = filing;
  const now = deps.clock.now();
  checkTrip(line, details, now);
  const mobile = leadMobile(details);
  const verified = mobile !== '' && filing.verifiedMobile === mobile;
  const booking = line === 'travel-booking';
  const record = (purpose: NewConsent['purpose'], leadId: number | null): NewConsent => ({
    mobile,
    purpose,
    text_version: CURRENT_CONSENT[purpose].version,
    channel: filing.contactPreference,
    screen: filing.screen,
    lead_id: leadId,
    given_at: now.toISOString(),
  });
  // A consent must be the person's own (DPDP Act): someone typing another's number cannot sign them up.
  const marketing = filing.marketing && verified ? [record('marketing', null)] : [];
  if (!booking && !filing.consent) {
    if (!verified) throw new HttpError(filing.verifiedMobile ? 403 : 401, apiMessages.marketingNeedsLogin);
    await insertConsents(deps.db, marketing);
    return { kept: false };
  }
  // priced here from the lead's own inputs; anything a browser said a premium was has been dropped by the schema
  const quote = serverQuote(line, details, now);
  const reference = newReference();
  const id = await deps.db.transaction().execute(async (trx) => {
    const leadId = await insertLead(trx, {
      reference,
      line,
      // a booking is the customer's own request: advisers work it whatever else was ticked
      consent: 1,
      contact_preference: filing.contactPreference,
      mobile,
      details: JSON.stringify(quote ? { ...details, serverQuote: quote } : details),
      status: 'New',
      note: '',
      created_at: now.toISOString(),
      // only a lead its sender verified the number of reaches that customer's tracker
      verified: verified ? 1 : 0,
    });
    await insertConsents(trx, [...(booking ? [] : [record('request', leadId)]), ...marketing]);
    return leadId;
  });
  return { kept: true, id, reference, marketingRefused: filing.marketing && !verified };
}
