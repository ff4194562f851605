import { apiPaths, type AddLeadResponse, type TravelBooking } from '@bimasetu/contract';
import { apiRequest } from '~/lib/api-client';
import { currentScreen, type ConsentValue } from '~/lib/leads';

/**
 * Stores the booking as a lead of the line "travel-booking" (sent logged in: the server keeps a booking only for a
 * verified phone) and answers its reference number. The booking is the request itself, so it asks no call-back
 * consent; `marketing` is the visitor's separate, optional choice.
 */
export async function submitBooking(
  booking: TravelBooking,
  { marketing, contactPreference }: ConsentValue,
): Promise<string> {
  const answer = await apiRequest<AddLeadResponse>(apiPaths.addLead, {
    method: 'POST',
    // the customer's bearer token: the server keeps a booking only for a verified phone
    auth: true,
    body: {
      line: 'travel-booking',
      consent: false,
      marketing,
      contactPreference,
      screen: currentScreen(),
      details: booking,
    },
  });
  if (!answer.result?.reference) throw new Error('The booking was not given a reference number');
  return answer.result.reference;
}
