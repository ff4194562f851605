import type { LoanRequestItem } from '@bimasetu/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { apiPaths, COUNTRY_CODE } from '@bimasetu/contract';

/** GET GetMyLoanRequest?countryCode=91&mobile=… (bearer): the customer's insurance requests. */
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
