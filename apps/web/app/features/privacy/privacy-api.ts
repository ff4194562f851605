import { apiPaths, type ApiResult, type MyConsentsAnswer, type MyDataExport } from '@bimasetu/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { clearSession } from '~/lib/session';

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

/** POST EraseMyAccount: the server ends every session; the browser forgets its own at once too. */
export function useEraseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ApiResult>(apiPaths.eraseMyAccount, { method: 'POST', body: { confirm: true } }),
    onSuccess: () => {
      clearSession('logout');
      queryClient.clear();
    },
  });
}
