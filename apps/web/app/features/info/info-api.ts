// The public pages' API calls: the FAQ list (a query) and the contact enquiry (a mutation).
import { apiPaths, type FaqListResponse } from '@bimasetu/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { contactPayload, type ContactValues } from './contact-rules';

/** GET GetFaqList, sorted by ascending priority (§7). */
export const faqListQuery = queryOptions({
  queryKey: ['faqs'],
  queryFn: async ({ signal }) => {
    const answer = await apiRequest<FaqListResponse>(apiPaths.getFaqList, { signal, auth: false });
    return [...answer.faqDetailList].sort((a, b) => a.priority - b.priority);
  },
  staleTime: 5 * 60_000,
});

/** POST ContactUs with the form's values; the caller says what happens after. */
export function useSendEnquiry(handlers: { onSuccess: () => void; onError: () => void }) {
  return useMutation({
    mutationFn: (values: ContactValues) =>
      apiRequest(apiPaths.contactUs, { method: 'POST', body: contactPayload(values), auth: false }),
    ...handlers,
  });
}
