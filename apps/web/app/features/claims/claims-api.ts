import {
  claimPaths,
  type ClaimView,
  type nomineeOtpAnswer,
  type serviceRequestView,
} from '@bimasetu/contract';
import type { z } from 'zod';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '~/lib/api-client';
import { uploadClaimDocuments } from '~/lib/claim-documents';

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
type NomineeDetails = { policyNumber: string; nomineeName: string };

/** POST /api/Insurance/Claims/Death/Otp: a code to the nominee's mobile on the policy; answers where it went. */
export function useNomineeOtp() {
  return useMutation({
    mutationFn: (body: NomineeDetails) =>
      apiRequest<z.infer<typeof nomineeOtpAnswer>>(claimPaths.deathClaimOtp, { method: 'POST', body }),
  });
}

/** POST /api/Insurance/Claims/Death: the nominee, logged in on their own phone, with the code sent to it. */
export function useNomineeClaim(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NomineeDetails & { otp: string; claimedAmount: number | null }) =>
      apiRequest<ClaimAnswer>(claimPaths.deathClaim, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myClaimsQuery(mobile).queryKey }),
  });
}

/** POST /api/Insurance/Claims/:id/Documents: the files, each under its checklist item, into the claim. */
export function useAddClaimDocuments(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, files }: { id: number; files: [string, File][] }) => uploadClaimDocuments(id, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myClaimsQuery(mobile).queryKey }),
  });
}

/** POST /api/Insurance/Claims/:id/Discharge: the hospital asked for the final authorisation (its clock starts). */
export function useRecordDischarge(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ClaimAnswer>(claimPaths.claimDischarge.replace(':id', String(id)), {
        method: 'POST',
        body: { note: '' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myClaimsQuery(mobile).queryKey }),
  });
}

type ServiceRequestView = z.infer<typeof serviceRequestView>;
type ServiceRequestAnswer = { isSuccess: boolean; message: string; result: ServiceRequestView };

/** A withdraw refused because the request was already closed (the server's 409). */
export const alreadyClosed = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

/**
 * POST /api/Insurance/ServiceRequests/:id/Withdraw: the customer takes back an open request. The list then holds
 * the withdrawn request; a 409 (closed meanwhile, by an adviser or another tab) reads the list again to show how
 * it now stands; a failure to reach the server changes nothing.
 */
export function useWithdrawServiceRequest(mobile: string) {
  const queryClient = useQueryClient();
  const list = myServiceRequestsQuery(mobile).queryKey;
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ServiceRequestAnswer>(claimPaths.serviceRequestWithdraw.replace(':id', String(id)), {
        method: 'POST',
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(list, (kept) =>
        kept
          ? {
              ...kept,
              result: kept.result.map((request) =>
                request.id === answer.result.id ? answer.result : request,
              ),
            }
          : kept,
      );
      return queryClient.invalidateQueries({ queryKey: list });
    },
    onError: (error) =>
      alreadyClosed(error) ? queryClient.invalidateQueries({ queryKey: list }) : undefined,
  });
}
