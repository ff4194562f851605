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
import { HttpError } from '../../lib/http-error.ts';
import { parseOr400 } from '../../lib/parse-or-400.ts';
import { optionalCaller, verifiedCustomer } from '../../plugins/auth.ts';
import { fileLead } from './leads.service.ts';

export function leadsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.addLead,
    {
      schema: {
        tags: ['leads'],
        body: addLeadEnvelope,
        // a travel booking needs the customer's token; every other line may be sent anonymously, and with a
        // token for its own mobile it is tracked and may record offers and reminders
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
      const caller = booking ? await optionalCaller(deps, request) : await verifiedCustomer(deps, request);
      if (booking && !caller) throw new HttpError(401, apiMessages.bookingLoginRequired);
      if (!booking && !consent && !marketing) throw new HttpError(400, apiMessages.leadConsentNeeded);
      const kept = parseOr400(leadDetailSchemas[line], details, {
        prefix: 'details',
        whole: `details.${line}`,
      }) as Record<string, unknown>;
      if (booking && leadMobile(kept) !== caller?.mobile) {
        throw new HttpError(403, apiMessages.bookingMobileNotYours);
      }
      const outcome = await fileLead(deps, {
        line,
        consent,
        marketing,
        contactPreference,
        screen: screen ?? '',
        details: kept,
        verifiedMobile: caller?.mobile,
      });
      if (!outcome.kept) return { isSuccess: true, message: apiMessages.marketingConsentSaved };
      const message = outcome.marketingRefused
        ? apiMessages.leadSavedMarketingNeedsLogin
        : apiMessages.leadSaved;
      return { isSuccess: true, message, result: { id: outcome.id, reference: outcome.reference } };
    },
  );
}
