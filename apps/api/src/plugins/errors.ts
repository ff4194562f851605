import { apiMessages } from '@bimasetu/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Thrown by routes for an answer other than 200: the status and the customer-facing message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Every error leaves as `{ isSuccess: false, message }`; a 5xx never shows what went wrong inside. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ isSuccess: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
      const rule = first?.message ?? 'is invalid';
      const message = field ? `${field}: ${rule}` : `${where}: ${rule}`;
      return reply.status(400).send({ isSuccess: false, message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ isSuccess: false, message: apiMessages.tooLarge });
    if (status === 429)
      return reply.status(429).send({ isSuccess: false, message: error.message || apiMessages.rateLimited });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ isSuccess: false, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ isSuccess: false, message: apiMessages.serverError });
  });
}
