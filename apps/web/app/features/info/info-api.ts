// The contact enquiry (a mutation). The FAQ list's query is in faq-api.ts, so the FAQ page does not load the
// contact form's rules (and zod with them).
import { apiPaths } from '@bimasetu/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { contactPayload, type ContactValues } from './contact-rules';

/** POST ContactUs with the form's values; the caller says what happens after. */
export function useSendEnquiry(handlers: { onSuccess: () => void; onError: () => void }) {
  return useMutation({
    mutationFn: (values: ContactValues) =>
      apiRequest(apiPaths.contactUs, { method: 'POST', body: contactPayload(values), auth: false }),
    ...handlers,
  });
}
