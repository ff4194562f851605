import {
  policyPath,
  policyPaths,
  type PolicyAnswer,
  type PolicyListAnswer,
  type PolicyView,
} from '@bimasetu/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
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
