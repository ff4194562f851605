import { apiPaths, type ApiResult, type MyConsentsAnswer, type MyDataExport } from '@bimasetu/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** GET GetMyConsents (bearer): every consent given, live and withdrawn. */
export function myConsentsQuery(mobile: string) {
  return queryOptions({
    queryKey: ['my-consents', mobile],
    queryFn: ({ signal }) => apiRequest<MyConsentsAnswer>(apiPaths.getMyConsents, { signal }),
    select: (answer) => answer.result,
    staleTime: 0,
  });
}

export function useWithdrawConsent(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ApiResult>(apiPaths.withdrawConsent, { method: 'POST', body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myConsentsQuery(mobile).queryKey }),
  });
}

/** GET DownloadMyData (bearer): the whole file, saved by the browser as JSON. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => apiRequest<MyDataExport>(apiPaths.downloadMyData),
  });
}

/**
 * POST EraseMyAccount: the server ends every session. The screen forgets the browser's own session in the same
 * render as it shows the outcome (forgetting it here would unmount the screen before it could say so).
 */
export function useEraseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ApiResult>(apiPaths.eraseMyAccount, { method: 'POST', body: { confirm: true } }),
    // Every cached answer of the old account goes (queries only: clearing the mutation cache too would drop
    // this mutation before the screen hears it succeeded).
    onSuccess: () => queryClient.removeQueries(),
  });
}
