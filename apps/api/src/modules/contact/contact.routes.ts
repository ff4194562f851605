import { CONTACT_STATUSES, apiMessages, apiPaths, apiResultSchema, contactUsBody } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { insertEnquiry } from './contact.repository.ts';

export function contactRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.contactUs,
    {
      schema: {
        tags: ['contact'],
        body: contactUsBody,
        response: { 200: apiResultSchema, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const body = request.body;
      // The time and the status are the server's: an enquiry always starts as New.
      await insertEnquiry(deps.db, {
        customer_name: body.customerName,
        mobile: body.mobile,
        created_datetime: deps.clock.now().toISOString(),
        message_type: body.messageType,
        customer_message: body.customerMessage,
        status: CONTACT_STATUSES[0],
        note: '',
      });
      return { isSuccess: true, message: apiMessages.contactSaved };
    },
  );
}
