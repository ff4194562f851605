// The requests queue and one application: list, open, change status and remarks.
import {
  adminPath,
  adminPaths,
  type RequestDetail,
  type requestsPage,
  type requestStatusBody,
  type revisedPremiumBody,
} from '@bimasetu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys, adminRequest } from './admin-api';
import { requestsQuery, type RequestFilters } from './filters';

export type RequestsPage = z.infer<typeof requestsPage>;
export type StatusChange = z.output<typeof requestStatusBody>;
export type PremiumRevision = z.output<typeof revisedPremiumBody>;

export function useRequestsPage(filters: RequestFilters) {
  return useQuery({
    queryKey: [...adminKeys.requests, 'list', filters],
    queryFn: ({ signal }) =>
      adminRequest<RequestsPage>(adminPaths.requests, { query: requestsQuery(filters), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useRequestDetail(id: number) {
  return useQuery({
    queryKey: [...adminKeys.requests, 'one', id],
    queryFn: ({ signal }) => adminRequest<RequestDetail>(adminPath(adminPaths.request, { id }), { signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

export function useChangeStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) =>
      adminRequest(adminPath(adminPaths.requestStatus, { id }), { method: 'POST', body: change }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.requests }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      ]),
  });
}

/** Records a premium revised after underwriting, with the reason the customer reads beside both figures. */
export function useRevisePremium(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: PremiumRevision) =>
      adminRequest(adminPath(adminPaths.requestPremium, { id }), { method: 'POST', body: revision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.requests }),
  });
}
