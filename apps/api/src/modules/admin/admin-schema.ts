import { errorAnswers } from '../../lib/error-answers.ts';

/** The error answers every admin call can give. */
export const adminErrorAnswers = errorAnswers(400, 401, 403, 404);
