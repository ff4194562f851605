import {
  apiPaths,
  type AddLeadResponse,
  type ContactPreference,
  type TravelBooking,
} from '@bimasetu/contract';
import { apiRequest } from '~/lib/api-client';

/** Stores the booking as a lead of the line "travel-booking" and answers its reference number. */
export async function submitBooking(
  booking: TravelBooking,
  contactPreference: ContactPreference,
): Promise<string> {
  const answer = await apiRequest<AddLeadResponse>(apiPaths.addLead, {
    method: 'POST',
    auth: false,
    body: { line: 'travel-booking', consent: true, contactPreference, details: booking },
  });
  if (!answer.result?.reference) throw new Error('The booking was not given a reference number');
  return answer.result.reference;
}
