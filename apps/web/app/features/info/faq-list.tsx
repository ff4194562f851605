import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';
import { SingleAccordion } from '~/ui/accordion';
import { Button } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { faqListQuery, type ShownFaq } from './faq-api';

/**
 * `prerendered` is the list the build put in the page's HTML (in the page's language): shown at once and replaced by
 * GetFaqList's answer in that language when it comes, so the page never shows a loading line in its place and never
 * jumps. On the Hindi page a FAQ not yet translated comes in English, marked `lang="en"` for screen readers.
 */
export function FaqList({ prerendered }: { prerendered?: ShownFaq[] }) {
  const locale = useLocale();
  const query = faqListQuery(locale);
  const faqs = useQuery(
    prerendered ? { ...query, initialData: prerendered, initialDataUpdatedAt: 0 } : query,
  );
  const w = useWords('faq');
  const langOf = (faq: ShownFaq) => (faq.lang && faq.lang !== locale ? faq.lang : undefined);

  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{w.title}</h1>
      <p className="mt-1 mb-6 text-slate-700">
        {w.lead}{' '}
        <Link
          to={localHref(locale, '/contactus')}
          className="font-medium text-brand-800 underline underline-offset-4"
        >
          {w.contactUs}
        </Link>
        {w.leadEnd}
      </p>
      {faqs.isPending ? (
        <p role="status" className="text-slate-700">
          {w.loading}
        </p>
      ) : faqs.isError ? (
        <Notice tone="error">
          <p>{w.failed}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            busy={faqs.isFetching}
            onClick={() => void faqs.refetch()}
          >
            {w.tryAgain}
          </Button>
        </Notice>
      ) : faqs.data.length === 0 ? (
        <p className="text-slate-700">{w.empty}</p>
      ) : (
        <SingleAccordion
          headingLevel={2}
          items={faqs.data.map((faq) => ({
            id: String(faq.id),
            title: <span lang={langOf(faq)}>{faq.question}</span>,
            content: (
              <p lang={langOf(faq)} className="whitespace-pre-line">
                {faq.answer}
              </p>
            ),
          }))}
        />
      )}
    </main>
  );
}
