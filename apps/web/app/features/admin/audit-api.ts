// The audit log: what advisers did, and customers' own data requests (downloads and erasures).
import { adminPaths, type auditPage } from '@bimasetu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys, adminRequest } from './admin-api';

export type AuditPage = z.infer<typeof auditPage>;

export function useAuditLog(page: number, dataRequestsOnly: boolean) {
  return useQuery({
    queryKey: [...adminKeys.all, 'audit', page, dataRequestsOnly],
    queryFn: ({ signal }) =>
      adminRequest<AuditPage>(adminPaths.audit, {
        query: { page, only: dataRequestsOnly ? 'data-requests' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
