import { randomBytes } from 'node:crypto';
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
import { HttpError } from '../../plugins/errors.ts';
import { serverQuote } from './lead-quote.ts';
import { insertLead } from './leads.repository.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short reference a customer can read out on a call: BS- and 8 unambiguous characters. */
function newReference(): string {
  return `BS-${[...randomBytes(8)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

export function leadsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.addLead,
    {
      schema: {
        tags: ['leads'],
        body: addLeadEnvelope,
        response: { 200: addLeadResponse, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const { line, consent, contactPreference, details } = request.body;
      const parsed = leadDetailSchemas[line].safeParse(details);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(
          400,
          `details.${issue?.path.join('.') || line}: ${issue?.message ?? 'is invalid'}`,
        );
      }
      const kept = parsed.data as Record<string, unknown>;
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
