// FAQ editing: list, add, edit, delete and reorder. Every change also clears the public FAQ screen's cache.
import { adminPath, adminPaths, type AdminFaqListResponse, type FaqBody } from '@bimasetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminRequest } from './admin-api';

export function useFaqs() {
  return useQuery({
    queryKey: adminKeys.faqs,
    queryFn: ({ signal }) => adminRequest<AdminFaqListResponse>(adminPaths.faqs, { signal }),
    staleTime: 0,
  });
}

type FaqChange =
  | { kind: 'add'; faq: FaqBody }
  | { kind: 'edit'; id: number; faq: FaqBody }
  | { kind: 'delete'; id: number }
  | { kind: 'order'; ids: number[] };

function send(change: FaqChange) {
  switch (change.kind) {
    case 'add':
      return adminRequest(adminPaths.faqs, { method: 'POST', body: change.faq });
    case 'edit':
      return adminRequest(adminPath(adminPaths.faq, { id: change.id }), { method: 'PUT', body: change.faq });
    case 'delete':
      return adminRequest(adminPath(adminPaths.faq, { id: change.id }), { method: 'DELETE' });
    case 'order':
      return adminRequest(adminPaths.faqOrder, { method: 'POST', body: { ids: change.ids } });
  }
}

export function useFaqChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.faqs }),
  });
}
