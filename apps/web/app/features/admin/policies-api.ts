// The console's part of the vault: the policies recorded on a request, recording an issued one (the details as
// JSON beside the policy PDF and e-cards, one multipart upload) and downloading a document (audited server-side).
import { adminPath, policyPaths, type PolicyAnswer, type PolicyListAnswer } from '@bimasetu/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '~/lib/download-file';
import { adminKeys, adminRequest } from './admin-api';
import { getAdminToken } from './admin-session';

function requestPoliciesQuery(requestId: number) {
  return queryOptions({
    queryKey: [...adminKeys.requests, 'policies', requestId],
    queryFn: ({ signal }) =>
      adminRequest<PolicyListAnswer>(adminPath(policyPaths.adminOfRequest, { id: requestId }), { signal }),
    select: (answer) => answer.result,
  });
}

export const useRequestPolicies = (requestId: number) => useQuery(requestPoliciesQuery(requestId));

export interface IssuedPolicyUpload {
  details: unknown;
  policyFile: File;
  eCards: File[];
}

export function useRecordPolicy(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details, policyFile, eCards }: IssuedPolicyUpload) => {
      const form = new FormData();
      form.append('policy', JSON.stringify(details));
      form.append('policy', policyFile, policyFile.name);
      for (const card of eCards) form.append('e-card', card, card.name);
      return adminRequest<PolicyAnswer>(adminPath(policyPaths.adminRecord, { id: requestId }), {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.requests }),
  });
}

export function downloadAsAdviser(policyId: number, documentId: number, fileName: string) {
  return downloadFile(
    adminPath(policyPaths.adminDocument, { id: policyId, documentId }),
    getAdminToken(),
    fileName,
  );
}
