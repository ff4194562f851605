import { policyPath, renewalPath, type RenewalAnswer } from '@bimasetu/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '~/lib/api-client';

/** GET /api/Insurance/Policies/:id/Renewal (bearer): the renewal quote of one of the customer's own policies. */
export function renewalQuery(mobile: string, policyId: number) {
  return queryOptions({
    queryKey: ['policy-renewal', mobile, policyId],
    queryFn: ({ signal }) => apiRequest<RenewalAnswer>(policyPath(renewalPath, { id: policyId }), { signal }),
    select: (answer) => answer.result,
    // a policy that is not the customer's answers 404: asking again will not change that
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** The policy id in the page's address (?policy=12), or null when it names none. */
export function policyIdOf(search: URLSearchParams): number | null {
  const raw = search.get('policy') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
