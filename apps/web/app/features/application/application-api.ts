// The application's calls: POST AddInsuranceRequest with the body the form built and checked, sent with the
// customer's bearer token (the form verifies the phone first when nobody is logged in), and POST PriceQuote for the
// server's price of the quote before it is sent.
import type {
  addInsuranceRequestResponse,
  insuranceApplication,
  PriceQuoteRequest,
  PriceQuoteResponse,
  PriceQuoteResult,
} from '@bimasetu/contract';
import { apiMessages, apiPaths } from '@bimasetu/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '~/lib/api-client';

export type ApplicationAnswer = z.infer<typeof addInsuranceRequestResponse>;

export function useSendApplication() {
  return useMutation({
    mutationFn: (body: z.output<typeof insuranceApplication>) =>
      apiRequest<ApplicationAnswer>(apiPaths.addInsuranceRequest, { method: 'POST', body }),
  });
}

/**
 * The server's price for the quote the form was opened from (POST PriceQuote), for the applicant's date of birth
 * and gender as typed: the figure the application will be kept with. `null` body: nothing to ask yet. Answers
 * `refused` when the server does not price these details (the plan is not offered for them).
 */
/** The server's no for these details: the plan, or the applicant's own date of birth or gender, named. */
const refusal = (message: string | null) =>
  message === apiMessages.planNotOffered ||
  message === apiMessages.unknownPlan ||
  /^(dob|gender): /.test(message ?? '');

export function useServerPrice(body: PriceQuoteRequest | null) {
  const key = body ? JSON.stringify(body) : null;
  return useQuery({
    queryKey: ['price-quote', key],
    enabled: body !== null,
    staleTime: Infinity,
    // the card's own figure stays on screen while the applicant's next answer is priced
    placeholderData: keepPreviousData,
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
    queryFn: async ({ signal }): Promise<ServerPrice> => {
      try {
        const answer = await apiRequest<PriceQuoteResponse>(apiPaths.priceQuote, {
          method: 'POST',
          body,
          auth: false,
          signal,
        });
        return { refused: false, result: answer.result };
      } catch (error) {
        // the plan is not sold for these details (or this applicant's age); any other problem leaves the
        // browser's own figure on screen
        if (error instanceof ApiError && error.status === 400 && refusal(error.serverMessage)) {
          return { refused: true };
        }
        throw error;
      }
    },
  });
}

export type ServerPrice = { refused: false; result: PriceQuoteResult } | { refused: true };
