import {
  addLeadEnvelope,
  addLeadResponse,
  apiMessages,
  apiPaths,
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
      const { line, consent, contactPreference, details } = request.body;
      // A booking is tracked, so it is filed only by a logged-in customer for their own verified mobile.
      const caller = line === 'travel-booking' ? await optionalCaller(deps, request) : undefined;
      if (line === 'travel-booking' && !caller) throw new HttpError(401, apiMessages.bookingLoginRequired);
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
      // priced here from the lead's own inputs; anything a browser said a premium was has been dropped by the schema
      const quote = serverQuote(line, kept, deps.clock.now());
      const reference = newReference();
      const id = await insertLead(deps.db, {
        reference,
        line,
        consent: consent ? 1 : 0,
        contact_preference: contactPreference,
        mobile: leadMobile(kept),
        details: JSON.stringify(quote ? { ...kept, serverQuote: quote } : kept),
        status: 'New',
        note: '',
        created_at: deps.clock.now().toISOString(),
      });
      return { isSuccess: true, message: apiMessages.leadSaved, result: { id, reference } };
    },
  );
}
