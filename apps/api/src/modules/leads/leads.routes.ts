import {
  addLeadEnvelope,
  addLeadResponse,
  apiMessages,
  apiPaths,
  CURRENT_CONSENT,
  leadDetailSchemas,
  leadMobile,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { newReference } from '../../lib/reference.ts';
import { optionalCaller } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { serverQuote } from '../pricing/server-quote.ts';
import { insertConsents, type NewConsent } from '../privacy/consents.repository.ts';
import { insertLead } from './leads.repository.ts';

export function leadsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.addLead,
    {
      schema: {
        tags: ['leads'],
        body: addLeadEnvelope,
        // a travel booking needs the customer's token; every other line may be sent anonymously
        security: [{ bearer: [] }, {}],
        response: { 200: addLeadResponse, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { line, consent, marketing, contactPreference, screen, details } = request.body;
      // A travel booking is itself the service asked for: it never waits on any other agreement. A quote lead
      // is kept for a call-back only when the visitor asked for one; offers and reminders are a choice apart.
      const booking = line === 'travel-booking';
      // A booking is tracked, so it is filed only by a logged-in customer for their own verified mobile.
      const caller = booking ? await optionalCaller(deps, request) : undefined;
      if (booking && !caller) throw new HttpError(401, apiMessages.bookingLoginRequired);
      if (!booking && !consent && !marketing) throw new HttpError(400, apiMessages.leadConsentNeeded);
      const parsed = leadDetailSchemas[line].safeParse(details);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(
          400,
          `details.${issue?.path.join('.') || line}: ${issue?.message ?? 'is invalid'}`,
        );
      }
      const kept = parsed.data as Record<string, unknown>;
      if (caller && leadMobile(kept) !== caller.mobile) {
        throw new HttpError(403, apiMessages.bookingMobileNotYours);
      }
      const mobile = leadMobile(kept);
      const now = deps.clock.now().toISOString();
      const record = (purpose: NewConsent['purpose'], leadId: number | null): NewConsent => ({
        mobile,
        purpose,
        text_version: CURRENT_CONSENT[purpose].version,
        channel: contactPreference,
        screen: screen ?? '',
        lead_id: leadId,
        given_at: now,
      });
      const marketingRecord = marketing && mobile ? [record('marketing', null)] : [];
      if (!booking && !consent) {
        await insertConsents(deps.db, marketingRecord);
        return { isSuccess: true, message: apiMessages.marketingConsentSaved };
      }
      // priced here from the lead's own inputs; anything a browser said a premium was has been dropped by the schema
      const quote = serverQuote(line, kept, deps.clock.now());
      const reference = newReference();
      const id = await deps.db.transaction().execute(async (trx) => {
        const leadId = await insertLead(trx, {
          reference,
          line,
          // a booking is the customer's own request: advisers work it whatever else was ticked
          consent: 1,
          contact_preference: contactPreference,
          mobile,
          details: JSON.stringify(quote ? { ...kept, serverQuote: quote } : kept),
          status: 'New',
          note: '',
          created_at: now,
        });
        await insertConsents(trx, [...(booking ? [] : [record('request', leadId)]), ...marketingRecord]);
        return leadId;
      });
      return { isSuccess: true, message: apiMessages.leadSaved, result: { id, reference } };
    },
  );
}
