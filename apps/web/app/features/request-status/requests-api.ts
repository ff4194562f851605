import { apiPaths, COUNTRY_CODE, type LoanRequestItem, type MyRequestResponse } from '@bimasetu/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** GET GetMyLoanRequest?countryCode=91&mobile=… (bearer): everything the customer asked us for. */
export function myRequestsQuery(mobile: string) {
  return queryOptions({
    queryKey: ['my-requests', mobile],
    queryFn: ({ signal }) =>
      apiRequest<LoanRequestItem[]>(apiPaths.getMyLoanRequest, {
        query: { countryCode: COUNTRY_CODE, mobile },
        signal,
      }),
    staleTime: 0,
  });
}

/** GET GetMyRequest?reference=BS-… (bearer): one request with its quote and timeline. */
export function myRequestQuery(reference: string) {
  return queryOptions({
    queryKey: ['my-request', reference],
    queryFn: ({ signal }) =>
      apiRequest<MyRequestResponse>(apiPaths.getMyRequest, { query: { reference }, signal }),
    staleTime: 0,
  });
}
