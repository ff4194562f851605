import {
  claimPaths,
  policyPath,
  policyPaths,
  type PolicyAnswer,
  type PolicyListAnswer,
  type PolicyView,
  type StartClaimAnswer,
} from '@bimasetu/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { uploadClaimDocuments } from '~/lib/claim-documents';
import { downloadFile } from '~/lib/download-file';
import { getToken } from '~/lib/session';

/** GET /api/Insurance/Policies (bearer): the customer's own policies with their documents and day counts. */
export function myPoliciesQuery(mobile: string) {
  return queryOptions({
    queryKey: ['my-policies', mobile],
    queryFn: ({ signal }) => apiRequest<PolicyListAnswer>(policyPaths.policies, { signal }),
    select: (answer) => answer.result,
    staleTime: 0,
  });
}

/** POST /api/Insurance/Policies: the details as JSON beside the photo or PDF, as one multipart upload. */
export function useAddPolicy(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details, file }: { details: unknown; file: File }) => {
      const form = new FormData();
      form.append('policy', JSON.stringify(details));
      form.append(file.type === 'application/pdf' ? 'policy' : 'photo', file, file.name);
      return apiRequest<PolicyAnswer>(policyPaths.policies, { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPoliciesQuery(mobile).queryKey }),
  });
}

export function useAskForHelp(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<PolicyAnswer>(policyPath(policyPaths.help, { id }), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPoliciesQuery(mobile).queryKey }),
  });
}

export function downloadPolicyDocument(policy: PolicyView, documentId: number, fileName: string) {
  return downloadFile(policyPath(policyPaths.document, { id: policy.id, documentId }), getToken(), fileName);
}

type ServiceRequestAnswer = { isSuccess: boolean; message: string; result: { id: number } };

// Both land on My claims, whose lists are read afresh on arrival (staleTime 0): nothing here to invalidate.

/** How starting a claim went: the claim, whether it was already open, and whether the documents went in. */
export interface StartedClaim {
  id: number;
  /** The same claim was already open (a double submit): nothing was registered and no document sent again. */
  alreadyOpen: boolean;
  uploaded: boolean;
}

/**
 * POST /api/Insurance/Policies/:id/Claims, then the documents chosen (one multipart upload, each file under its
 * checklist item) to /api/Insurance/Claims/:id/Documents. A failed upload leaves the claim registered: the answer
 * says so, and the documents can be added from My claims. When the server answers that the same claim was already
 * open, the documents went with it the first time: none is sent again (its timeline would list them twice).
 */
export function useStartClaim() {
  return useMutation({
    mutationFn: async ({
      policyId,
      body,
      files,
    }: {
      policyId: number;
      body: { kind: string; claimedAmount: number | null; note: string };
      files: [string, File][];
    }): Promise<StartedClaim> => {
      const started = await apiRequest<StartClaimAnswer>(
        policyPath(claimPaths.policyClaims, { id: policyId }),
        { method: 'POST', body },
      );
      const id = started.result.id;
      if (started.alreadyOpen) return { id, alreadyOpen: true, uploaded: false };
      if (files.length === 0) return { id, alreadyOpen: false, uploaded: true };
      const uploaded = await uploadClaimDocuments(id, files).then(
        () => true,
        () => false,
      );
      return { id, alreadyOpen: false, uploaded };
    },
  });
}

/** POST /api/Insurance/Policies/:id/ServiceRequests: a nominee change, a correction, a cancellation… */
export function useStartServiceRequest() {
  return useMutation({
    mutationFn: ({ policyId, kind, details }: { policyId: number; kind: string; details: string }) =>
      apiRequest<ServiceRequestAnswer>(policyPath(claimPaths.policyServiceRequests, { id: policyId }), {
        method: 'POST',
        body: { kind, details },
      }),
  });
}
