import { apiResultSchema } from '@bimasetu/contract';

/** The refusals every admin call can answer. */
export const adminRefusals = {
  400: apiResultSchema,
  401: apiResultSchema,
  403: apiResultSchema,
  404: apiResultSchema,
};
