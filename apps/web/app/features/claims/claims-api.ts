import { claimPaths, type ClaimView, type serviceRequestView } from '@bimasetu/contract';
import type { z } from 'zod';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** GET /api/Insurance/Claims (bearer): the customer's claims, each with its live clock worked out by the server. */
export function myClaimsQuery(mobile: string) {
  return queryOptions({
    queryKey: ['my-claims', mobile],
    queryFn: ({ signal }) =>
      apiRequest<{ isSuccess: boolean; result: ClaimView[] }>(claimPaths.claims, { signal }),
    select: (answer) => answer.result,
    staleTime: 0,
    // the clock moves: read it again every minute while the screen is open
    refetchInterval: 60_000,
  });
}

/** GET /api/Insurance/ServiceRequests (bearer): the customer's requests, each on its clock. */
export function myServiceRequestsQuery(mobile: string) {
  return queryOptions({
    queryKey: ['my-service-requests', mobile],
    queryFn: ({ signal }) =>
      apiRequest<{ isSuccess: boolean; result: z.infer<typeof serviceRequestView>[] }>(
        claimPaths.serviceRequests,
        {
          signal,
        },
      ),
    select: (answer) => answer.result,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

type ClaimAnswer = { isSuccess: boolean; message: string; result: ClaimView };

/** POST /api/Insurance/Claims/Death: the nominee, logged in on their own phone, names the policy and themselves. */
export function useNomineeClaim(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { policyNumber: string; nomineeName: string; claimedAmount: number | null }) =>
      apiRequest<ClaimAnswer>(claimPaths.deathClaim, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myClaimsQuery(mobile).queryKey }),
  });
}
