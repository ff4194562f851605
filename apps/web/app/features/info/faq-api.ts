// The FAQ page's API call: the FAQ list in the page's language, as query options.
import { apiPaths, type FaqItem, type LocalFaqItem, type LocalFaqListResponse } from '@bimasetu/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import type { Locale } from '~/lib/words';

/** A FAQ as the page shows it: in the page's language, or marked English where its Hindi is still missing. */
export type ShownFaq = FaqItem & { lang?: LocalFaqItem['lang'] };

/** GetFaqList's address: the spec's call in English, with `?lang=hi` for the Hindi page (docs/decisions.md). */
export const faqListPath = (locale: Locale) =>
  locale === 'en' ? apiPaths.getFaqList : `${apiPaths.getFaqList}?lang=${locale}`;

/** GET GetFaqList in the page's language, sorted by ascending priority (§7). */
export const faqListQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['faqs', locale],
    queryFn: async ({ signal }): Promise<ShownFaq[]> => {
      const answer = await apiRequest<LocalFaqListResponse>(faqListPath(locale), { signal, auth: false });
      return [...answer.faqDetailList].sort((a, b) => a.priority - b.priority);
    },
    staleTime: 5 * 60_000,
  });
