// The FAQ page's API call: the FAQ list, as query options.
import { apiPaths, type FaqListResponse } from '@bimasetu/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** GET GetFaqList, sorted by ascending priority (§7). */
export const faqListQuery = queryOptions({
  queryKey: ['faqs'],
  queryFn: async ({ signal }) => {
    const answer = await apiRequest<FaqListResponse>(apiPaths.getFaqList, { signal, auth: false });
    return [...answer.faqDetailList].sort((a, b) => a.priority - b.priority);
  },
  staleTime: 5 * 60_000,
});
