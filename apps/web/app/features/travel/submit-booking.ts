import {
  apiPaths,
  type AddLeadResponse,
  type ContactPreference,
  type TravelBooking,
} from '@bimasetu/contract';
import { apiRequest } from '~/lib/api-client';

/** Stores the booking as a lead of the line "travel-booking" (sent logged in) and answers its reference number. */
export async function submitBooking(
  booking: TravelBooking,
  contactPreference: ContactPreference,
): Promise<string> {
  const answer = await apiRequest<AddLeadResponse>(apiPaths.addLead, {
    method: 'POST',
    // the customer's bearer token: the server keeps a booking only for a verified phone
    auth: true,
    body: { line: 'travel-booking', consent: true, contactPreference, details: booking },
  });
  if (!answer.result?.reference) throw new Error('The booking was not given a reference number');
  return answer.result.reference;
}
