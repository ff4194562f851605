/**
 * Thrown anywhere below the routes for an answer other than 200: the status and the customer-facing message. It
 * knows nothing of Fastify; `plugins/errors.ts` turns it into `{ isSuccess: false, message }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
