import { NO_CONDITION } from '@bimasetu/contract';
import * as rating from '@bimasetu/contract/rating';

/**
 * Asha Verma's quote for Care Supreme (health-4) as the health form keeps it: herself alone in Pune, `age` years
 * old as the form asked, sent from `phone`, with no medical condition unless told.
 */
export const ashaHealthQuote = (phone: string, age = 36, medicalConditions: string[] = [NO_CONDITION]) => ({
  line: 'health',
  planId: 'health-4',
  details: {
    gender: 'Female',
    members: [{ member: 'Self', age: `${age} years` }],
    city: 'Pune',
    name: 'Asha Verma',
    phone,
    medicalConditions,
  },
});

/** What Care Supreme (health-4) lists for one adult of `age` in Pune: one year, its listed cover. */
export const listedHealthQuote = (age: number) =>
  rating.quoteHealth({ planId: 'health-4', members: [{ age, child: false }], city: 'Pune', years: 1 })!;
